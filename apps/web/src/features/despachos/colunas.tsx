/**
 * The dispatch list's columns (docs/product/operations.md#dispatch-list); the actions column only
 * for whoever may act.
 */
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  PrinterOutlined,
} from '@ant-design/icons';
import type { TDespacho } from '@patio/domain';
import { Space, Tag } from 'antd';
import { IconAction } from '../../shared/IconAction.tsx';
import { columnsOf, type ListColumn } from '../../shared/list/index.ts';
import { DESPACHOS } from './list.tsx';
import { TXT } from './textos.ts';

export interface AcoesDaLinha {
  finalizar?: (d: TDespacho) => void;
  excluir?: (d: TDespacho) => void;
  editar?: (d: TDespacho) => void;
  /** Everyone's, finalized dispatches included: the printable manifest. */
  romaneio: (d: TDespacho) => void;
}

export function colunasDeDespachos(acoes: AcoesDaLinha): ListColumn<TDespacho>[] {
  const { finalizar, excluir, editar, romaneio } = acoes;
  // The spec's actions column shows only to whoever may finalize, delete or edit.
  const podeAgir = Boolean(finalizar || excluir || editar);
  const [identificacao, ...resto] = columnsOf(DESPACHOS);
  const colunas: ListColumn<TDespacho>[] = [
    {
      ...(identificacao as ListColumn<TDespacho>),
      render: (d) => (
        <Space size={6}>
          {d.identificacao}
          {d.finalizado && <Tag>{TXT.tagFinalizado}</Tag>}
          {/* Without the actions column (no permission to act), the manifest stays at hand. */}
          {!podeAgir && (
            // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from bubbling
            // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside carries the keyboard
            <span onClick={(e) => e.stopPropagation()}>
              <IconAction
                title="Romaneio"
                icon={<PrinterOutlined />}
                testId="romaneio-button"
                onClick={() => romaneio(d)}
              />
            </span>
          )}
        </Space>
      ),
    },
    ...resto,
  ];
  if (!podeAgir) return colunas;
  colunas.push({
    key: 'acoes',
    title: 'Ações',
    sort: false,
    width: 130,
    align: 'center',
    render: (d) => {
      // A finalized dispatch is history: only its manifest is left to open.
      const aberto = !d.finalizado;
      return (
        // The row expands on click; an action must not toggle it.
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from bubbling
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside carry the keyboard
        <span onClick={(e) => e.stopPropagation()}>
          <Space size={2}>
            <IconAction
              title="Romaneio"
              icon={<PrinterOutlined />}
              testId="romaneio-button"
              onClick={() => romaneio(d)}
            />
            {aberto && finalizar && (
              <IconAction
                title="Finalizar"
                icon={<CheckCircleOutlined />}
                testId="finalizar-button"
                onClick={() => finalizar(d)}
              />
            )}
            {aberto && excluir && (
              <IconAction
                title="Excluir"
                icon={<DeleteOutlined />}
                testId="excluir-button"
                danger
                onClick={() => excluir(d)}
              />
            )}
            {aberto && editar && (
              <IconAction
                title="Editar"
                icon={<EditOutlined />}
                testId="editar-button"
                onClick={() => editar(d)}
              />
            )}
          </Space>
        </span>
      );
    },
  });
  return colunas;
}
