/** The coil list's columns (docs/product/main-yard.md#coil-list): the described ones, then the row menu. */
import {
  DeleteOutlined,
  EditOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  FilePdfOutlined,
} from '@ant-design/icons';
import type { TBobinaLinha } from '@patio/domain';
import type { MenuProps } from 'antd';
import { itemHistorico } from '../../entities/bobina/itemHistorico.tsx';
import { TXT_ETIQUETA } from '../../entities/etiqueta/textos.ts';
import { columnsOf, type ListColumn } from '../../shared/list/index.ts';
import { MenuDaLinha } from '../../shared/MenuDaLinha.tsx';
import { BOBINAS } from './list.tsx';

export interface AcoesDaBobina {
  visualizar(b: TBobinaLinha): void;
  corrigirEndereco?(b: TBobinaLinha): void;
  etiqueta?(b: TBobinaLinha): void;
  editar?(b: TBobinaLinha): void;
  excluir?(b: TBobinaLinha): void;
}

/** Only the actions the user holds a permission for are passed in, so only those show. */
function menuDe(b: TBobinaLinha, a: AcoesDaBobina): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [
    {
      key: 'visualizar',
      label: 'Visualizar',
      icon: <EyeOutlined />,
      onClick: () => a.visualizar(b),
    },
    itemHistorico(b.lote),
  ];
  const { corrigirEndereco, editar, etiqueta, excluir } = a;
  if (etiqueta)
    items.push({
      key: 'etiqueta',
      label: TXT_ETIQUETA.etiqueta,
      icon: <FilePdfOutlined />,
      onClick: () => etiqueta(b),
    });
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
    ...columnsOf(BOBINAS),
    {
      key: 'acoes',
      title: 'Ações',
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
