/**
 * Edit mode of the dispatch form (docs/product/operations.md#dispatch-form,
 * docs/product/operations.md#messages): each coil added or removed is sent at once, one call per
 * coil. An add failure stops the rest; a coil already on the vehicle opens the address correction,
 * and once it is back in the yard it leaves the dispatch. Each call sends the version the screen
 * shows and the next uses the version the last answered: a dispatch someone else changed meanwhile
 * refuses it (409, docs/decisions.md "Edições concorrentes"), and the screen reloads the current
 * coils for the user to redo the move.
 */
import { codigosDaRecusa, type TDespacho, todasMensagens } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCorrigirEnderecoDialog } from '../../entities/bobina/CorrigirEnderecoModal.tsx';
import { alerta, toast } from '../../shared/feedback.tsx';
import { ApiError, sessaoEncerrada } from '../../shared/http.ts';
import { despachosApi, refrescarDespachos } from './api.ts';
import type { ItemDaLista } from './selecao.ts';
import { TXT } from './textos.ts';

const mensagensDe = (err: unknown) => (err instanceof ApiError ? todasMensagens(err.body) : []);
/** The coil is already on the vehicle: the server's code, never its wording. */
const jaCarregada = (err: unknown) =>
  err instanceof ApiError && codigosDaRecusa(err.body).includes('CARREGADA');
const mostrar = (texto: string) => void alerta.error(texto, { title: 'Erro', autoCloseMs: false });

export function useEdicaoDoDespacho(
  despacho: TDespacho | undefined,
  patio: readonly ItemDaLista[],
) {
  const qc = useQueryClient();
  const corrigir = useCorrigirEnderecoDialog();
  const [ocupado, setOcupado] = useState(false);
  const versao = useRef<number | undefined>(undefined);

  /** Runs the calls; answers the ids that went through, so the picker unticks only those. */
  const emLote = async (passos: (feitas: number[]) => Promise<boolean>, sucesso: string) => {
    setOcupado(true);
    versao.current = despacho?.versao;
    const feitas: number[] = [];
    try {
      if (await passos(feitas)) toast.success('Sucesso', sucesso);
    } finally {
      setOcupado(false);
      refrescarDespachos(qc);
    }
    return feitas;
  };

  /** `veiculo`: the vehicle of a typed dispatch the coils join (the server's default is 1). */
  const incluir = (ids: number[], veiculo?: number) =>
    emLote(async (feitas) => {
      if (!despacho) return false;
      let total = despacho.bobinas.length;
      for (const bobinaId of ids) {
        const lote = patio.find((b) => b.id === bobinaId)?.lote ?? String(bobinaId);
        try {
          const d = await despachosApi.incluir(
            despacho.id,
            { bobinaId, sequencia: total + 1, ...(veiculo ? { veiculo } : {}) },
            versao.current,
          );
          total = d.bobinas.length;
          versao.current = d.versao;
          feitas.push(bobinaId);
        } catch (err) {
          const msgs = mensagensDe(err);
          if (!sessaoEncerrada(err))
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
      versao.current = (await despachosApi.excluir(id, corpo, versao.current)).versao;
      return true;
    } catch (err) {
      const msgs = mensagensDe(err);
      if (sessaoEncerrada(err)) return false;
      if (!b || corrigida || !jaCarregada(err)) {
        mostrar(msgs.length ? msgs.join('\n') : TXT.erroRemover);
        return false;
      }
      // The message of docs/product/operations.md#messages alone; the correction dialog that opens
      // names the lot.
      toast.warning('Atenção', TXT.jaCarregada);
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
    emLote(async (feitas) => {
      if (!despacho) return false;
      let todas = true;
      for (const bobinaId of ids) {
        const ok = await removerUma(despacho.id, bobinaId);
        if (ok) feitas.push(bobinaId);
        todas = ok && todas;
      }
      return todas;
    }, TXT.removidas);

  return { incluir, remover, ocupado, dialogo: corrigir.dialogo };
}
