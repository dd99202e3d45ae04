/**
 * The list shown (PLANO or RESERVA) lives in the URL as ?tipoPatio=
 * (docs/product/operations.md#reserve-list). The list controller rewrites the query string with its
 * own keys only, so between its write and the next render the parameter can be missing: the last
 * known list is kept meanwhile and the parameter is put back (replace, no history entry), so no
 * other list ever flashes on screen.
 */
import type { TipoLista } from '@patio/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isTipoLista } from './tipos.ts';

export const PARAM_TIPO = 'tipoPatio';
const PADRAO: TipoLista = 'PLANO';

export function tipoDaUrl(params: URLSearchParams): TipoLista | null {
  const v = params.get(PARAM_TIPO);
  return isTipoLista(v) ? v : null;
}

export function useTipoPatio(): [TipoLista, (tipo: TipoLista) => void] {
  const [params, setParams] = useSearchParams();
  const daUrl = tipoDaUrl(params);
  const [ultimo, setUltimo] = useState<TipoLista>(daUrl ?? PADRAO);
  const tipo = daUrl ?? ultimo;

  useEffect(() => {
    if (daUrl) setUltimo(daUrl);
    else
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          p.set(PARAM_TIPO, ultimo);
          return p;
        },
        { replace: true },
      );
  }, [daUrl, ultimo, setParams]);

  /** Another list: its first page, with the same search, filters and sort. */
  const mudar = useCallback(
    (novo: TipoLista) => {
      setUltimo(novo);
      setParams((prev) => {
        const p = new URLSearchParams(prev);
        p.set(PARAM_TIPO, novo);
        p.delete('page');
        return p;
      });
    },
    [setParams],
  );
  return [tipo, mudar];
}
