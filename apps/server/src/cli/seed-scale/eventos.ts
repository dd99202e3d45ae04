/**
 * The event log: `events` rows over the whole history, dates increasing with the id, written
 * in the words the services use (grep modules/ for each text), naming the shipped coil whose
 * life is at that point of the history. About 3% are ALERTA (forced yard rules, locked logins).
 */
import { MENSAGENS_PATIO } from '@patio/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type Bases,
  DESCRICAO_LISTA,
  DIA,
  DIAS_HISTORIA,
  enderecoSql,
  escolherSql,
  INICIO,
  md5Sql,
  OPCOES_SQL as O,
  rSql,
  tsSql,
} from './comum.ts';
import type { FonteSelada } from './copia-selada.ts';
import { type DespachoHistorico, loteExpedidaSql } from './despachos-historicos.ts';

/** [weight in 1000, ALERTA?, description] — the description is SQL over the aliases below. */
function modelos(grupos: number): [number, boolean, string][] {
  const e1 = enderecoSql(rSql('h', 1), grupos);
  const e2 = enderecoSql(rSql('h', 2), grupos);
  const fila = `lpad((1 + ${rSql('h', 1)} % ${grupos})::text, 4, '0')`;
  const piramide = `${fila} || substr('CDEFGH', 1 + ${rSql('h', 2)} % 6, 1) || 'P0' || (1 + ${rSql('h', 3)} % 9)::text`;
  const ab = `${fila} || 'BP0' || (1 + ${rSql('h', 3)} % 9)::text`;
  const lista = `case when ${rSql('h', 3)} % 2 = 0 then '${DESCRICAO_LISTA.PLANO}' else '${DESCRICAO_LISTA.RESERVA}' end`;
  const posicao = `(1 + ${rSql('h', 2)} % 5000)::text`;
  const ponte = escolherSql(O.pontes, rSql('h', 2));
  const por = `' por ' || u.login || '.'`;
  return [
    [
      20,
      true,
      `'Regra do pátio forçada por ' || u.login || ' (' || u.email || ') para a bobina ' || c.lote || ' em ' || ${piramide} || ' — LARGURA: ${MENSAGENS_PATIO.largura}.'`,
    ],
    [
      6,
      true,
      `'Regra do pátio forçada por ' || u.login || ' (' || u.email || ') para a bobina ' || c.lote || ' em ' || ${ab} || ' — POSICOES_AB: ${MENSAGENS_PATIO.posicoesAB}.'`,
    ],
    [4, true, `'Login "' || u.login || '" bloqueado após 5 tentativas com senha incorreta.'`],
    [150, false, `'Bobina ' || c.lote || ' cadastrada no endereço ' || ${e1} || ${por}`],
    [
      60,
      false,
      `'Endereço da bobina ' || c.lote || ' corrigido de ' || ${e1} || ' para ' || ${e2} || ${por}`,
    ],
    [
      130,
      false,
      `'Bobina ' || c.lote || ' pega em ' || ${e1} || ' pela ponte ' || ${ponte} || ' (instrução ' || c.instrucao || ')' || ${por}`,
    ],
    [
      60,
      false,
      `'Bobina ' || c.lote || ' levada de ' || ${e1} || ' para ' || ${e2} || ' pela ponte ' || ${ponte} || ' (instrução ' || c.instrucao || ')' || ${por}`,
    ],
    [
      130,
      false,
      `'Bobina ' || c.lote || ' carregada no despacho ' || c.despacho || ' pela ponte ' || ${ponte} || ' (instrução ' || c.instrucao || ')' || ${por}`,
    ],
    [
      60,
      false,
      `'Instrução ' || c.instrucao || ' cadastrada por ' || u.login || ': bobina ' || c.lote || ' de ' || ${e1} || ' para ' || ${e2} || '.'`,
    ],
    [
      120,
      false,
      `'Bobina ' || c.lote || ' cadastrada na lista ' || ${lista} || ' (posição ' || ${posicao} || ')' || ${por}`,
    ],
    [
      60,
      false,
      `'Bobina ' || c.lote || ' marcada na lista ' || ${lista} || ' (posição ' || ${posicao} || ')' || ${por}`,
    ],
    [
      60,
      false,
      `'Bobina ' || c.lote || ' saiu da lista ' || ${lista} || ' (posição ' || ${posicao} || '): colocada no pátio em ' || ${e1} || ${por}`,
    ],
    [
      30,
      false,
      `'Despacho ' || c.despacho || ' (' || c.modal || ') criado com ' || c.n || ' bobina(s)' || ${por}`,
    ],
    [
      30,
      false,
      `'Despacho ' || c.despacho || ' (' || c.modal || ') finalizado: ' || c.n || ' bobina(s) expedida(s)' || ${por}`,
    ],
    [
      50,
      false,
      `'Bobina ' || c.lote || ' incluída no despacho ' || c.despacho || ' (sequência ' || c.seq || ')' || ${por}`,
    ],
    [
      15,
      false,
      `'Ordem da lista ' || ${lista} || ' alterada por ' || u.login || ' (posições ' || ${posicao} || ' a ' || (${posicao}::int + 1 + ${rSql('h', 1)} % 40)::text || ').'`,
    ],
    [
      15,
      false,
      `'Instrução(ões) ' || c.instrucao || ' selecionada(s) na ponte ' || ${ponte} || ${por}`,
    ],
  ];
}

/** The event log's rows as one SELECT (and the temp table it joins), for INSERT or COPY. */
export function fonteEventos(
  seed: number,
  bases: Bases,
  opcoes: { events: number; despachos: DespachoHistorico[] },
  grupos: number,
): FonteSelada {
  const { events, despachos } = opcoes;
  const coils = despachos.reduce((n, d) => n + d.n, 0);
  const ms = modelos(grupos);
  const casos: string[] = [];
  let acumulado = 0;
  for (const [peso, , expr] of ms) {
    acumulado += peso;
    casos.push(`when k < ${acumulado} then ${expr}`);
  }
  const descricao = casos.join('\n');
  const alertas = ms.filter(([, a]) => a).reduce((s, [p]) => s + p, 0);
  const segundos = (DIAS_HISTORIA * DIA) / 1000 / events;
  const coil = coils > 0 ? `1 + ((j - 1)::bigint * ${coils}) / ${events}` : 'null::bigint';
  // Each event names the shipped coil whose life is at that point of the history, with its
  // dispatch and instruction, all from formulas: this part never reads the coils back, so on
  // PostgreSQL it runs beside the others.
  return {
    preparo: [
      {
        text: `create temp table escala_coil_despacho on commit drop as
          select d.primeira + s - 1 as c, d.identificacao, d.modal, s as seq, d.n
          from json_to_recordset($1::json) as d(primeira int, n int, identificacao text, modal text),
          generate_series(1, d.n) s`,
        values: [JSON.stringify(despachos)],
      },
    ],
    colunas: ['id', 'created_at', 'tipo', 'email_responsavel', 'descricao'],
    select: `
    select ${bases.evento} + j as id,
      ${tsSql(INICIO)} + (j - 1) * interval '${segundos} seconds' as created_at,
      case when k < ${alertas} then 'ALERTA' else 'NORMAL' end as tipo,
      case when k >= ${alertas - 4} and k < ${alertas} then null else u.email end as email_responsavel,
      case ${descricao} end as descricao
    from generate_series(1, ${events}) j
    left join escala_coil_despacho cd on cd.c = ${coil}
    cross join lateral (select ${md5Sql(seed, 'evento', 'j')} as h offset 0) x
    cross join lateral (select ${rSql('h', 0)} % 1000 as k, 1 + ${rSql('h', 3)} % ${O.emails.n} as u offset 0) r
    cross join lateral (select (${O.logins.array})[r.u] as login, (${O.emails.array})[r.u] as email) u
    cross join lateral (
      select coalesce(${loteExpedidaSql('cd.c', coils, bases.bobina)}, lpad(j::text, 10, '0')) as lote,
        coalesce(cd.identificacao, 'TREM-' || j) as despacho, coalesce(cd.modal, 'TREM') as modal,
        coalesce(cd.seq, 1)::text as seq, coalesce(cd.n, 1)::text as n,
        (${bases.instrucao} + coalesce(cd.c, j))::text as instrucao
    ) c`,
  };
}

/** A statement written for node-postgres ($1, $2 …) as Drizzle SQL, for either driver. */
function comValores(texto: string, valores: unknown[] = []): SQL {
  const q = sql.empty();
  texto.split(/\$(\d+)/).forEach((parte, i) => {
    q.append(i % 2 === 0 ? sql.raw(parte) : sql`${valores[Number(parte) - 1]}`);
  });
  return q;
}

/** The events inserted by the database itself (PGlite, or no second connection to COPY from). */
export async function inserirEventos(tx: Executor, fonte: FonteSelada): Promise<void> {
  for (const p of fonte.preparo) await tx.execute(comValores(p.text, p.values));
  await tx.execute(sql.raw(`insert into eventos (${fonte.colunas.join(', ')}) ${fonte.select}`));
}
