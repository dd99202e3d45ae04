/** /operacoes-despacho (part2 §2.4): dispatches, 7 per page, expandable to their coils. */
import { PlusOutlined } from '@ant-design/icons';
import type { TDespacho } from '@patio/domain';
import { Button, Card, Flex, Select, Space, Table } from 'antd';
import { type HTMLAttributes, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Paginacao, readState, SearchBox, tableProps, useList } from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useSession } from '../../shared/session.ts';
import { DESPACHOS_ABERTOS, DESPACHOS_TODOS, MODAL_OPCOES } from './api.ts';
import { BobinasDoDespacho } from './BobinasDoDespacho.tsx';
import { colunasDeDespachos } from './colunas.tsx';
import { TXT } from './textos.ts';
import { useAcoesDespacho } from './useAcoesDespacho.ts';

const TIPOS = [{ value: '', label: TXT.todos }, ...MODAL_OPCOES];
const SITUACOES = [
  { value: 'false', label: TXT.abertos },
  { value: 'true', label: TXT.finalizados },
];

export default function DespachosPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finalizados = readState(params, DESPACHOS_TODOS).filters.finalizado === 'true';
  const list = useList(finalizados ? DESPACHOS_TODOS : DESPACHOS_ABERTOS);
  usePaginaValida(list);
  const permissoes = useSession()?.permissoes;
  const pode = (p: string) => permissoes?.includes(p) ?? false;
  const acoes = useAcoesDespacho();
  const filtros = list.state.filters;
  const filtrar = (campo: string, valor: string) => list.setFilters({ ...filtros, [campo]: valor });

  const podeFinalizar = pode('FINALIZAR_DESPACHO');
  const podeExcluir = pode('EXCLUIR_DESPACHO');
  const podeEditar = pode('EDITAR_DESPACHO');
  const columns = useMemo(
    () =>
      colunasDeDespachos({
        finalizar: podeFinalizar ? (d) => void acoes.finalizar(d) : undefined,
        excluir: podeExcluir ? (d) => void acoes.excluir(d) : undefined,
        editar: podeEditar ? (d) => navigate(`/operacao-despacho/${d.id}`) : undefined,
      }),
    [acoes, navigate, podeFinalizar, podeExcluir, podeEditar],
  );

  return (
    <>
      <PageHeader
        title={TXT.titulo}
        breadcrumb={[{ title: TXT.bobinas }, { title: TXT.titulo }]}
        extra={
          pode('CADASTRAR_DESPACHO') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="novo-button"
              onClick={() => navigate('/operacao-despacho')}
            >
              Novo
            </Button>
          )
        }
      />
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <SearchBox value={list.state.search} onSearch={list.setSearch} />
          <Select
            aria-label={TXT.colModal}
            data-testid="modal-select"
            value={filtros.modal ?? ''}
            options={TIPOS}
            onChange={(v) => filtrar('modal', v)}
            style={{ width: 160 }}
          />
          <Select
            aria-label={TXT.situacao}
            data-testid="situacao-select"
            value={finalizados ? 'true' : 'false'}
            options={SITUACOES}
            onChange={(v) => filtrar('finalizado', v === 'true' ? 'true' : '')}
            style={{ width: 150 }}
          />
        </Space>
        <Table<TDespacho>
          {...tableProps(list, columns, TXT.vazio)}
          expandable={{
            expandRowByClick: true,
            expandedRowRender: (d) => <BobinasDoDespacho despacho={d} />,
          }}
          onRow={(d) =>
            ({ 'data-testid': `row-${d.identificacao}` }) as HTMLAttributes<HTMLElement>
          }
          data-testid="despachos-table"
        />
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Paginacao page={list.state.page} totalPages={list.totalPages} onPage={list.setPage} />
        </Flex>
      </Card>
    </>
  );
}
