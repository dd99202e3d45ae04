/** The same closed loop as the HTTP load, but each "request" replays its SQL straight through pg. */
import pg from 'pg';
import type { Rodada } from './carga.ts';
import { comCpu } from './cpu.ts';
import type { Instrucao } from './sql-captura.ts';
import { contar, type Medida, medida } from './stats.ts';

/**
 * Rows as arrays and every value left as the text PostgreSQL sent: the least a Node client can
 * do with an answer, so the baseline is the database's own limit (Drizzle also asks for arrays).
 */
const CRU = { getTypeParser: () => (valor: string) => valor } as unknown as pg.CustomTypesConfig;

export async function cargaSql(
  url: string,
  instrucoes: Instrucao[],
  rodada: Rodada,
  aquecimento: number,
  /** Read the database's and the client's CPU over the measured run. */
  cpu = false,
): Promise<Medida> {
  const clientes = Array.from(
    { length: rodada.connections },
    () => new pg.Client({ connectionString: url }),
  );
  await Promise.all(clientes.map((c) => c.connect()));
  try {
    if (aquecimento > 0) await laco(clientes, instrucoes, aquecimento);
    const medir = () => laco(clientes, instrucoes, rodada.segundos);
    return await (cpu ? comCpu({ bancoUrl: url }, medir) : medir());
  } finally {
    await Promise.all(clientes.map((c) => c.end()));
  }
}

async function laco(clientes: pg.Client[], instrucoes: Instrucao[], segundos: number) {
  const latencias: number[] = [];
  const erros: Record<string, number> = {};
  const inicio = performance.now();
  const fim = inicio + segundos * 1000;
  await Promise.all(
    clientes.map(async (c) => {
      while (performance.now() < fim) {
        const t = performance.now();
        try {
          for (const i of instrucoes)
            await c.query({ text: i.query, values: i.params, rowMode: 'array', types: CRU });
          latencias.push(performance.now() - t);
        } catch (e) {
          contar(erros, (e as Error).message.slice(0, 80));
          await c.query('rollback').catch(() => {});
        }
      }
    }),
  );
  return medida(clientes.length, latencias, (performance.now() - inicio) / 1000, erros);
}
