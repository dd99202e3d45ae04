/** The dispatch list's columns (part2 §2.4); the actions column only for whoever may act. */
import { CheckCircleOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TDespacho } from '@patio/domain';
import { Space, Tag } from 'antd';
import { IconAction } from '../../shared/IconAction.tsx';
import type { ListColumn } from '../../shared/list/index.ts';
import { nomeDoModal } from './api.ts';
import { TXT } from './textos.ts';

export interface AcoesDaLinha {
  finalizar?: (d: TDespacho) => void;
  excluir?: (d: TDespacho) => void;
  editar?: (d: TDespacho) => void;
}

export function colunasDeDespachos(acoes: AcoesDaLinha): ListColumn<TDespacho>[] {
  const { finalizar, excluir, editar } = acoes;
  const colunas: ListColumn<TDespacho>[] = [
    {
      key: 'identificacao',
      title: TXT.colIdentificacao,
      render: (d) => (
        <Space size={6}>
          {d.identificacao}
          {d.finalizado && <Tag>{TXT.tagFinalizado}</Tag>}
        </Space>
      ),
    },
    { key: 'modal', title: TXT.colModal, render: (d) => nomeDoModal(d.modal) },
    {
      key: 'quantidadeBobinas',
      title: TXT.colQuantidade,
      sort: false,
      render: (d) => (
        <span data-testid="quantidade">{`${d.bobinasCarregadas} (${d.quantidadeBobinas})`}</span>
      ),
    },
  ];
  if (!finalizar && !excluir && !editar) return colunas;
  colunas.push({
    key: 'acoes',
    title: 'Ações',
    sort: false,
    width: 130,
    align: 'center',
    render: (d) =>
      // A finalized dispatch is history: nothing left to do with it.
      d.finalizado ? null : (
        // The row expands on click; an action must not toggle it.
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from bubbling
        // biome-ignore lint/a11y/useKeyWithClickEvents: the buttons inside carry the keyboard
        <span onClick={(e) => e.stopPropagation()}>
          <Space size={2}>
            {finalizar && (
              <IconAction
                title="Finalizar"
                icon={<CheckCircleOutlined />}
                testId="finalizar-button"
                onClick={() => finalizar(d)}
              />
            )}
            {excluir && (
              <IconAction
                title="Excluir"
                icon={<DeleteOutlined />}
                testId="excluir-button"
                danger
                onClick={() => excluir(d)}
              />
            )}
            {editar && (
              <IconAction
                title="Editar"
                icon={<EditOutlined />}
                testId="editar-button"
                onClick={() => editar(d)}
              />
            )}
          </Space>
        </span>
      ),
  });
  return colunas;
}
