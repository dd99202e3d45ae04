import type { TOperacao } from '@patio/domain';
import { useEffect, useMemo, useState } from 'react';
import { guardarOperacoes, operacoesGuardadas } from './armazem-idb.ts';
import { comPendentes, type Entrada } from './fila.ts';

/**
 * The crane's operations on the cab: the server's answer when there is one (kept in IndexedDB),
 * else the copy kept from the last time on-line; the queued taps applied on top.
 */
export function useOperacoesComFila(
  codigo: string | null,
  doServidor: TOperacao[] | undefined,
  pendentes: readonly Entrada[],
): TOperacao[] | undefined {
  const [guardadas, setGuardadas] = useState<{ codigo: string; ops: TOperacao[] }>();
  useEffect(() => {
    if (!codigo) return;
    if (doServidor) {
      void guardarOperacoes(codigo, doServidor);
      return;
    }
    let vivo = true;
    void operacoesGuardadas(codigo).then((ops) => {
      if (vivo && ops) setGuardadas({ codigo, ops });
    });
    return () => {
      vivo = false;
    };
  }, [codigo, doServidor]);
  const base = doServidor ?? (guardadas?.codigo === codigo ? guardadas.ops : undefined);
  return useMemo(
    () =>
      base && codigo
        ? comPendentes(
            base,
            pendentes.filter((e) => e.codigo === codigo),
          )
        : base,
    [base, codigo, pendentes],
  );
}
