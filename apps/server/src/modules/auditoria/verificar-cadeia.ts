import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { linhas } from '../../lib/linhas.ts';

export const CADEIAS = ['movimentos', 'eventos'] as const;
export type Cadeia = (typeof CADEIAS)[number];

export interface ResultadoCadeia {
  tabela: Cadeia;
  /** Rows in the chain. */
  linhas: number;
  /** The chain's last hash: write it down elsewhere to detect a rewrite of the whole chain. */
  hashFinal: string;
  ok: boolean;
  /** The first broken link, in Portuguese, when not ok. */
  quebra: { elo: number | null; id: number | null; motivo: string } | null;
}

export interface OpcoesVerificacao {
  /**
   * A head written down by an earlier run (`POS:HASH`): the walk starts after it, once that
   * link still holds that hash. The links up to it are the earlier run's to vouch for.
   */
  desde?: { elo: number; hash: string };
  /** Links per statement (a range of the unique `elo` index). */
  lote?: number;
  /** Statements at once: with PostgreSQL's pool each gets its own connection and core. */
  paralelo?: number;
  /** Each verified prefix's head, in order: where an interrupted walk resumes (`--desde`). */
  aoConferir?: (elo: number, hash: string) => void;
}

const GENESE = '0'.repeat(64);
const LOTE = 500_000;

/**
 * The first broken link of the range (a, b]: each row's hash must be sha256(previous row's
 * stored hash || its content) and the links must count a+1, a+2… without a gap. Link a itself
 * is read for its hash only (the genesis when a = 0); if it is missing, the range's first row
 * reports it.
 *
 * The range is read along the unique `elo` index, in its own transaction with the planner told
 * so. Where the table's rows do not lie in link order on disk (a bulk load sealed after its
 * insert), the planner judged a tenth of the chain cheaper to read by a scan of the whole table
 * and a sort, and did that for every range: 16.9–22.3 s for the 4.8 M movements of the decade
 * against 11.9–14.4 s along the index, in turns on a quiet machine (docs/scale.md, "Audit rate").
 */
async function quebraNoTrecho(db: Executor, tabela: Cadeia, a: number, b: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return primeiraQuebra(tx, tabela, a, b);
  });
}

async function primeiraQuebra(db: Executor, tabela: Cadeia, a: number, b: number) {
  const t = sql.raw(tabela);
  const [q] = await linhas<{ elo: string; id: string; esperado: string; faltando: boolean }>(
    db,
    sql`
      with c as (
        select x.elo, x.id, x.hash, lag(x.hash) over w as anterior,
          coalesce(lag(x.elo) over w, ${a > 0 ? a - 1 : 0}::bigint) as elo_anterior,
          ${sql.raw(`conteudo_${tabela}`)}(x) as conteudo
        from ${t} x where x.elo >= ${a}::bigint and x.elo <= ${b}::bigint
        window w as (order by x.elo))
      select elo::text, id::text, (elo_anterior + 1)::text as esperado,
        elo <> elo_anterior + 1 as faltando
      from c
      where elo > ${a}::bigint and (elo <> elo_anterior + 1 or hash is distinct from
        encode(sha256(convert_to(coalesce(anterior, ${GENESE}) || conteudo, 'UTF8')), 'hex'))
      order by elo limit 1`,
  );
  return q;
}

/**
 * Walks one chain (docs/audit-trail.md) in ranges of the `elo` index, several at once: no
 * committed row may be left outside the chain, and the head (table `cadeias`) must end at the
 * last row. Reports the first broken link. Ranges are checked in windows of `paralelo`, and
 * each window's end is reported as a head to resume from.
 */
export async function verificarCadeia(
  db: Executor,
  tabela: Cadeia,
  opcoes: OpcoesVerificacao = {},
): Promise<ResultadoCadeia> {
  const t = sql.raw(tabela);
  const paralelo = opcoes.paralelo ?? 2;
  const [resumo] = await linhas<{
    ultimo: string | null;
    hash: string | null;
    sem_elo: string;
    primeiro_sem_elo: string | null;
    cabeca: string | null;
    cabeca_hash: string | null;
    no_inicio: string | null;
  }>(
    db,
    sql`
      select (select max(elo) from ${t})::text as ultimo,
        (select hash from ${t} where elo = (select max(elo) from ${t})) as hash,
        (select count(*) from ${t} where elo is null)::text as sem_elo,
        (select min(id) from ${t} where elo is null)::text as primeiro_sem_elo,
        (select posicao from cadeias where nome = ${tabela})::text as cabeca,
        (select hash from cadeias where nome = ${tabela}) as cabeca_hash,
        (select hash from ${t} where elo = ${opcoes.desde?.elo ?? 0}::bigint) as no_inicio`,
  );
  const ultimo = Number(resumo?.ultimo ?? 0);
  const hashFinal = resumo?.hash ?? GENESE;
  const base = { tabela, linhas: ultimo, hashFinal };
  const inicio = opcoes.desde?.elo ?? 0;
  // A chain shorter than `paralelo` ranges is split evenly, so every connection gets a share.
  const lote =
    opcoes.lote ?? Math.min(LOTE, Math.max(1_000, Math.ceil((ultimo - inicio) / paralelo)));
  const noInicio = inicio === 0 ? GENESE : resumo?.no_inicio;
  if (opcoes.desde && noInicio !== opcoes.desde.hash) {
    const motivo = `O elo ${inicio} da cadeia de ${tabela} não tem o hash anotado: o histórico até ali não é o que foi anotado (reescrito, apagado, ou outro banco).`;
    return { ...base, ok: false, quebra: { elo: inicio, id: null, motivo } };
  }

  for (let a = inicio; a < ultimo; a += lote * paralelo) {
    const trechos: Promise<Awaited<ReturnType<typeof quebraNoTrecho>>>[] = [];
    for (let i = 0; i < paralelo && a + i * lote < ultimo; i++) {
      const de = a + i * lote;
      trechos.push(quebraNoTrecho(db, tabela, de, Math.min(de + lote, ultimo)));
    }
    const quebra = (await Promise.all(trechos)).find((q) => q !== undefined);
    if (quebra) {
      const elo = Number(quebra.elo);
      const motivo = quebra.faltando
        ? `Falta o elo ${quebra.esperado} da cadeia de ${tabela} antes do elo ${elo} (id ${quebra.id}): linha apagada.`
        : `O hash do elo ${elo} da cadeia de ${tabela} (id ${quebra.id}) não confere: linha alterada.`;
      return { ...base, ok: false, quebra: { elo, id: Number(quebra.id), motivo } };
    }
    const fim = Math.min(a + lote * paralelo, ultimo);
    if (opcoes.aoConferir && fim < ultimo) {
      const [h] = await linhas<{ hash: string }>(
        db,
        sql`select hash from ${t} where elo = ${fim}::bigint`,
      );
      if (h) opcoes.aoConferir(fim, h.hash);
    }
  }
  if (Number(resumo?.sem_elo ?? 0) > 0) {
    const id = Number(resumo?.primeiro_sem_elo);
    const motivo = `${resumo?.sem_elo} linha(s) de ${tabela} fora da cadeia, a primeira com id ${id}: inseridas sem selo.`;
    return { ...base, ok: false, quebra: { elo: null, id, motivo } };
  }
  if (Number(resumo?.cabeca ?? 0) !== ultimo || (ultimo > 0 && resumo?.cabeca_hash !== hashFinal)) {
    const motivo = `O fim da cadeia de ${tabela} não confere: a cabeça registra o elo ${resumo?.cabeca}, a última linha é o elo ${ultimo} (linhas apagadas no fim?).`;
    return { ...base, ok: false, quebra: { elo: ultimo + 1, id: null, motivo } };
  }
  return { ...base, ok: true, quebra: null };
}
