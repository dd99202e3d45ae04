/**
 * Reorder mode's data (docs/product/operations.md#reorder-mode): the list from position 1, 20 rows
 * a page, later pages appended on demand; the moves kept apart from the rows so appending never
 * undoes them. Its key is outside 'listas' on purpose: a live change must not reshuffle rows under
 * the mouse — a list changed meanwhile is caught by the server at Salvar (409) and reloaded.
 */
import type { TipoLista } from '@patio/domain';
import { and, cond } from '@patio/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { filtroDaLista, listasApi } from './api.ts';
import { mover, moverParaPosicao, novaOrdem, ordemAtual } from './reordenacao.ts';
import { TXT } from './textos.ts';

export const POR_PAGINA_EDICAO = 20;

/**
 * The message of docs/product/operations.md#messages first; the server's reason (someone changed
 * the list…) below it.
 */
function errosDaOrdem(err: unknown): string[] {
  const motivo = mensagemDeErro(err, '');
  return motivo ? [TXT.erroOrdem, motivo] : [TXT.erroOrdem];
}

/**
 * A drag made on the normal list, replayed once the mode has loaded
 * (docs/product/operations.md#reorder-mode).
 */
export interface MovimentoPendente {
  id: number;
  de: number;
  para: number;
}

export function useReordenacao(
  tipo: TipoLista,
  pendente: MovimentoPendente | null,
  onSalvo: () => void,
) {
  const qc = useQueryClient();
  const queryKey = useMemo(() => ['listas-edicao', tipo], [tipo]);
  const q = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      listasApi.pagina(
        {
          page: pageParam,
          pageSize: POR_PAGINA_EDICAO,
          orderBy: 'sequencia',
          filter: filtroDaLista(tipo),
        },
        pageParam > 1,
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: (ultima, todas) =>
      todas.length < ultima.totalPages ? todas.length + 1 : undefined,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const carregadas = useMemo(() => q.data?.pages.flatMap((p) => p.bobinas) ?? [], [q.data]);
  const original = useMemo(() => carregadas.map((b) => b.id), [carregadas]);
  const [movida, setMovida] = useState<number[] | null>(null);
  const atual = useMemo(() => ordemAtual(original, movida), [original, movida]);
  const [salvando, setSalvando] = useState(false);

  const replayed = useRef(false);
  useEffect(() => {
    if (!pendente || replayed.current || original.length === 0) return;
    replayed.current = true;
    if (original[pendente.de] === pendente.id)
      setMovida(mover(original, pendente.de, pendente.para));
  }, [pendente, original]);

  const moverLinha = useCallback(
    (de: number, para: number) => setMovida(mover(atual, de, para)),
    [atual],
  );

  const salvar = async () => {
    const nova = novaOrdem(carregadas, atual);
    if (!nova) return toast.warning(TXT.atencao, TXT.semOrdem);
    setSalvando(true);
    try {
      await listasApi.reordenar(nova.primeiraSequencia, nova.ids);
      toast.success('Sucesso', TXT.ordemSalva);
      onSalvo();
    } catch (err) {
      toast.error('Erro', ...errosDaOrdem(err));
      // Someone changed the list: show it as it is now, the moves have to be redone.
      if (err instanceof ApiError && err.status === 409) {
        setMovida(null);
        await qc.resetQueries({ queryKey });
      }
    } finally {
      setSalvando(false);
    }
  };

  /**
   * "Mover para a posição…": saved at once through the reorder call, over the positions
   * between the two (read fresh, so rows not loaded yet count). Only with no unsaved drags.
   */
  const moverPara = async (id: number, para: number) => {
    if (movida) return toast.warning(TXT.atencao, TXT.salveAntes);
    const de = carregadas.find((b) => b.id === id)?.sequencia;
    const total = q.data?.pages[0]?.totalItems ?? 0;
    const destino = Math.min(Math.max(1, Math.trunc(para)), total);
    if (de == null || de === destino) return;
    const [lo, hi] = [Math.min(de, destino), Math.max(de, destino)];
    setSalvando(true);
    try {
      const faixa = await listasApi.pagina({
        page: 1,
        pageSize: hi - lo + 1,
        orderBy: 'sequencia',
        filter: and(
          filtroDaLista(tipo),
          cond('sequencia', '>=', String(lo)),
          cond('sequencia', '<=', String(hi)),
        ),
      });
      const nova = moverParaPosicao(
        faixa.bobinas.map((b) => b.id),
        de,
        destino,
      );
      if (!nova) throw new Error('faixa incompleta');
      await listasApi.reordenar(nova.primeiraSequencia, nova.ids);
      toast.success('Sucesso', TXT.ordemSalva);
    } catch (err) {
      toast.error('Erro', ...errosDaOrdem(err));
    } finally {
      setSalvando(false);
      await qc.resetQueries({ queryKey });
    }
  };

  const porId = useMemo(() => new Map(carregadas.map((b) => [b.id, b])), [carregadas]);
  const primeira = carregadas[0]?.sequencia ?? 1;
  /** Rows in the new order, numbered by their new position; `movida` marks a changed place. */
  const linhas = atual.flatMap((id, i) => {
    const b = porId.get(id);
    return b ? [{ ...b, sequencia: primeira + i, movida: original[i] !== id }] : [];
  });

  return { q, linhas, ids: atual, moverLinha, moverPara, salvar, salvando };
}
