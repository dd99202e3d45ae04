/**
 * The reserve list's columns (docs/product/operations.md#reserve-list): five sortable, forced
 * cooling, Marcar, the row menu.
 */
import {
  CheckCircleOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import type { TItemLista } from '@patio/domain';
import type { MenuProps } from 'antd';
import { itemHistorico } from '../../entities/bobina/itemHistorico.tsx';
import { IconAction } from '../../shared/IconAction.tsx';
import { columnsOf } from '../../shared/list/descriptor.ts';
import type { ListColumn } from '../../shared/list/tableProps.ts';
import { MenuDaLinha } from '../../shared/MenuDaLinha.tsx';
import { CAMPOS_DO_ITEM } from './list.tsx';
import { COLUNA, TXT } from './textos.ts';

export interface AcoesDoItem {
  visualizar(b: TItemLista): void;
  editar?(b: TItemLista): void;
  corrigirEndereco?(b: TItemLista): void;
  /** Absent without the permission: the tick icon is not offered. */
  ticar?(b: TItemLista): void;
}

function menuDe(b: TItemLista, a: AcoesDoItem): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [
    { key: 'ver', label: TXT.visualizar, icon: <EyeOutlined />, onClick: () => a.visualizar(b) },
    itemHistorico(b.lote),
  ];
  const { editar, corrigirEndereco } = a;
  if (editar)
    items.push({
      key: 'editar',
      label: TXT.editar,
      icon: <EditOutlined />,
      onClick: () => editar(b),
    });
  if (corrigirEndereco)
    items.push({
      key: 'corrigir',
      label: TXT.corrigirEndereco,
      icon: <EnvironmentOutlined />,
      onClick: () => corrigirEndereco(b),
    });
  return items;
}

/** The columns the reorder mode shares: position, lot and the coil's classification. */
export const colunasDeDados = (): ListColumn<TItemLista>[] => columnsOf({ fields: CAMPOS_DO_ITEM });

export function colunasDaLista(acoes: AcoesDoItem): ListColumn<TItemLista>[] {
  const { ticar } = acoes;
  // Without the right to tick there is no Marcar column at all, rather than an empty one.
  const marcar: ListColumn<TItemLista>[] = ticar
    ? [
        {
          key: 'marcar',
          title: COLUNA.marcar,
          sort: false,
          width: 80,
          align: 'center',
          render: (b) => (
            <IconAction
              title={`Marcar a bobina ${b.lote}`}
              icon={<CheckCircleOutlined />}
              testId={`ticar-${b.lote}`}
              onClick={() => ticar(b)}
            />
          ),
        },
      ]
    : [];
  return [
    ...colunasDeDados(),
    ...marcar,
    {
      key: 'acoes',
      title: COLUNA.acoes,
      sort: false,
      width: 70,
      align: 'center',
      render: (b) => (
        <MenuDaLinha
          items={menuDe(b, acoes)}
          rotulo={`Ações da bobina ${b.lote}`}
          testId={`row-menu-${b.lote}`}
        />
      ),
    },
  ];
}
