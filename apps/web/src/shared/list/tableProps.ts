/**
 * The one table adapter: turns a list controller into antd Table props, reflecting the URL's
 * sort back into the column headers and a header click into the controller's sort toggle.
 * On narrow screens the row actions stay pinned to the right edge and the columns that
 * matter least (`hideBelow`) give way first (docs/decisions-telas.md).
 */
import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { createElement } from 'react';
import { AvisoDesatualizado, ErroDeCarga } from '../ErroDeCarga.tsx';
import type { HideBelow, ListColumn } from './columns.ts';
import type { ListController } from './useList.ts';

export type { HideBelow, ListColumn };

const FROM: Record<HideBelow, ('md' | 'lg' | 'xl' | 'xxl')[]> = {
  md: ['md', 'lg', 'xl', 'xxl'],
  lg: ['lg', 'xl', 'xxl'],
  xl: ['xl', 'xxl'],
  xxl: ['xxl'],
};

/** The row-actions column of every list; pinned so it never scrolls out of reach. */
export const ACTIONS_KEY = 'acoes';

/** Room a column without a width (a free text such as Mensagem) keeps before the table scrolls. */
export const FLEX_MIN_WIDTH = 240;

/**
 * The width under which the table scrolls sideways: the columns that never hide, a free-text
 * column counted at FLEX_MIN_WIDTH. Hidden columns do not count, so a narrow screen keeps the
 * important columns (and the pinned actions) in view instead of a wide strip to scroll.
 */
export function minTableWidth(columns: readonly Pick<ListColumn<never>, 'width' | 'hideBelow'>[]) {
  return columns
    .filter((c) => !c.hideBelow)
    .reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : FLEX_MIN_WIDTH), 0);
}

export function tableProps<Row extends { id: number | string }>(
  list: ListController<Row>,
  columns: ListColumn<Row>[],
  emptyText: string,
): TableProps<Row> {
  const cols: ColumnsType<Row> = columns.map((c) => {
    const sortName = c.sort === false ? null : (c.sort ?? c.key);
    const active = sortName && list.state.sort?.field === sortName ? list.state.sort : null;
    return {
      key: c.key,
      dataIndex: c.key,
      title: c.title,
      width: c.width,
      align: c.align,
      responsive: c.hideBelow ? FROM[c.hideBelow] : undefined,
      fixed: c.key === ACTIONS_KEY ? 'right' : undefined,
      render: c.render ? (_: unknown, row: Row) => c.render?.(row) : undefined,
      sorter: Boolean(sortName),
      sortOrder: active ? (active.desc ? 'descend' : 'ascend') : null,
      sortDirections: ['ascend', 'descend', 'ascend'],
      onHeaderCell: sortName
        ? () => ({ onClick: () => list.sortBy(sortName), 'data-testid': `sort-${sortName}` })
        : undefined,
    };
  });
  // A failed load is never shown as an empty list (ErroDeCarga.tsx says why).
  const tentar = { tentar: () => void list.refetch(), tentando: list.isFetching };
  return {
    rowKey: 'id',
    columns: cols,
    dataSource: list.rows,
    loading: list.isFetching,
    pagination: false,
    size: 'middle',
    locale: { emptyText: list.isError ? createElement(ErroDeCarga, tentar) : emptyText },
    title: list.desatualizado ? () => createElement(AvisoDesatualizado, tentar) : undefined,
    // Sorting is driven by onHeaderCell so the URL stays the only source of truth.
    showSorterTooltip: false,
    scroll: { x: minTableWidth(columns) },
  };
}
