/**
 * /patio-reserva/bobinas?tipoPatio= (part2 §2.1, §2.3, §4, §5): one reserve list's open items —
 * search, filter, sort, page, select and delete, tick, import — and its reorder mode.
 */
import type { TItemLista } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../shared/feedback.tsx';
import { Paginacao, readState, useList, writeState } from '../../shared/list/index.ts';
import { usePaginaValida } from '../../shared/list/usePaginaValida.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { useSession } from '../../shared/session.ts';
import { onChange } from '../../shared/useChanges.ts';
import { useJaAberto } from '../../shared/useJaAberto.ts';
import { configDaLista } from './api.ts';
import { BarraLista } from './BarraLista.tsx';
import { useImportarLista } from './importacao/useImportarLista.tsx';
import { SelecaoTodas } from './SelecaoTodas.tsx';
import { TabelaLista } from './TabelaLista.tsx';
import { TRILHA_RESERVA, TXT } from './textos.ts';
import { useColunasDaLista } from './useColunasDaLista.tsx';
import { useExcluirSelecionadas } from './useExcluirSelecionadas.ts';
import type { MovimentoPendente } from './useReordenacao.ts';
import { useSelecao } from './useSelecao.ts';
import { PARAM_TIPO, useTipoPatio } from './useTipoPatio.ts';

// The filter form loads on first 'Filtrar'; it is not part of the list's first paint.
const FiltroListaModal = lazy(() =>
  import('./FiltroListaModal.tsx').then((m) => ({ default: m.FiltroListaModal })),
);
// Reorder mode (dnd-kit, the infinite query) loads only when entered.
const ModoEdicao = lazy(() => import('./ModoEdicao.tsx').then((m) => ({ default: m.ModoEdicao })));

type Modo = { edicao: false } | { edicao: true; pendente: MovimentoPendente | null };

export default function ListaReservaPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const [tipo, mudarTipo] = useTipoPatio();
  const carregar = configDaLista(tipo, false);
  const s = readState(params, carregar);
  const nFiltros = Object.keys(s.filters).length;
  const list = useList<TItemLista>(configDaLista(tipo, Boolean(s.search) || nFiltros > 0));
  usePaginaValida(list);
  const selecao = useSelecao();
  const [modo, setModo] = useState<Modo>({ edicao: false });
  const [filtrando, setFiltrando] = useState(false);
  const filtroMontado = useJaAberto(filtrando);
  const permissoes = useSession()?.permissoes;
  const pode = (p: string) => permissoes?.includes(p) ?? false;
  const importacao = useImportarLista(tipo);
  const excluir = useExcluirSelecionadas(tipo, selecao, list.rows.length);

  // A coil registered or corrected on another screen may have left this list.
  useEffect(
    () =>
      onChange((c) => {
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
  // Leaving: page 1, 10 rows, no search or filter, fresh rows, nothing selected (part2 §4).
  const sairEdicao = () => {
    setModo({ edicao: false });
    selecao.limpar();
    const limpo = writeState({ ...s, page: 1, pageSize: 10, search: '', filters: {} }, carregar);
    limpo.set(PARAM_TIPO, tipo);
    setParams(limpo);
    void qc.invalidateQueries({ queryKey: ['listas'] });
  };
  const ordemNatural =
    s.sort?.field === 'sequencia' && !s.sort.desc && !s.search && nFiltros === 0 && s.page === 1;
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
              nFiltros={nFiltros}
              onFiltrar={() => setFiltrando(true)}
              onLimparFiltros={() => list.setFilters({})}
              excluir={pode('EXCLUIR_ITEM') ? () => void excluir() : undefined}
              algumSelecionado={selecao.algum}
              tamanho={list.state.pageSize}
              onTamanho={list.setPageSize}
              tipo={tipo}
              onTipo={mudarTipo}
              ativarEdicao={podeEditar ? () => entrarEdicao(null) : undefined}
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
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
              <Paginacao
                page={list.state.page}
                totalPages={list.totalPages}
                onPage={list.setPage}
              />
            </div>
          </>
        )}
      </Card>
      {filtroMontado && (
        <Suspense fallback={null}>
          <FiltroListaModal
            open={filtrando}
            valores={list.state.filters}
            onClose={() => setFiltrando(false)}
            onAplicar={(f) => {
              setFiltrando(false);
              list.setFilters(f);
            }}
          />
        </Suspense>
      )}
      {importacao.elementos}
      {dialogos}
    </>
  );
}
