/** /instrucoes (part2 §2.6): open instructions — search, sort, page, correct the destination, delete. */
import { PlusOutlined } from '@ant-design/icons';
import type { TInstrucaoLinha } from '@patio/domain';
import { Button, Card, Flex, Table, Typography } from 'antd';
import { type HTMLAttributes, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Paginacao, readState, SearchBox, tableProps, useList } from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useSession } from '../../shared/session.ts';
import { INSTRUCOES_FILTRO, INSTRUCOES_LISTA } from './api.ts';
import { colunasDeInstrucoes } from './colunas.tsx';
import { TXT } from './textos.ts';
import { useExcluirInstrucao } from './useExcluirInstrucao.ts';

export default function InstrucoesPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buscando = readState(params, INSTRUCOES_LISTA).search !== '';
  const list = useList(buscando ? INSTRUCOES_FILTRO : INSTRUCOES_LISTA);
  usePaginaValida(list);
  const permissoes = useSession()?.permissoes;
  const pode = (p: string) => permissoes?.includes(p) ?? false;
  const excluir = useExcluirInstrucao();
  const podeEditar = pode('EDITAR_INSTRUCAO');
  const podeCadastrar = pode('CADASTRAR_INSTRUCAO');
  const columns = useMemo(
    () =>
      colunasDeInstrucoes({
        corrigirDestino: podeEditar ? (i) => navigate(`/instrucao/${i.id}`) : undefined,
        excluir: podeCadastrar ? (i) => void excluir(i.id) : undefined,
      }),
    [navigate, excluir, podeEditar, podeCadastrar],
  );

  return (
    <>
      <PageHeader
        title={TXT.titulo}
        breadcrumb={[{ title: TXT.trilha }, { title: TXT.titulo }, { title: TXT.listar }]}
        extra={
          podeCadastrar && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="novo-button"
              onClick={() => navigate('/instrucao')}
            >
              Novo
            </Button>
          )
        }
      />
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <SearchBox value={list.state.search} onSearch={list.setSearch} />
          <Typography.Text type="secondary" data-testid="total-itens">
            {list.totalItems} {list.totalItems === 1 ? 'instrução' : 'instruções'}
          </Typography.Text>
        </Flex>
        <Table<TInstrucaoLinha>
          {...tableProps(list, columns, TXT.vazio)}
          onRow={(i) => ({ 'data-testid': `row-${i.lote}` }) as HTMLAttributes<HTMLElement>}
          scroll={{ x: 700 }}
          data-testid="instrucoes-table"
        />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Paginacao
            page={list.state.page}
            totalPages={list.totalPages}
            onPage={list.setPage}
            pageSize={list.state.pageSize}
            pageSizes={INSTRUCOES_LISTA.pageSizes}
            onPageSize={list.setPageSize}
          />
        </Flex>
      </Card>
    </>
  );
}
