/** Deleting an instruction (part2 §8): confirm, call, then success toast or the refusal alert. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alerta, confirmar, toast } from '../../shared/feedback.tsx';
import { ApiError } from '../../shared/http.ts';
import { primeiraDasMensagens } from '../bobinas/recusa.ts';
import { instrucoesApi, refrescarInstrucoes } from './api.ts';
import { TXT } from './textos.ts';

export function useExcluirInstrucao(): (id: number) => Promise<boolean> {
  const qc = useQueryClient();
  return useCallback(
    async (id: number) => {
      const ok = await confirmar(TXT.confirmarExclusao, {
        okText: TXT.simExcluir,
        cancelText: TXT.naoCancelar,
        danger: true,
      });
      if (!ok) return false;
      try {
        await instrucoesApi.excluir(id);
      } catch (err) {
        if (!(err instanceof ApiError && err.status === 401))
          void alerta.error(primeiraDasMensagens(err, TXT.erroExcluir), { autoCloseMs: false });
        return false;
      }
      refrescarInstrucoes(qc);
      toast.success('Sucesso', TXT.excluida);
      return true;
    },
    [qc],
  );
}
