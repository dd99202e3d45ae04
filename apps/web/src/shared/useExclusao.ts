/**
 * Deleting one record from a list or a map: the confirm dialog, the call, the refresh and the
 * success toast; a refusal goes to the feature, which knows how its screen words it.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { confirmar, toast } from './feedback.tsx';

/** The confirm dialog's words, as every feature's TXT names them. */
export interface TextosDeExclusao {
  confirmarExclusao: string;
  simExcluir: string;
  naoCancelar: string;
  /** The dialog's title, where a screen names one; the dialog's default otherwise. */
  titulo?: string;
}

export interface Exclusao<T> {
  textos: TextosDeExclusao;
  /** The question when it names what goes; default `textos.confirmarExclusao`. */
  pergunta?(alvo: T): string;
  excluir(alvo: T): Promise<unknown>;
  /** Invalidates every query that shows the record. */
  refrescar(qc: QueryClient): unknown;
  sucesso: string;
  /** Shows why the server refused. */
  recusa(err: unknown): void;
  /** The confirm button is red unless a screen's wording says otherwise. */
  perigo?: boolean;
  /** A refusal refreshes too, where it means the record changed under the user. */
  refrescarNaRecusa?: boolean;
}

/** `const excluir = useExclusao(EXCLUSAO); const apagado = await excluir(alvo)`; pass a constant. */
export function useExclusao<T>(e: Exclusao<T>): (alvo: T) => Promise<boolean> {
  const qc = useQueryClient();
  return useCallback(
    async (alvo: T) => {
      const ok = await confirmar(e.pergunta?.(alvo) ?? e.textos.confirmarExclusao, {
        ...(e.textos.titulo ? { title: e.textos.titulo } : {}),
        okText: e.textos.simExcluir,
        cancelText: e.textos.naoCancelar,
        danger: e.perigo ?? true,
      });
      if (!ok) return false;
      try {
        await e.excluir(alvo);
      } catch (err) {
        e.recusa(err);
        if (e.refrescarNaRecusa) await e.refrescar(qc);
        return false;
      }
      await e.refrescar(qc);
      toast.success('Sucesso', e.sucesso);
      return true;
    },
    [qc, e],
  );
}
