/**
 * One tab of Integrações: its 'new' button over the table of what the server holds, all of it
 * on one page (a handful of machines and endpoints, docs/integracao.md). The tab brings its
 * columns, its texts and its dialogs.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';

export interface TabTableProps<Row> {
  query: UseQueryResult<Row[]>;
  columns: ColumnsType<Row>;
  testId: string;
  novo: { texto: string; testId?: string; abrir(): void };
  textos: { vazio: string; erro: string };
  /** The tab's dialogs. */
  children?: ReactNode;
}

export function TabTable<Row extends { id: number }>(props: TabTableProps<Row>) {
  const { query, novo, textos } = props;
  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button type="primary" data-testid={novo.testId} onClick={novo.abrir}>
          {novo.texto}
        </Button>
      </Flex>
      <Table<Row>
        rowKey="id"
        size="small"
        data-testid={props.testId}
        loading={query.isLoading}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: query.isError ? textos.erro : textos.vazio }}
        columns={props.columns}
      />
      {props.children}
    </>
  );
}
