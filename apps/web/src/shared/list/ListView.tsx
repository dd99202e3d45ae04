/**
 * A list screen's body, from its controller and descriptor: the toolbar (the search box when
 * the list has searched fields, the screen's own controls, Exportar; the count or a button on
 * the right), the table and the page control.
 */
import { Flex, Space, Table, type TableProps, Typography } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { pathOf } from './descriptor.ts';
import { Exportar } from './Exportar.tsx';
import { Pagination } from './Pagination.tsx';
import { SearchBox } from './SearchBox.tsx';
import { type ListColumn, tableProps } from './tableProps.ts';
import type { ListController } from './useList.ts';

interface Props<Row extends { id: number | string }> {
  list: ListController<Row>;
  columns: ListColumn<Row>[];
  /** The screen's own controls, between the search box and Exportar. */
  toolbar?: ReactNode;
  /** Offer Exportar (every row as filtered and sorted). */
  exportar?: boolean;
  /** Right of the toolbar, instead of the count. */
  toolbarEnd?: ReactNode;
  /** More of antd's Table props (expandable rows, a test id). */
  table?: TableProps<Row> & { 'data-testid'?: string };
}

export function ListView<Row extends { id: number | string }>(p: Props<Row>) {
  const { list } = p;
  const d = list.descriptor;
  const searchable = d.fields.some((f) => f.search !== undefined && f.search !== false);
  const left = (searchable || p.toolbar || p.exportar) && (
    <Space wrap>
      {searchable && <SearchBox value={list.state.search} onSearch={list.setSearch} />}
      {p.toolbar}
      {p.exportar && <Exportar path={pathOf(d)} params={list.params} />}
    </Space>
  );
  const count = d.noun && (
    <Typography.Text type="secondary" data-testid="total-itens">
      {list.totalItems} {list.totalItems === 1 ? d.noun[0] : d.noun[1]}
    </Typography.Text>
  );
  const right = p.toolbarEnd ?? count;
  return (
    <>
      {(left || right) && (
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          {left || <span />}
          {right}
        </Flex>
      )}
      <Table<Row>
        {...tableProps(list, p.columns, d.emptyText)}
        onRow={(r) => ({ 'data-testid': d.rowTestId(r) }) as HTMLAttributes<HTMLElement>}
        {...p.table}
      />
      <ListFooter list={list} />
    </>
  );
}

/** The page control under a table; nothing when there is neither a page nor a size to choose. */
export function ListFooter<Row>({ list }: { list: ListController<Row> }) {
  const { pagination } = list;
  if (pagination.totalPages === 0 && !pagination.pageSizes) return null;
  return (
    <Flex justify="flex-end" style={{ marginTop: 12 }}>
      <Pagination {...pagination} />
    </Flex>
  );
}
