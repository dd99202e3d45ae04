/** The coil list's columns (part1 §2.6): six sortable ones, the forced-cooling switch, the menu. */
import {
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  HistoryOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import type { TBobinaLinha } from '@patio/domain';
import { Button, Dropdown, type MenuProps, Switch } from 'antd';
import type { ListColumn } from '../../shared/list/index.ts';
import { formatarLaminacao } from './laminacao.ts';

export interface AcoesDaBobina {
  visualizar(b: TBobinaLinha): void;
  historico(b: TBobinaLinha): void;
  corrigirEndereco?(b: TBobinaLinha): void;
  editar?(b: TBobinaLinha): void;
  excluir?(b: TBobinaLinha): void;
}

const ENDERECO_STYLE = { fontFamily: 'ui-monospace, Consolas, monospace', letterSpacing: 0.5 };

/** Only the actions the user holds a permission for are passed in, so only those show. */
function menuDe(b: TBobinaLinha, a: AcoesDaBobina): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [
    {
      key: 'visualizar',
      label: 'Visualizar',
      icon: <EyeOutlined />,
      onClick: () => a.visualizar(b),
    },
    {
      key: 'historico',
      label: 'Histórico',
      icon: <HistoryOutlined />,
      onClick: () => a.historico(b),
    },
  ];
  const { corrigirEndereco, editar, excluir } = a;
  if (corrigirEndereco)
    items.push({
      key: 'corrigir',
      label: 'Corrigir Endereço',
      icon: <EnvironmentOutlined />,
      onClick: () => corrigirEndereco(b),
    });
  if (editar)
    items.push({
      key: 'editar',
      label: 'Editar',
      icon: <EditOutlined />,
      onClick: () => editar(b),
    });
  if (excluir) {
    items.push({ type: 'divider' });
    items.push({
      key: 'excluir',
      label: 'Excluir',
      icon: <DeleteOutlined />,
      danger: true,
      onClick: () => excluir(b),
    });
  }
  return items;
}

export function colunasDeBobinas(acoes: AcoesDaBobina): ListColumn<TBobinaLinha>[] {
  return [
    { key: 'lote', title: 'Lote', width: 140 },
    {
      key: 'endereco',
      title: 'Endereço',
      width: 120,
      render: (b) => <span style={ENDERECO_STYLE}>{b.endereco}</span>,
    },
    { key: 'grupo', title: 'Grupo', width: 90 },
    { key: 'material', title: 'Material', width: 100 },
    {
      key: 'laminacaoAt',
      title: 'Laminação',
      width: 210,
      render: (b) => `${formatarLaminacao(b.laminacaoAt)} (Turno ${b.laminacaoTurno})`,
    },
    { key: 'fluxo', title: 'Fluxo', width: 80, render: (b) => b.fluxo ?? '' },
    {
      key: 'isLege',
      title: 'Resfriamento Forçado',
      sort: false,
      width: 170,
      align: 'center',
      // Read-only: forced cooling is changed on the form, never from the list.
      render: (b) => (
        <Switch
          size="small"
          checked={b.isLege}
          checkedChildren="Sim"
          unCheckedChildren="Não"
          aria-label={b.isLege ? 'Resfriamento forçado: Sim' : 'Resfriamento forçado: Não'}
          style={{ pointerEvents: 'none' }}
          tabIndex={-1}
          data-testid={`lege-${b.lote}`}
        />
      ),
    },
    {
      key: 'acoes',
      title: 'Ações',
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
