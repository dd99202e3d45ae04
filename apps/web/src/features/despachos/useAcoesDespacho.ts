/**
 * Finalize and delete from the dispatch list (docs/product/operations.md#messages): confirm, call,
 * then say how it went. Deleting goes through the one list delete (shared/useExclusao.ts).
 */
import type { TDespacho } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { alerta, confirmar, toast } from '../../shared/feedback.tsx';
import { mensagemDeErro, sessaoEncerrada } from '../../shared/http.ts';
import { type Exclusao, useExclusao } from '../../shared/useExclusao.ts';
import { despachosApi, refrescarDespachos } from './api.ts';
import { TXT } from './textos.ts';

/** A refusal ("faltam 2 bobinas") stays on screen until the operator has read it. */
function mostrarRecusa(err: unknown, erro: string) {
  // A 401 has already sent the user to /login.
  if (sessaoEncerrada(err)) return;
  void alerta.error(mensagemDeErro(err, erro), { title: 'Erro', autoCloseMs: false });
}

const EXCLUSAO: Exclusao<TDespacho> = {
  textos: {
    confirmarExclusao: TXT.confirmarExcluir,
    simExcluir: TXT.sim,
    naoCancelar: TXT.nao,
    titulo: TXT.atencao,
  },
  excluir: (d) => despachosApi.remover(d.id),
  refrescar: refrescarDespachos,
  sucesso: TXT.excluido,
  recusa: (err) => mostrarRecusa(err, TXT.erroExcluir),
  perigo: false,
  // The dispatch may have moved on meanwhile (loaded, finalized): the list shows it as it is.
  refrescarNaRecusa: true,
};

export function useAcoesDespacho() {
  const qc = useQueryClient();
  const excluir = useExclusao(EXCLUSAO);
  return useMemo(
    () => ({
      finalizar: async (d: TDespacho) => {
        const sim = await confirmar(TXT.confirmarFinalizar, {
          title: TXT.atencao,
          okText: TXT.sim,
          cancelText: TXT.nao,
        });
        if (!sim) return;
        try {
          await despachosApi.finalizar(d.id);
          toast.success('Sucesso', TXT.finalizado);
        } catch (err) {
          mostrarRecusa(err, TXT.erroFinalizar);
        } finally {
          refrescarDespachos(qc);
        }
      },
      excluir,
    }),
    [qc, excluir],
  );
}
