/** The yard advisor and the yard's size (docs/advisor.md). */
import {
  LAYOUT_PADRAO,
  type Layout,
  type TModeloPermanencia,
  type TSugestao,
  type TSugestoesInput,
} from '@patio/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/http.ts';

export const sugerirEnderecos = (body: TSugestoesInput) =>
  api.post<{ sugestoes: TSugestao[] }>('patio/sugestoes', { body }).then((r) => r.sugestoes);

/** The yard's layout as the server is configured (PATIO_GRUPOS); the default until it answers. */
export function useLayoutDoPatio(): Layout {
  const q = useQuery({
    queryKey: ['patio', 'layout'],
    queryFn: ({ signal }) =>
      api.get<{ data: Layout }>('patio/layout', { signal, silent: true }).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return q.data ?? LAYOUT_PADRAO;
}

/**
 * The stay model the advisor reads now (learned hourly on the server): fetched when the
 * suggestions open, kept a few minutes.
 */
export function useModeloPermanencia(ativo: boolean) {
  return useQuery({
    queryKey: ['patio', 'sugestoes', 'modelo'],
    queryFn: ({ signal }) =>
      api
        .get<{ data: TModeloPermanencia }>('patio/sugestoes/modelo', { signal, silent: true })
        .then((r) => r.data),
    staleTime: 5 * 60_000,
    enabled: ativo,
  });
}
