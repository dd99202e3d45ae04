import { codigoDaPonte, PONTES } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

/** Hours shown in each crane's chart: the current one and the 7 before it. */
export const HORAS_NO_GRAFICO = 8;

/**
 * Per crane: instructions waiting on it and started, moves completed today, and moves per
 * hour over the last 8 hours (the server's clock hours). A move is a completed instruction,
 * counted for the crane that completed it (`concluida_ponte`).
 */
export async function pontes(db: Executor, inicioDoDia: Date, agora: Date) {
  const primeiraHora = new Date(agora);
  primeiraHora.setMinutes(0, 0, 0);
  primeiraHora.setHours(primeiraHora.getHours() - (HORAS_NO_GRAFICO - 1));
  const desde = new Date(Math.min(primeiraHora.getTime(), inicioDoDia.getTime()));
  const [naPonte, feitas] = await Promise.all([
    linhas<{ ponte: string; estado: string; n: number }>(
      db,
      sql`select ponte, estado, count(*)::int as n from instrucoes
        where estado in ('SELECIONADA', 'INICIADA') group by ponte, estado`,
    ),
    linhas<{ ponte: string; hora: number; n: number; hoje: number }>(
      db,
      sql`select concluida_ponte as ponte,
          floor(extract(epoch from concluida_at - ${primeiraHora}::timestamptz) / 3600)::int as hora,
          count(*)::int as n,
          (count(*) filter (where concluida_at >= ${inicioDoDia}))::int as hoje
        from instrucoes
        where estado = 'CONCLUIDA' and concluida_at >= ${desde} and concluida_ponte is not null
        group by 1, 2`,
    ),
  ]);
  return PONTES.map((ponte) => {
    const conta = (estado: string) =>
      naPonte.find((r) => r.ponte === ponte && r.estado === estado)?.n ?? 0;
    const daPonte = feitas.filter((r) => r.ponte === ponte);
    const porHora = Array.from({ length: HORAS_NO_GRAFICO }, (_, i) => ({
      hora: new Date(primeiraHora.getTime() + i * 3_600_000).toISOString(),
      movimentos: daPonte.find((r) => r.hora === i)?.n ?? 0,
    }));
    return {
      ponte: codigoDaPonte(ponte),
      abertas: conta('SELECIONADA'),
      iniciadas: conta('INICIADA'),
      movimentosHoje: daPonte.reduce((s, r) => s + r.hoje, 0),
      porHora,
    };
  });
}
