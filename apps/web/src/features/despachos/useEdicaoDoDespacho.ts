/**
 * Edit mode of the dispatch form (part2 §4, §8): each coil added or removed is sent at once,
 * one call per coil. An add failure stops the rest; a coil already on the vehicle opens the
 * address correction, and once it is back in the yard it leaves the dispatch.
 */
import { type TDespacho, todasMensagens } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { alerta, toast } from '../../shared/feedback.tsx';
import { ApiError } from '../../shared/http.ts';
import { useCorrigirEnderecoDialog } from '../bobinas/CorrigirEnderecoModal.tsx';
import { despachosApi, refrescarDespachos } from './api.ts';
import type { ItemDaLista } from './selecao.ts';
import { TXT } from './textos.ts';

const mensagensDe = (err: unknown) => (err instanceof ApiError ? todasMensagens(err.body) : []);
const sessaoCaiu = (err: unknown) => err instanceof ApiError && err.status === 401;
const mostrar = (texto: string) => void alerta.error(texto, { title: 'Erro', autoCloseMs: false });

export function useEdicaoDoDespacho(
  despacho: TDespacho | undefined,
  patio: readonly ItemDaLista[],
) {
  const qc = useQueryClient();
  const corrigir = useCorrigirEnderecoDialog();
  const [ocupado, setOcupado] = useState(false);

  const emLote = async (passos: () => Promise<boolean>, sucesso: string) => {
    setOcupado(true);
    try {
      if (await passos()) toast.success('Sucesso', sucesso);
    } finally {
      setOcupado(false);
      refrescarDespachos(qc);
    }
  };

  const incluir = (ids: number[]) =>
    emLote(async () => {
      if (!despacho) return false;
      let total = despacho.bobinas.length;
      for (const bobinaId of ids) {
        const lote = patio.find((b) => b.id === bobinaId)?.lote ?? String(bobinaId);
        try {
          total = (await despachosApi.incluir(despacho.id, { bobinaId, sequencia: total + 1 }))
            .bobinas.length;
        } catch (err) {
          const msgs = mensagensDe(err);
          if (!sessaoCaiu(err))
            mostrar(msgs.length ? `${lote}: ${msgs.join('\n')}` : TXT.erroAdicionar);
          return false;
        }
      }
      return true;
    }, TXT.adicionadas);

  const removerUma = async (id: number, bobinaId: number, corrigida = false): Promise<boolean> => {
    const b = despacho?.bobinas.find((x) => x.bobinaId === bobinaId);
    const corpo = { bobinaId, sequencia: b?.sequencia ?? 1 };
    try {
      await despachosApi.excluir(id, corpo);
      return true;
    } catch (err) {
      const msgs = mensagensDe(err);
      if (sessaoCaiu(err)) return false;
      if (!b || corrigida || !msgs.includes(TXT.jaCarregada)) {
        mostrar(msgs.length ? msgs.join('\n') : TXT.erroRemover);
        return false;
      }
      toast.warning('Atenção', `${b.lote}: ${TXT.jaCarregada}`);
      const r = await corrigir.abrir({
        id: bobinaId,
        lote: b.lote,
        endereco: b.endereco,
        isLege: b.isLege,
      });
      if (r.result !== 'corrigido') return false;
      // Back in the yard, the coil is no longer on the vehicle: now it may leave the dispatch.
      return removerUma(id, bobinaId, true);
    }
  };

  const remover = (ids: number[]) =>
    emLote(async () => {
      if (!despacho) return false;
      let todas = true;
      for (const bobinaId of ids) todas = (await removerUma(despacho.id, bobinaId)) && todas;
      return todas;
    }, TXT.removidas);

  return { incluir, remover, ocupado, dialogo: corrigir.dialogo };
}
