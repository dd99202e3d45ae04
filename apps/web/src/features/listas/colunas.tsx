/** The reserve list's columns (part2 §2.1): five sortable, forced cooling, Marcar, the row menu. */
import {
  CheckCircleOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import type { TItemLista } from '@patio/domain';
import { Button, Dropdown, type MenuProps, Switch } from 'antd';
import { IconAction } from '../../shared/IconAction.tsx';
import type { ListColumn } from '../../shared/list/index.ts';
import { copiarLote } from './copiarLote.ts';
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
export function colunasDeDados(): ListColumn<TItemLista>[] {
  return [
    { key: 'sequencia', title: COLUNA.ordem, width: 90, align: 'right' },
    {
      key: 'lote',
      title: COLUNA.lote,
      sort: 'bobina.lote',
      width: 150,
      render: (b) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          title="Copiar lote"
          data-testid={`lote-${b.lote}`}
          onClick={() => void copiarLote(b.lote)}
        >
          {b.lote}
        </Button>
      ),
    },
    { key: 'grupo', title: COLUNA.grupo, sort: 'bobina.grupo', width: 90 },
    { key: 'material', title: COLUNA.material, sort: 'bobina.material', width: 100 },
    {
      key: 'fluxo',
      title: COLUNA.fluxo,
      sort: 'bobina.fluxo',
      width: 80,
      render: (b) => b.fluxo ?? '',
    },
    {
      key: 'isLege',
      title: COLUNA.lege,
      sort: false,
      width: 180,
      align: 'center',
      // Read-only: forced cooling changes on the form, never from the list.
      render: (b) => (
        <Switch
          size="small"
          checked={b.isLege}
          checkedChildren="Sim"
          unCheckedChildren="Não"
          aria-label={b.isLege ? 'Resfriamento forçado: Sim' : 'Resfriamento forçado: Não'}
          style={{ pointerEvents: 'none' }}
          tabIndex={-1}
        />
      ),
    },
  ];
}

export function colunasDaLista(acoes: AcoesDoItem): ListColumn<TItemLista>[] {
  const { ticar } = acoes;
  return [
    ...colunasDeDados(),
    {
      key: 'marcar',
      title: COLUNA.marcar,
      sort: false,
      width: 80,
      align: 'center',
      render: (b) =>
        ticar ? (
          <IconAction
            title={`Marcar a bobina ${b.lote}`}
            icon={<CheckCircleOutlined />}
            testId={`ticar-${b.lote}`}
            onClick={() => ticar(b)}
          />
        ) : null,
    },
    {
      key: 'acoes',
      title: COLUNA.acoes,
      sort: false,
      width: 70,
      align: 'center',
      render: (b) => (
        <Dropdown menu={{ items: menuDe(b, acoes) }} trigger={['click']} placement="bottomRight">
          <Button
            type="text"
            icon={<MoreOutlined />}
            aria-label={`Ações da bobina ${b.lote}`}
            data-testid={`row-menu-${b.lote}`}
          />
        </Dropdown>
      ),
    },
  ];
}
