/** /bobinas (part1 §2.6): the main yard's coils — search, filter, sort, page and act on a row. */
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import type { TBobinaLinha } from '@patio/domain';
import { Badge, Button, Card, Flex, Space, Table, Typography } from 'antd';
import { type HTMLAttributes, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Paginacao, readState, SearchBox, tableProps, useList } from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useSession } from '../../shared/session.ts';
import { BOBINAS_FILTRO, BOBINAS_LISTA } from './api.ts';
import { useBobinaDialog } from './BobinaFormModal.tsx';
import type { VoltarPara } from './BobinaFormPage.tsx';
import { useCorrigirEnderecoDialog } from './CorrigirEnderecoModal.tsx';
import { colunasDeBobinas } from './colunas.tsx';
import { FiltroBobinasModal } from './FiltroBobinasModal.tsx';
import { type BobinaDoHistorico, HistoricoDrawer } from './HistoricoDrawer.tsx';
import { TRILHA_BOBINAS, TXT } from './textos.ts';
import { useExcluirBobina } from './useExcluirBobina.ts';

export default function BobinasPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const s = readState(params, BOBINAS_LISTA);
  const nFiltros = Object.keys(s.filters).length;
  const list = useList(s.search || nFiltros > 0 ? BOBINAS_FILTRO : BOBINAS_LISTA);
  usePaginaValida(list);
  const permissoes = useSession()?.permissoes;
  const pode = (p: string) => permissoes?.includes(p) ?? false;
  const [filtrando, setFiltrando] = useState(false);
  const [historico, setHistorico] = useState<BobinaDoHistorico | null>(null);
  const ver = useBobinaDialog();
  const corrigir = useCorrigirEnderecoDialog();
  const excluir = useExcluirBobina();
  // The form returns to this exact list (search, filters, page) when it closes.
  const voltar: VoltarPara = { voltar: `${pathname}${search}` };

  const podeEditar = pode('ALTERAR_INFORMACOES_DA_BOBINA');
  const podeCorrigir = pode('CORRIGIR_ENDERECO_DA_BOBINA');
  const podeExcluir = pode('EXCLUIR_BOBINA');
  const columns = useMemo(
    () =>
      colunasDeBobinas({
        // Read-only in a dialog: anyone signed in may look, with no edit permission needed.
        visualizar: (b) => void ver.abrir({ id: b.id, view: true }),
        historico: (b) => setHistorico({ id: b.id, lote: b.lote }),
        corrigirEndereco: podeCorrigir ? (b) => void corrigir.abrir(b) : undefined,
        editar: podeEditar
          ? (b) => navigate(`/bobina/${b.id}`, { state: { voltar: voltar.voltar } })
          : undefined,
        excluir: podeExcluir ? (b) => void excluir(b.id) : undefined,
      }),
    [
      ver.abrir,
      corrigir.abrir,
      excluir,
      navigate,
      voltar.voltar,
      podeEditar,
      podeCorrigir,
      podeExcluir,
    ],
  );
  const [bobinas, patio, listar] = TRILHA_BOBINAS;

  return (
    <>
      <PageHeader
        title="Bobinas"
        breadcrumb={[{ title: bobinas }, { title: patio }, { title: listar }]}
        extra={
          pode('CADASTRAR_BOBINA') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="novo-button"
              onClick={() => navigate('/bobina', { state: voltar })}
            >
              Novo
            </Button>
          )
        }
      />
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
          <Space wrap>
            <SearchBox value={list.state.search} onSearch={list.setSearch} />
            <Badge count={nFiltros} size="small" color="#2b5b84">
              <Button
                icon={<FilterOutlined />}
                data-testid="filtrar-button"
                onClick={() => setFiltrando(true)}
              >
                Filtrar
              </Button>
            </Badge>
            {nFiltros > 0 && (
              <Button type="link" data-testid="limpar-filtros" onClick={() => list.setFilters({})}>
                Limpar filtros
              </Button>
            )}
          </Space>
          <Typography.Text type="secondary" data-testid="total-itens">
            {list.totalItems} {list.totalItems === 1 ? 'bobina' : 'bobinas'}
          </Typography.Text>
        </Flex>
        <Table<TBobinaLinha>
          {...tableProps(list, columns, TXT.vazio)}
          onRow={(b) => ({ 'data-testid': `row-${b.lote}` }) as HTMLAttributes<HTMLElement>}
          scroll={{ x: 960 }}
          data-testid="bobinas-table"
        />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Paginacao
            page={list.state.page}
            totalPages={list.totalPages}
            onPage={list.setPage}
            pageSize={list.state.pageSize}
            pageSizes={BOBINAS_LISTA.pageSizes}
            onPageSize={list.setPageSize}
          />
        </Flex>
      </Card>
      <FiltroBobinasModal
        open={filtrando}
        valores={list.state.filters}
        onClose={() => setFiltrando(false)}
        onAplicar={(f) => {
          setFiltrando(false);
          list.setFilters(f);
        }}
      />
      <HistoricoDrawer bobina={historico} onClose={() => setHistorico(null)} />
      {ver.dialogo}
      {corrigir.dialogo}
    </>
  );
}
