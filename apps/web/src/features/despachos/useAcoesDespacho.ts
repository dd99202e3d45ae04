/**
 * Finalize and delete from the dispatch list (docs/product/operations.md#messages): confirm, call,
 * then say how it went.
 */
import type { TDespacho } from '@patio/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { alerta, confirmar, toast } from '../../shared/feedback.tsx';
import { ApiError, mensagemDeErro } from '../../shared/http.ts';
import { despachosApi, refrescarDespachos } from './api.ts';
import { TXT } from './textos.ts';

export function useAcoesDespacho() {
  const qc = useQueryClient();
  return useMemo(() => acoes(() => refrescarDespachos(qc)), [qc]);
}

function acoes(refrescar: () => void) {
  const executar = async (
    pergunta: string,
    chamada: () => Promise<unknown>,
    ok: string,
    erro: string,
  ) => {
    const sim = await confirmar(pergunta, {
      title: TXT.atencao,
      okText: TXT.sim,
      cancelText: TXT.nao,
    });
    if (!sim) return;
    try {
      await chamada();
      toast.success('Sucesso', ok);
    } catch (err) {
      // A 401 has already sent the user to /login.
      if (err instanceof ApiError && err.status === 401) return;
      // A refusal ("faltam 2 bobinas") stays on screen until the operator has read it.
      void alerta.error(mensagemDeErro(err, erro), { title: 'Erro', autoCloseMs: false });
    } finally {
      refrescar();
    }
  };

  return {
    finalizar: (d: TDespacho) =>
      executar(
        TXT.confirmarFinalizar,
        () => despachosApi.finalizar(d.id),
        TXT.finalizado,
        TXT.erroFinalizar,
      ),
    excluir: (d: TDespacho) =>
      executar(
        TXT.confirmarExcluir,
        () => despachosApi.remover(d.id),
        TXT.excluido,
        TXT.erroExcluir,
      ),
  };
}
