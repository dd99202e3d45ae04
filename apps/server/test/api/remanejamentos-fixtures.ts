import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../helper.ts';
import { linhas } from './bobinas-fixtures.ts';
import { type BobinaT, colocar } from './instrucoes-fixtures.ts';

/* Buried coils and their relocations, for remanejamentos*.test.ts. */

/**
 * The first group and row (as `GGGG` and `R`) with no coil and no slot promised to an open
 * instruction: relocations land anywhere the advisor likes, so each case takes a row nobody uses.
 */
export async function filaLivre(t: TestApp, grupos = 30): Promise<{ g: string; f: number }> {
  const usadas = await linhas<{ chave: string }>(
    t,
    sql`select substr(e, 1, 4) || substr(e, 8, 1) as chave from (
          select endereco e from bobinas where endereco is not null
          union all select destino from instrucoes where estado <> 'CONCLUIDA' and destino is not null
        ) x group by 1`,
  );
  const ocupadas = new Set(usadas.map((u) => u.chave));
  for (let g = 1; g <= grupos; g++) {
    for (let f = 1; f <= 9; f++) {
      const grupo = String(g).padStart(4, '0');
      if (!ocupadas.has(`${grupo}${f}`)) return { g: grupo, f };
    }
  }
  throw new Error('nenhuma fila livre no pátio');
}

export interface Soterrada {
  chao: BobinaT;
  /** The pyramid coils on it, in address order. */
  topos: BobinaT[];
}

/**
 * A ground coil at column C of a free row carrying `n` pyramid coils: over D (n = 1), and over
 * B as well (n = 2); the ground coils under them are there too.
 */
export async function soterrada(t: TestApp, n: 1 | 2 = 1): Promise<Soterrada> {
  const { g, f } = await filaLivre(t);
  const em = (c: string, tipo = 'N') => `${g}${c}${tipo}0${f}`;
  if (n === 2) await colocar(t, em('B'));
  const chao = await colocar(t, em('C'));
  await colocar(t, em('D'));
  const topos: BobinaT[] = [];
  if (n === 2) topos.push(await colocar(t, em('C', 'P')));
  topos.push(await colocar(t, em('D', 'P')));
  return { chao, topos };
}

export interface InstrucaoAberta {
  id: number;
  bobina_id: number;
  tipo: string;
  estado: string;
  destino: string | null;
  motivo: string | null;
}

/** Open instructions of the given coils, by coil id order. */
export const abertasDe = (t: TestApp, bobinaIds: number[]) =>
  linhas<InstrucaoAberta>(
    t,
    sql`select id, bobina_id, tipo, estado, destino, motivo from instrucoes
        where estado <> 'CONCLUIDA' and bobina_id in ${bobinaIds} order by bobina_id`,
  );

/** The relocations the instruction `id` waits for (open or not). */
export const remanejamentosDe = (t: TestApp, id: number) =>
  linhas<InstrucaoAberta>(
    t,
    sql`select i.id, i.bobina_id, i.tipo, i.estado, i.destino, i.motivo from instrucao_bloqueios b
        join instrucoes i on i.id = b.remanejamento_id where b.instrucao_id = ${id} order by i.id`,
  );

/** The open DESPACHO instruction of a coil. */
export async function instrucaoDoDespacho(t: TestApp, bobinaId: number): Promise<number> {
  const [r] = await linhas<{ id: number }>(
    t,
    sql`select id from instrucoes where bobina_id = ${bobinaId} and tipo = 'DESPACHO'
        and estado <> 'CONCLUIDA'`,
  );
  expect(r, `instrução de despacho da bobina ${bobinaId}`).toBeDefined();
  return r?.id as number;
}
