/**
 * The event log: `events` rows over the whole history, dates increasing with the id, written
 * in the words the services use (grep modules/ for each text), naming the shipped coil whose
 * life is at that point of the history. About 3% are ALERTA (forced yard rules, locked logins).
 */
import { MENSAGENS_PATIO } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
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

export async function inserirEventos(
  tx: Executor,
  seed: number,
  bases: Bases,
  opcoes: { events: number; coils: number },
  grupos: number,
): Promise<void> {
  const { events, coils } = opcoes;
  if (events === 0) return;
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
  // Each event names the shipped coil whose life is at that point of the history (with its
  // dispatch and instruction), or a made-up lot when no coil was shipped.
  const coil =
    coils > 0 ? `${bases.bobina} + 1 + ((j - 1)::bigint * ${coils}) / ${events}` : 'null';
  await tx.execute(
    sql.raw(`
    insert into eventos (id, created_at, tipo, email_responsavel, descricao)
    select ${bases.evento} + j,
      ${tsSql(INICIO)} + (j - 1) * interval '${segundos} seconds',
      case when k < ${alertas} then 'ALERTA' else 'NORMAL' end,
      case when k >= ${alertas - 4} and k < ${alertas} then null else u.email end,
      case ${descricao} end
    from generate_series(1, ${events}) j
    left join bobinas b on b.id = ${coil}
    left join despacho_bobinas db on db.bobina_id = b.id
    left join despachos d on d.id = db.despacho_id
    cross join lateral (select ${md5Sql(seed, 'evento', 'j')} as h offset 0) x
    cross join lateral (select ${rSql('h', 0)} % 1000 as k, 1 + ${rSql('h', 3)} % ${O.emails.n} as u offset 0) r
    cross join lateral (select (${O.logins.array})[r.u] as login, (${O.emails.array})[r.u] as email) u
    cross join lateral (
      select coalesce(b.lote, lpad(j::text, 10, '0')) as lote,
        coalesce(d.identificacao, 'TREM-' || j) as despacho, coalesce(d.modal, 'TREM') as modal,
        coalesce(db.sequencia, 1)::text as seq,
        (2 + ${rSql('h', 1)} % 30)::text as n,
        coalesce(b.id - ${bases.bobina} + ${bases.instrucao}, j)::text as instrucao
    ) c
    order by j`),
  );
}
