/**
 * /patio-reserva/bobinas?tipoPatio= (docs/product/operations.md#reserve-list,
 * docs/product/operations.md#reorder-mode, docs/product/operations.md#reserve-search-and-filter):
 * one reserve list's open items — search, filter, sort, page, select and delete, tick, import — and
 * its reorder mode.
 */
import type { TItemLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  type ListController,
  type ListState,
  Pagination,
  useFilterDialog,
  useList,
} from '../../shared/list/index.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { usePode } from '../../shared/session.ts';
import { aoMudar } from '../../shared/useMudancas.ts';
import { BarraLista } from './BarraLista.tsx';
import { useImportarLista } from './importacao/useImportarLista.tsx';
import { itensDaLista, ORDEM_DO_FILTRO } from './list.tsx';
import { SelecaoTodas } from './SelecaoTodas.tsx';
import { TabelaLista } from './TabelaLista.tsx';
import { TRILHA_RESERVA, TXT } from './textos.ts';
import { useColunasDaLista } from './useColunasDaLista.tsx';
import { useExcluirSelecionadas } from './useExcluirSelecionadas.ts';
import { useModoEdicao } from './useModoEdicao.ts';
import { useSelecao } from './useSelecao.ts';
import { PARAM_TIPO, useTipoPatio } from './useTipoPatio.ts';

// Reorder mode (dnd-kit, the infinite query) loads only when entered.
const ModoEdicao = lazy(() => import('./ModoEdicao.tsx').then((m) => ({ default: m.ModoEdicao })));

export default function ListaReservaPage() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [tipo, mudarTipo] = useTipoPatio();
  const itens = itensDaLista(tipo);
  const list = useList<TItemLista>(itens);
  const filtro = useFilterDialog(list, itens, { title: TXT.filtrarTitulo, first: ORDEM_DO_FILTRO });
  const selecao = useSelecao();
  const { modo, entrarEdicao, sairEdicao } = useModoEdicao(tipo, itens, list.state, selecao);
  const pode = usePode();
  const importacao = useImportarLista(tipo);
  const excluir = useExcluirSelecionadas(tipo, selecao, list.rows.length);
  useRecarregarAoMudarBobina();
  const limpar = selecao.limpar;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another list, another selection
  useEffect(limpar, [tipo, limpar]);

  const podeEditar = pode('EDITAR_ITEM');
  const voltar = `${pathname}${search}`;
  const { colunas, dialogos } = useColunasDaLista({
    podeEditar,
    podeCorrigir: pode('CORRIGIR_ENDERECO_DA_BOBINA'),
    voltar,
    alternarSelecao: selecao.alternar,
  });
  const novo = () => navigate(`/patio-reserva/bobina?${PARAM_TIPO}=${tipo}`, { state: { voltar } });
  const [bobinas, patio, listar] = TRILHA_RESERVA;

  return (
    <>
      <PageHeader
        title={TXT.titulo}
        breadcrumb={[{ title: bobinas }, { title: patio }, { title: listar }]}
      />
      <Card>
        {modo.edicao ? (
          <Suspense fallback={<Spin />}>
            <ModoEdicao tipo={tipo} pendente={modo.pendente} onFechar={sairEdicao} />
          </Suspense>
        ) : (
          <>
            <BarraLista
              busca={list.state.search}
              onBuscar={list.setSearch}
              novo={pode('CADASTRAR_ITEM') ? novo : undefined}
              importar={pode('IMPORTAR_ITENS') ? importacao.escolher : undefined}
              filtro={filtro}
              excluir={pode('EXCLUIR_ITEM') ? () => void excluir() : undefined}
              algumSelecionado={selecao.algum}
              tamanho={list.state.pageSize}
              onTamanho={list.setPageSize}
              tipo={tipo}
              onTipo={mudarTipo}
              ativarEdicao={podeEditar ? () => entrarEdicao(null) : undefined}
              params={list.params}
            />
            {selecao.todos && <SelecaoTodas tipo={tipo} />}
            <TabelaLista
              list={list}
              colunas={colunas}
              selecao={pode('EXCLUIR_ITEM') ? selecao : undefined}
              onArrastar={
                podeEditar && emOrdemNatural(list.state, filtro.count) && list.state.pageSize <= 20
                  ? (de, para) => {
                      const id = list.rows[de]?.id;
                      if (id !== undefined) entrarEdicao({ id, de, para });
                    }
                  : undefined
              }
            />
            <Rodape list={list} />
          </>
        )}
      </Card>
      {filtro.dialog}
      {importacao.elementos}
      {dialogos}
    </>
  );
}

/** A coil registered or corrected on another screen may have left this list. */
function useRecarregarAoMudarBobina() {
  const qc = useQueryClient();
  useEffect(
    () =>
      aoMudar((c) => {
        if (c.entity === 'bobina') void qc.invalidateQueries({ queryKey: ['listas'] });
      }),
    [qc],
  );
}

/** The list's own order, from its first row: only there does dragging a row start reordering. */
function emOrdemNatural(s: ListState, filtros: number): boolean {
  return (
    s.sort?.field === 'sequencia' && !s.sort.desc && !s.search && filtros === 0 && s.page === 1
  );
}

function Rodape({ list }: { list: ListController<TItemLista> }) {
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 12,
        flexWrap: 'wrap',
        marginTop: 12,
      }}
    >
      <Typography.Text type="secondary" data-testid="total-itens">
        {list.totalItems} {list.totalItems === 1 ? 'bobina' : 'bobinas'}
      </Typography.Text>
      {/* The size is chosen in the toolbar, as the specification places it. */}
      <Pagination {...list.pagination} onPageSize={undefined} />
    </div>
  );
}
