/** The "Histórico" row-menu entry every list of coils shares (coils, reserve lists, instructions). */
import { HistoryOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { abrirHistorico } from './abrirHistorico.ts';

export const itemHistorico = (lote: string): NonNullable<MenuProps['items']>[number] => ({
  key: 'historico',
  label: 'Histórico',
  icon: <HistoryOutlined />,
  onClick: () => abrirHistorico(lote),
});
