import type { THistoricoItem, THistoricoLote } from '@patio/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bobinas, eventos, movimentos } from '../../db/schema.ts';
import { bobinaNaoEncontrada } from './erros.ts';
import { ocorridoEmDoMotivo } from './ocorrido-em.ts';

/** The newest events naming a lot that the timeline shows; older ones are in the event log. */
export const LIMITE_EVENTOS = 200;

const FORCADO_RE = /\(forçado: ([^)]*)\)/;
const regrasForcadas = (motivo: string): string[] =>
  FORCADO_RE.exec(motivo)?.[1]
    ?.split(',')
    .map((r) => r.trim())
    .filter(Boolean) ?? [];

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const escaparRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/**
 * A lot's timeline: the movements of every coil that carried it (a shipped coil frees its lot,
 * so a lot may name more than one coil over time) and the events whose text names it, newest
 * first. The ILIKE lets the events' trigram index (migration 0006) find the candidates among a
 * million rows; the regular expression then drops lots that merely contain this one
 * (B1 inside B12).
 */
export async function historicoLote(db: Executor, lote: string): Promise<THistoricoLote> {
  const doLote = await db
    .select({
      id: bobinas.id,
      lote: bobinas.lote,
      status: bobinas.status,
      endereco: bobinas.endereco,
      item: bobinas.item,
    })
    .from(bobinas)
    .where(eq(bobinas.lote, lote))
    .orderBy(sql`${bobinas.status} = 'EXPEDIDA'`, desc(bobinas.id));
  if (doLote.length === 0) throw bobinaNaoEncontrada();
  const ids = doLote.map((b) => b.id);
  const [movs, evs] = await Promise.all([
    db
      .select()
      .from(movimentos)
      .where(inArray(movimentos.bobinaId, ids))
      .orderBy(desc(movimentos.createdAt), desc(movimentos.id)),
    db
      .select()
      .from(eventos)
      .where(
        and(
          sql`${eventos.descricao} ilike ${`%${escaparLike(lote)}%`}`,
          sql`${eventos.descricao} ~* ${`(^|[^[:alnum:]])${escaparRegex(lote)}([^[:alnum:]]|$)`}`,
        ),
      )
      .orderBy(desc(eventos.createdAt), desc(eventos.id))
      .limit(LIMITE_EVENTOS + 1),
  ]);
  const itens: THistoricoItem[] = [
    ...movs.map((m) => ({
      origem: 'MOVIMENTO' as const,
      id: m.id,
      createdAt: m.createdAt.toISOString(),
      bobinaId: m.bobinaId,
      usuarioEmail: m.usuarioEmail,
      de: m.de,
      para: m.para,
      statusDe: m.statusDe,
      statusPara: m.statusPara,
      motivo: m.motivo,
      regrasForcadas: regrasForcadas(m.motivo),
      ocorridoEm: ocorridoEmDoMotivo(m.motivo),
    })),
    ...evs.slice(0, LIMITE_EVENTOS).map((e) => ({
      origem: 'EVENTO' as const,
      id: e.id,
      createdAt: e.createdAt.toISOString(),
      tipo: e.tipo,
      emailResponsavel: e.emailResponsavel,
      descricao: e.descricao,
    })),
  ];
  // Newest first; within one transaction's timestamp the movement (the cause) sorts under the
  // event it wrote, as both are written in that order.
  itens.sort(
    (a, b) =>
      b.createdAt.localeCompare(a.createdAt) ||
      (a.origem === b.origem ? b.id - a.id : a.origem === 'EVENTO' ? -1 : 1),
  );
  return {
    lote: doLote[0]?.lote ?? lote,
    bobinas: doLote.map(({ lote: _, ...b }) => b),
    itens,
    eventosTruncados: evs.length > LIMITE_EVENTOS,
  };
}
