/** /alarmeseventos (part1 §2.9): the alarm and event log, newest first, searchable and sortable. */
import type { TEvento } from '@patio/domain';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ListColumn,
  Paginacao,
  readState,
  SearchBox,
  tableProps,
  useList,
} from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { dataHora, EVENTOS_BUSCA, EVENTOS_LISTA, isAlerta } from './lista.ts';
import { TXT } from './textos.ts';

// Every text is rendered as text: descriptions come from devices and users.
const COLUNAS: ListColumn<TEvento>[] = [
  { key: 'createdAt', title: 'Data/Hora', width: 150, render: (e) => dataHora(e.createdAt) },
  {
    key: 'tipo',
    title: 'Tipo',
    width: 110,
    render: (e) => (
      <Tag color={isAlerta(e.tipo) ? 'red' : 'blue'} data-testid="tipo-tag">
        {e.tipo}
      </Tag>
    ),
  },
  {
    key: 'emailResponsavel',
    title: 'Usuario',
    width: 240,
    render: (e) => e.emailResponsavel ?? '',
  },
  { key: 'descricao', title: 'Mensagem' },
];

export default function AlarmesEventosPage() {
  const [params] = useSearchParams();
  const buscando = readState(params, EVENTOS_LISTA).search !== '';
  const list = useList(buscando ? EVENTOS_BUSCA : EVENTOS_LISTA);
  usePaginaValida(list);

  return (
    <>
      <PageHeader title={TXT.titulo} breadcrumb={[{ title: TXT.trilha }, { title: TXT.listar }]} />
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <SearchBox
            value={list.state.search}
            onSearch={list.setSearch}
            placeholder="Procurar..."
          />
          <Typography.Text type="secondary" data-testid="total-itens">
            {list.totalItems} {list.totalItems === 1 ? 'registro' : 'registros'}
          </Typography.Text>
        </Flex>
        <Table<TEvento>
          {...tableProps(list, COLUNAS, TXT.vazio)}
          onRow={(e) => ({ 'data-testid': `evento-${e.id}` }) as HTMLAttributes<HTMLElement>}
          scroll={{ x: 800 }}
          data-testid="eventos-table"
        />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Paginacao
            page={list.state.page}
            totalPages={list.totalPages}
            onPage={list.setPage}
            pageSize={list.state.pageSize}
            pageSizes={EVENTOS_LISTA.pageSizes}
            onPageSize={list.setPageSize}
            prevText="Anterior"
            nextText="Próximo"
          />
        </Flex>
      </Card>
    </>
  );
}
