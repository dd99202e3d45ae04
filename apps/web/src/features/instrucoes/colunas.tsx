/** The instruction list's columns (docs/product/operations.md#instruction-list): the described ones, then the menu. */
import { DeleteOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { TInstrucaoLinha } from '@patio/domain';
import type { MenuProps } from 'antd';
import { itemHistorico } from '../../entities/bobina/itemHistorico.tsx';
import { TXT } from '../../entities/instrucao/textos.ts';
import { columnsOf, type ListColumn } from '../../shared/list/index.ts';
import { MenuDaLinha } from '../../shared/MenuDaLinha.tsx';
import { INSTRUCOES } from './list.tsx';

export interface AcoesDaInstrucao {
  corrigirDestino?(i: TInstrucaoLinha): void;
  excluir?(i: TInstrucaoLinha): void;
}

function menuDe(i: TInstrucaoLinha, a: AcoesDaInstrucao): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [itemHistorico(i.lote)];
  // A dispatch's instruction goes to the vehicle and lives and dies with its dispatch; a
  // relocation's destination may be corrected, and it is deleted only once nothing waits for it.
  const comDestino = i.tipo !== 'DESPACHO';
  const excluivel = i.tipo === 'MANUAL' || (i.tipo === 'REMANEJAMENTO' && i.libera.length === 0);
  const { corrigirDestino, excluir } = a;
  if (corrigirDestino)
    items.push({
      key: 'corrigir',
      label: TXT.corrigirDestino,
      icon: <EnvironmentOutlined />,
      disabled: !comDestino,
      onClick: () => corrigirDestino(i),
    });
  if (excluir)
    items.push({
      key: 'excluir',
      label: TXT.excluir,
      icon: <DeleteOutlined />,
      danger: true,
      disabled: !excluivel || i.isIniciada,
      onClick: () => excluir(i),
    });
  return items;
}

export function colunasDeInstrucoes(acoes: AcoesDaInstrucao): ListColumn<TInstrucaoLinha>[] {
  return [
    ...columnsOf(INSTRUCOES),
    {
      key: 'acoes',
      title: 'Ações',
      sort: false,
      width: 80,
      align: 'center',
      // The history entry is everyone's, so every row has its menu.
      render: (i) => (
        <MenuDaLinha
          items={menuDe(i, acoes)}
          rotulo={`Ações da instrução ${i.lote}`}
          testId={`row-menu-${i.lote}`}
        />
      ),
    },
  ];
}
