/** Shows a failed query's first server message (or the screen's default) once per error. */
import { useEffect, useRef } from 'react';
import { toast } from './feedback.tsx';
import { mensagemDeErro } from './http.ts';

export function useErroToast(error: unknown, padrao: string, title = 'Erro'): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && error !== shown.current) {
      shown.current = error;
      toast.error(title, mensagemDeErro(error, padrao));
    }
  }, [error, padrao, title]);
}
