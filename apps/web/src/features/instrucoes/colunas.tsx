/** The instruction list's columns (part2 §2.6): lote, origem, destino, tipo badge and the menu. */
import { DeleteOutlined, EnvironmentOutlined, MoreOutlined } from '@ant-design/icons';
import { ponteDoCodigo, type TInstrucaoLinha } from '@patio/domain';
import { Button, Dropdown, type MenuProps, Space, Tag, Tooltip } from 'antd';
import type { ListColumn } from '../../shared/list/index.ts';
import { ROTULO_TIPO, TXT } from './textos.ts';

export interface AcoesDaInstrucao {
  corrigirDestino?(i: TInstrucaoLinha): void;
  excluir?(i: TInstrucaoLinha): void;
}

const ENDERECO_STYLE = { fontFamily: 'ui-monospace, Consolas, monospace', letterSpacing: 0.5 };

/** Where a crane holds it, as the yard names cranes (PR#493). */
export const nomeDaPonte = (codigo: string | null) =>
  (codigo ? ponteDoCodigo(codigo) : null) ?? codigo ?? '';

function menuDe(i: TInstrucaoLinha, a: AcoesDaInstrucao): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [];
  // A dispatch's instruction goes to the vehicle and lives and dies with its dispatch.
  const manual = i.tipo === 'MANUAL';
  const { corrigirDestino, excluir } = a;
  if (corrigirDestino)
    items.push({
      key: 'corrigir',
      label: TXT.corrigirDestino,
      icon: <EnvironmentOutlined />,
      disabled: !manual,
      onClick: () => corrigirDestino(i),
    });
  if (excluir)
    items.push({
      key: 'excluir',
      label: TXT.excluir,
      icon: <DeleteOutlined />,
      danger: true,
      disabled: !manual || i.isIniciada,
      onClick: () => excluir(i),
    });
  return items;
}

export function colunasDeInstrucoes(acoes: AcoesDaInstrucao): ListColumn<TInstrucaoLinha>[] {
  const comMenu = Boolean(acoes.corrigirDestino || acoes.excluir);
  return [
    {
      key: 'lote',
      title: 'Lote',
      sort: 'bobina.lote',
      width: 200,
      render: (i) => (
        <Space size={6}>
          <span>{i.lote}</span>
          {i.isSelecionada && (
            <Tooltip title={i.isIniciada ? 'Bobina na ponte' : 'Selecionada na ponte'}>
              <Tag color={i.isIniciada ? 'orange' : 'default'} data-testid={`ponte-${i.lote}`}>
                {nomeDaPonte(i.ponte)}
              </Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      key: 'origem',
      title: 'Origem',
      sort: 'bobina.endereco',
      width: 130,
      render: (i) => <span style={ENDERECO_STYLE}>{i.origem ?? '—'}</span>,
    },
    {
      key: 'destino',
      title: 'Destino',
      width: 160,
      render: (i) =>
        i.destino ? <span style={ENDERECO_STYLE}>{i.destino}</span> : TXT.despacho(i.despacho),
    },
    {
      key: 'tipo',
      title: 'Tipo',
      width: 120,
      render: (i) => (
        <Tag color={i.tipo === 'MANUAL' ? 'blue' : 'gold'} data-testid={`tipo-${i.lote}`}>
          {ROTULO_TIPO[i.tipo] ?? i.tipo}
        </Tag>
      ),
    },
    {
      key: 'acoes',
      title: 'Ações',
      sort: false,
      width: 80,
      align: 'center',
      render: (i) =>
        comMenu && (
          <Dropdown menu={{ items: menuDe(i, acoes) }} trigger={['click']} placement="bottomRight">
            <Button
              type="text"
              icon={<MoreOutlined />}
              aria-label={`Ações da instrução ${i.lote}`}
              data-testid={`row-menu-${i.lote}`}
            />
          </Dropdown>
        ),
    },
  ];
}
