/**
 * The one table adapter: turns a list controller into antd Table props, reflecting the URL's
 * sort back into the column headers and a header click into the controller's sort toggle.
 */
import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ListController } from './useList.ts';

export interface ListColumn<Row> {
  key: string;
  title: string;
  /** The orderBy name when the column sorts (defaults to key); false when it does not. */
  sort?: string | false;
  render?: (row: Row) => React.ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
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
      render: c.render ? (_: unknown, row: Row) => c.render?.(row) : undefined,
      sorter: Boolean(sortName),
      sortOrder: active ? (active.desc ? 'descend' : 'ascend') : null,
      sortDirections: ['ascend', 'descend', 'ascend'],
      onHeaderCell: sortName
        ? () => ({ onClick: () => list.sortBy(sortName), 'data-testid': `sort-${sortName}` })
        : undefined,
    };
  });
  return {
    rowKey: 'id',
    columns: cols,
    dataSource: list.rows,
    loading: list.isFetching,
    pagination: false,
    size: 'middle',
    locale: { emptyText },
    // Sorting is driven by onHeaderCell so the URL stays the only source of truth.
    showSorterTooltip: false,
  };
}
