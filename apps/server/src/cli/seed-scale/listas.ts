/**
 * Both reserve lists: `itensLista` open items each (PLANEJADA coils, keys PASSO_LISTA apart in
 * the order they were registered, so Ordem 1..n) and, every 51st registration, one already ticked
 * (left the list, still planned: not yet in the yard).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { PASSO_LISTA } from '../../lib/ordem-da-lista.ts';
import {
  DESCRICAO_LISTA,
  DIA,
  escolherSql,
  FIM,
  loteSql,
  md5Sql,
  OPCOES_SQL as O,
  rSql,
  tsSql,
} from './comum.ts';

export const TIPOS_LISTA = ['PLANO', 'RESERVA'] as const;
const TICADA_A_CADA = 51;

/** Registrations per list: `itens` open ones plus the ticked ones among them. */
export function registrosPorLista(itens: number): number {
  let n = itens;
  while (n - Math.floor(n / TICADA_A_CADA) < itens) n++;
  return n;
}

export async function inserirListas(
  tx: Executor,
  seed: number,
  primeiraBobina: number,
  itens: number,
): Promise<void> {
  const n = registrosPorLista(itens);
  // registered over the last 24 days, one after another
  const passo = (24 * DIA) / Math.max(n, 1);
  for (const [t, tipo] of TIPOS_LISTA.entries()) {
    const base = primeiraBobina + t * n;
    const criada = `(${tsSql(FIM - 25 * DIA)} + s * interval '${passo / 1000} seconds')`;
    await tx.execute(
      sql.raw(`
      insert into bobinas (id, item, lote, endereco, grupo, material, fluxo, laminacao_at,
        laminacao_turno, is_resfriada, is_lege, peso, espessura, largura, proximo_processo, tipo,
        status, created_at, updated_at)
      select ${base} + s,
        chr(65 + ${rSql('h', 2)} % 26) || (10000 + ${rSql('h', 3)} % 89999)::text,
        ${loteSql(`${base} + s`, criada)},
        null,
        ${escolherSql(O.grupos, rSql('h', 0))},
        ${escolherSql(O.materiais, rSql('h', 1))},
        case when ${rSql('h', 2)} % 100 < 85 then ${escolherSql(O.fluxos, rSql('h', 3))} end,
        ((${criada} - (2 + ${rSql('h', 0)} % 46) * interval '1 hour') at time zone 'UTC')::timestamp(0),
        1 + ${rSql('h', 1)} % 3,
        ${rSql('h', 3)} % 2 = 0,
        false,
        round((12 + (${rSql('h', 0)} % 1800) / 100.0)::numeric, 1)::float8,
        round((1.5 + (${rSql('h', 1)} % 1000) / 100.0)::numeric, 2)::float8,
        (900 + 50 * (${rSql('h', 2)} % 15))::float8,
        case when ${rSql('h', 3)} % 10 < 6 then ${escolherSql(O.processos, rSql('h', 0))} end,
        '${tipo}', 'PLANEJADA', ${criada}, ${criada}
      from generate_series(1, ${n}) s,
      lateral (select ${md5Sql(seed, `lista-${tipo}`, 's')} as h offset 0) x
      order by s`),
    );
    await tx.execute(
      sql.raw(`
      insert into listas (bobina_id, tipo, sequencia, ticada, ticada_at, created_at)
      select id, '${tipo}',
        case when (id - ${base}) % ${TICADA_A_CADA} <> 0
          then ((id - ${base}) - (id - ${base}) / ${TICADA_A_CADA}) * ${PASSO_LISTA} end,
        (id - ${base}) % ${TICADA_A_CADA} = 0,
        case when (id - ${base}) % ${TICADA_A_CADA} = 0
          then least(created_at + interval '1 day', ${tsSql(FIM)}) end,
        created_at
      from bobinas where id > ${base} and id <= ${base + n} order by id`),
    );
    await tx.execute(sql`
      insert into movimentos (bobina_id, created_at, usuario_email, status_para, motivo)
      select id, created_at, ${sql.raw(escolherSql(O.emails, '(id * 7)'))}, 'PLANEJADA',
        ${`Cadastro na lista ${DESCRICAO_LISTA[tipo]}`}
      from bobinas where id > ${base} and id <= ${base + n} order by id`);
  }
}
