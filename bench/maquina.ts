/** The machine and the moment of a run, for the report's header. */
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';

export interface Maquina {
  cpu: string;
  nucleos: number;
  memoriaGb: number;
  node: string;
  postgres: string;
  data: string;
}

export async function maquina(comPostgres: boolean): Promise<Maquina> {
  let postgres = 'não consultado';
  if (comPostgres)
    try {
      const c = new pg.Client({
        connectionString:
          process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      await c.connect();
      postgres = (await c.query('show server_version')).rows[0].server_version;
      await c.end();
    } catch {
      postgres = 'indisponível';
    }
  return {
    cpu: cpus()[0]?.model.trim() ?? '?',
    nucleos: cpus().length,
    memoriaGb: totalmem() / 1024 ** 3,
    node: process.version,
    postgres,
    data: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}

/** The load averages (1, 5, 15 min): other work on the machine shows in the figures. */
export const carga = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
