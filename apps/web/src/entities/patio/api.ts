/** The yard advisor and the yard's size (docs/advisor.md). */
import { LAYOUT_PADRAO, type Layout, type TSugestao, type TSugestoesInput } from '@patio/domain';
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
