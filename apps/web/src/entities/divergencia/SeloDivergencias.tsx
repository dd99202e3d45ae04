/**
 * "N divergências abertas": off-line taps the server refused, waiting for a supervisor
 * (docs/offline.md). Shown on the map and the dashboard while any is open; live changes of
 * divergences refresh it (query root 'divergencias'). It links to the supervisor's screen.
 */
import type { TDivergencia } from '@patio/domain';
import { useQuery } from '@tanstack/react-query';
import { Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { api } from '../../shared/http.ts';

export function useDivergenciasAbertas() {
  return useQuery({
    queryKey: ['divergencias', 'list', { estado: 'ABERTA' }],
    queryFn: ({ signal }) =>
      api.get<{ data: TDivergencia[] }>('divergencias', {
        query: { estado: 'ABERTA' },
        signal,
        silent: true,
      }),
    select: (r) => r.data,
  });
}

export function SeloDivergencias() {
  const { data } = useDivergenciasAbertas();
  if (!data?.length) return null;
  const n = data.length;
  return (
    <Tooltip
      title={data.map((d) => `${d.acao} ${d.lote ?? ''} (${d.ponte}): ${d.mensagem}`).join('\n')}
    >
      <Link to="/divergencias" data-testid="link-divergencias">
        <Tag color="red" data-testid="selo-divergencias">
          {n} {n === 1 ? 'divergência aberta' : 'divergências abertas'}
        </Tag>
      </Link>
    </Tooltip>
  );
}
