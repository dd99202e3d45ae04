/**
 * The moving part of the demo yard: both reserve lists, a few transfer instructions released
 * to the cranes and one open train dispatch, so every screen has something to show.
 */
import { COLUNAS, FLUXOS, GRUPOS, MATERIAIS } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { PASSO_LISTA } from '../lib/ordem-da-lista.ts';

interface NoPatio {
  lote: string;
  endereco: string;
  isLege: boolean;
}

const pick = <T>(random: () => number, xs: readonly T[]) =>
  xs[Math.floor(random() * xs.length)] as T;

async function semearListas(tx: Executor, random: () => number) {
  for (const [tipo, n, prefixo] of [
    ['PLANO', 60, '27'],
    ['RESERVA', 40, '28'],
  ] as const) {
    const linhas = Array.from({ length: n }, (_, i) => ({
      item: `R${String(10000 + Math.floor(random() * 89999))}`,
      lote: `${prefixo}${String(i + 1).padStart(8, '0')}`,
      grupo: pick(random, GRUPOS).codigo,
      material: pick(random, MATERIAIS).codigo,
      fluxo: pick(random, FLUXOS),
      turno: 1 + Math.floor(random() * 3),
      largura: 1000 + Math.floor(random() * 8) * 100,
      seq: i + 1,
    }));
    await tx.execute(sql`
      with x as (
        select * from json_to_recordset(${JSON.stringify(linhas)}::json) as x(item text, lote text,
          grupo text, material text, fluxo text, turno int, largura float8, seq int)),
      novas as (
        insert into bobinas (item, lote, grupo, material, fluxo, laminacao_at, laminacao_turno,
          largura, tipo, status)
        select item, lote, grupo, material, fluxo, now()::timestamp(0) - interval '1 day', turno,
          largura, ${tipo}, 'PLANEJADA' from x
        returning id, lote)
      insert into listas (bobina_id, tipo, sequencia)
      select novas.id, ${tipo}, x.seq * ${PASSO_LISTA} from novas join x using (lote)`);
  }
}

/** Pyramid coils can always be lifted (nothing rests on them); ground slots need no support. */
async function semearInstrucoes(tx: Executor, random: () => number, patio: NoPatio[]) {
  const ocupados = new Set(patio.map((b) => b.endereco));
  const candidatas = patio.filter((b) => b.endereco[5] === 'P' && !b.isLege);
  const livres: string[] = [];
  for (let g = 1; g <= 30 && livres.length < 12; g++) {
    for (const c of COLUNAS) {
      const e = `${String(g).padStart(4, '0')}${c}N0${1 + Math.floor(random() * 9)}`;
      if (!ocupados.has(e) && !livres.includes(e)) livres.push(e);
    }
  }
  const manuais = candidatas.slice(0, 5).map((b, i) => ({ lote: b.lote, destino: livres[i] }));
  await tx.execute(sql`
    insert into instrucoes (bobina_id, destino, tipo, usuario_email)
    select b.id, x.destino, 'MANUAL', 'admin@patio.local'
    from json_to_recordset(${JSON.stringify(manuais)}::json) as x(lote text, destino text)
    join bobinas b on b.lote = x.lote and b.status = 'NO_PATIO'`);

  const carga = candidatas.slice(5, 8).map((b, i) => ({ lote: b.lote, seq: i + 1 }));
  await tx.execute(sql`
    with d as (insert into despachos (identificacao, modal) values ('TREM-0001', 'TREM') returning id),
    x as (select * from json_to_recordset(${JSON.stringify(carga)}::json) as x(lote text, seq int)),
    db as (
      insert into despacho_bobinas (despacho_id, bobina_id, sequencia)
      select d.id, b.id, x.seq from d, x join bobinas b on b.lote = x.lote
      returning despacho_id, bobina_id)
    insert into instrucoes (bobina_id, tipo, despacho_id, usuario_email)
    select bobina_id, 'DESPACHO', despacho_id, 'admin@patio.local' from db`);
  return { instrucoes: manuais.length, despacho: carga.length };
}

export async function semearOperacao(tx: Executor, random: () => number, patio: NoPatio[]) {
  await semearListas(tx, random);
  return semearInstrucoes(tx, random, patio);
}
