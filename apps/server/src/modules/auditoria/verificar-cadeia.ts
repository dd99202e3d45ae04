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

const GENESE = '0'.repeat(64);

/**
 * Walks one chain in one statement: each row's hash must be sha256(previous row's stored hash
 * || its content), the links must count 1, 2, 3… without a gap, no committed row may be left
 * outside the chain, and the head (table `cadeias`) must end at the last row. Reports the first
 * broken link (docs/audit-trail.md).
 */
export async function verificarCadeia(db: Executor, tabela: Cadeia): Promise<ResultadoCadeia> {
  const t = sql.raw(tabela);
  const [quebra] = await linhas<{ elo: string; id: string; esperado: string; faltando: boolean }>(
    db,
    sql`
      with c as (
        select x.elo, x.id, x.hash, lag(x.hash) over w as anterior,
          coalesce(lag(x.elo) over w, 0) as elo_anterior, ${sql.raw(`conteudo_${tabela}`)}(x) as conteudo
        from ${t} x where x.elo is not null window w as (order by x.elo))
      select elo::text, id::text, (elo_anterior + 1)::text as esperado,
        elo <> elo_anterior + 1 as faltando
      from c
      where elo <> elo_anterior + 1 or hash is distinct from encode(sha256(convert_to(
        coalesce(anterior, ${GENESE}) || conteudo, 'UTF8')), 'hex')
      order by elo limit 1`,
  );
  const [resumo] = await linhas<{
    n: string;
    ultimo: string | null;
    hash: string | null;
    sem_elo: string;
    primeiro_sem_elo: string | null;
    cabeca: string | null;
    cabeca_hash: string | null;
  }>(
    db,
    sql`
      select (select count(*) from ${t} where elo is not null)::text as n,
        (select max(elo) from ${t})::text as ultimo,
        (select hash from ${t} where elo = (select max(elo) from ${t})) as hash,
        (select count(*) from ${t} where elo is null)::text as sem_elo,
        (select min(id) from ${t} where elo is null)::text as primeiro_sem_elo,
        (select posicao from cadeias where nome = ${tabela})::text as cabeca,
        (select hash from cadeias where nome = ${tabela}) as cabeca_hash`,
  );
  const n = Number(resumo?.n ?? 0);
  const ultimo = Number(resumo?.ultimo ?? 0);
  const hashFinal = resumo?.hash ?? GENESE;
  const base = { tabela, linhas: n, hashFinal };
  if (quebra) {
    const elo = Number(quebra.elo);
    const motivo = quebra.faltando
      ? `Falta o elo ${quebra.esperado} da cadeia de ${tabela} antes do elo ${elo} (id ${quebra.id}): linha apagada.`
      : `O hash do elo ${elo} da cadeia de ${tabela} (id ${quebra.id}) não confere: linha alterada.`;
    return { ...base, ok: false, quebra: { elo, id: Number(quebra.id), motivo } };
  }
  if (Number(resumo?.sem_elo ?? 0) > 0) {
    const id = Number(resumo?.primeiro_sem_elo);
    const motivo = `${resumo?.sem_elo} linha(s) de ${tabela} fora da cadeia, a primeira com id ${id}: inseridas sem selo.`;
    return { ...base, ok: false, quebra: { elo: null, id, motivo } };
  }
  if (Number(resumo?.cabeca ?? 0) !== ultimo || (n > 0 && resumo?.cabeca_hash !== hashFinal)) {
    const motivo = `O fim da cadeia de ${tabela} não confere: a cabeça registra o elo ${resumo?.cabeca}, a última linha é o elo ${ultimo} (linhas apagadas no fim?).`;
    return { ...base, ok: false, quebra: { elo: ultimo + 1, id: null, motivo } };
  }
  return { ...base, ok: true, quebra: null };
}
