/**
 * /patio-reserva/bobinas?tipoPatio= (docs/product/operations.md#reserve-list,
 * docs/product/operations.md#reorder-mode, docs/product/operations.md#reserve-search-and-filter):
 * one reserve list's open items — search, filter, sort, page, select and delete, tick, import — and
 * its reorder mode.
 */
import type { TItemLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import {
  configOf,
  Pagination,
  useFilterDialog,
  useList,
  writeState,
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
import type { MovimentoPendente } from './useReordenacao.ts';
import { useSelecao } from './useSelecao.ts';
import { PARAM_TIPO, useTipoPatio } from './useTipoPatio.ts';

// Reorder mode (dnd-kit, the infinite query) loads only when entered.
const ModoEdicao = lazy(() => import('./ModoEdicao.tsx').then((m) => ({ default: m.ModoEdicao })));

type Modo = { edicao: false } | { edicao: true; pendente: MovimentoPendente | null };

export default function ListaReservaPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname, search } = useLocation();
  const [, setParams] = useSearchParams();
  const [tipo, mudarTipo] = useTipoPatio();
  const itens = itensDaLista(tipo);
  const list = useList<TItemLista>(itens);
  const s = list.state;
  const filtro = useFilterDialog(list, itens, { title: TXT.filtrarTitulo, first: ORDEM_DO_FILTRO });
  const selecao = useSelecao();
  const [modo, setModo] = useState<Modo>({ edicao: false });
  const pode = usePode();
  const importacao = useImportarLista(tipo);
  const excluir = useExcluirSelecionadas(tipo, selecao, list.rows.length);

  // A coil registered or corrected on another screen may have left this list.
  useEffect(
    () =>
      aoMudar((c) => {
        if (c.entity === 'bobina') void qc.invalidateQueries({ queryKey: ['listas'] });
      }),
    [qc],
  );
  const limpar = selecao.limpar;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another list, another selection
  useEffect(limpar, [tipo, limpar]);

  const podeEditar = pode('EDITAR_ITEM');
  const { colunas, dialogos } = useColunasDaLista({
    podeEditar,
    podeCorrigir: pode('CORRIGIR_ENDERECO_DA_BOBINA'),
    voltar: `${pathname}${search}`,
    alternarSelecao: selecao.alternar,
  });

  const entrarEdicao = (pendente: MovimentoPendente | null) => {
    selecao.limpar();
    setModo({ edicao: true, pendente });
    toast.info(TXT.modoEdicaoTitulo, TXT.modoEdicaoTexto);
  };
  // Leaving: page 1, 10 rows, no search or filter, fresh rows, nothing selected
  // (docs/product/operations.md#reorder-mode).
  const sairEdicao = () => {
    setModo({ edicao: false });
    selecao.limpar();
    const limpo = writeState(
      { ...s, page: 1, pageSize: 10, search: '', filters: {} },
      configOf(itens),
    );
    limpo.set(PARAM_TIPO, tipo);
    setParams(limpo);
    void qc.invalidateQueries({ queryKey: ['listas'] });
  };
  const ordemNatural =
    s.sort?.field === 'sequencia' &&
    !s.sort.desc &&
    !s.search &&
    filtro.count === 0 &&
    s.page === 1;
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
              novo={
                pode('CADASTRAR_ITEM')
                  ? () =>
                      navigate(`/patio-reserva/bobina?${PARAM_TIPO}=${tipo}`, {
                        state: { voltar: `${pathname}${search}` },
                      })
                  : undefined
              }
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
                podeEditar && ordemNatural && list.state.pageSize <= 20
                  ? (de, para) => {
                      const id = list.rows[de]?.id;
                      if (id !== undefined) entrarEdicao({ id, de, para });
                    }
                  : undefined
              }
            />
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
          </>
        )}
      </Card>
      {filtro.dialog}
      {importacao.elementos}
      {dialogos}
    </>
  );
}
