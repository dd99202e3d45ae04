/** Deleting a coil (part1 §8) from the list or the map: confirm, call, then success or refusal. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmar, toast } from '../../shared/feedback.tsx';
import { bobinasApi, refrescarBobinas } from './api.ts';
import { alertarNaoPermitido } from './recusa.ts';
import { TXT } from './textos.ts';

/** `const excluir = useExcluirBobina(); const apagada = await excluir(bobina.id)`. */
export function useExcluirBobina(): (id: number) => Promise<boolean> {
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
        await bobinasApi.excluir(id);
      } catch (err) {
        alertarNaoPermitido(err, TXT.erroExcluir);
        return false;
      }
      refrescarBobinas(qc);
      toast.success('Sucesso', TXT.excluida);
      return true;
    },
    [qc],
  );
}
