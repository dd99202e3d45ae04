/**
 * After each kill of the crash sweep (docs/reliability.md, "Crash sweep"): the database checked
 * against what the workers were answered, and their knowledge read back from it.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import {
  type Bobina,
  chaveBobina,
  type Esperado,
  estadoBobina,
  type Instrucao,
  type Trabalhador,
} from './varredura-modelo.ts';

interface LinhaBobina {
  id: number;
  lote: string;
  status: string;
  endereco: string | null;
  instrucao_id: number | null;
  instrucao_tipo: 'MANUAL' | 'DESPACHO' | null;
  estado: string | null;
  destino: string | null;
  despacho: string | null;
  despacho_id: number | null;
}

/**
 * Reads this sweep's entities from the database, names every one found outside its expected
 * states (an answered write lost, or a write that was never sent), then makes the database's
 * state the expected one and the workers' knowledge for the next round.
 */
export async function conferirERessincronizar(
  db: Executor,
  e: Esperado,
  ts: Trabalhador[],
): Promise<string[]> {
  const q = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const bobinas = await q<LinhaBobina>(sql`
    select b.id, b.lote, b.status, b.endereco, i.id as instrucao_id, i.tipo as instrucao_tipo,
      i.estado, i.destino, d.identificacao as despacho, d.id as despacho_id
    from bobinas b
    left join instrucoes i on i.bobina_id = b.id and i.estado <> 'CONCLUIDA'
    left join despacho_bobinas db on db.bobina_id = b.id and db.aberto
    left join despachos d on d.id = db.despacho_id
    where b.lote like 'V%'`);
  const despachos = await q<{ identificacao: string; finalizado: boolean }>(
    sql`select identificacao, finalizado from despachos where identificacao like 'V%'`,
  );
  const listas = await q<{ lote: string }>(sql`
    select b.lote from listas l join bobinas b on b.id = l.bobina_id
    where b.lote like 'V_L%' and not l.ticada order by l.tipo, l.sequencia`);
  const movimentos = await q<{ rastro: string }>(sql`
    select 'movimento da instrução ' || substring(m.motivo from 'Instrução ([0-9]+) executada')
      as rastro from movimentos m where m.motivo like 'Instrução % executada pela ponte%'
    union all
    select 'carga ' || b.lote from movimentos m join bobinas b on b.id = m.bobina_id
    where m.motivo like 'Carregada no despacho V%'`);
  const eventos = await q<{ descricao: string }>(
    sql`select descricao from eventos where descricao like 'varredura %'`,
  );
  const mudancas = await q<{ chave: string; n: number }>(sql`
    select concat_ws('|', dados->>'entity', coalesce(dados->>'id', ''), dados->>'action') as chave,
      count(*)::int as n
    from mudancas group by 1`);
  const ocupados = await q<{ endereco: string }>(sql`
    select endereco from bobinas where endereco is not null
    union select destino from instrucoes where estado <> 'CONCLUIDA' and destino is not null`);

  const visto = new Map<string, string>();
  const despachoIds = new Map<string, number>();
  const porLote = new Map<string, Bobina>();
  for (const r of bobinas) {
    const b: Bobina = {
      id: r.id,
      lote: r.lote,
      status: r.status,
      endereco: r.endereco,
      instrucao:
        r.instrucao_id === null
          ? null
          : {
              id: r.instrucao_id,
              tipo: r.instrucao_tipo as Instrucao['tipo'],
              estado: r.estado as string,
              destino: r.destino,
            },
      despacho: r.despacho,
    };
    porLote.set(r.lote, b);
    if (r.despacho) despachoIds.set(r.despacho, r.despacho_id as number);
    visto.set(chaveBobina(r.lote), estadoBobina(b));
  }
  for (const d of despachos)
    visto.set(`despacho ${d.identificacao}`, d.finalizado ? 'FINALIZADO' : 'ABERTO');
  const ordens = new Map<string, string[]>();
  for (const { lote } of listas) {
    const p = lote.slice(0, 9);
    ordens.set(p, [...(ordens.get(p) ?? []), lote]);
  }
  for (const [p, lotes] of ordens) visto.set(`ordem ${p}`, lotes.join(' '));
  for (const m of movimentos) visto.set(m.rastro, 'SIM');
  for (const ev of eventos) visto.set(`evento ${ev.descricao}`, 'SIM');

  const problemas: string[] = [];
  for (const [chave, possiveis] of e.estados) {
    const agora = visto.get(chave) ?? 'AUSENTE';
    if (!possiveis.has(agora)) {
      problemas.push(`${chave}: ${agora}; esperado ${[...possiveis].join(' ou ')}`);
    }
    e.confirmar(chave, agora);
  }

  const noLog = new Map(mudancas.map((m) => [m.chave, m.n]));
  for (const [chave, n] of e.anunciadas) {
    const logadas = noLog.get(chave) ?? 0;
    if (logadas < n) problemas.push(`mudança ${chave}: ${logadas} no log, ${n} respondida(s)`);
  }

  const taken = new Set(ocupados.map((o) => o.endereco));
  for (const t of ts) {
    t.bobinas = new Map(
      [...porLote.values()]
        .filter((b) => b.lote.startsWith(`V${t.w}Y`) && b.status !== 'EXPEDIDA')
        .map((b) => [b.lote, b]),
    );
    t.despachos = new Map();
    for (const b of t.bobinas.values()) {
      if (!b.despacho) continue;
      const d = t.despachos.get(b.despacho) ?? {
        id: despachoIds.get(b.despacho) as number,
        lotes: [],
      };
      d.lotes.push(b.lote);
      t.despachos.set(b.despacho, d);
    }
    t.importacoes = new Map([...ordens].filter(([p]) => p.startsWith(`V${t.w}L`)));
    t.ocupados = new Set(t.enderecos.filter((a) => taken.has(a)));
  }
  return problemas;
}
