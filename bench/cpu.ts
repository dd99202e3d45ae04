/**
 * CPU time by process over one measured run, from /proc: the server process, the PostgreSQL
 * backends of the run's database, and the load generator (this process). On a machine whose
 * cores are shared, CPU per request is what a change to the request path moves; throughput and
 * latency also move with whatever else runs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** CPU milliseconds per request, by process, over the measured run. */
export interface CpuPorRequisicao {
  servidor?: number;
  postgres?: number;
  /** This process: autocannon for the API runs, the `pg` client for bare SQL. */
  gerador: number;
}

/** Whose CPU to read: the server process (API runs) and the database (PostgreSQL runs). */
export interface Processos {
  servidorPid?: number;
  bancoUrl?: string;
}

let tique: number | undefined;
/** Clock ticks per second, the unit of /proc/<pid>/stat's times. */
function tiquesPorSegundo(): number {
  if (tique === undefined) {
    try {
      tique = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      tique = 100;
    }
  }
  return tique;
}

/** User + system CPU of a whole process (every thread), in ms; undefined when it is gone. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its last ')'.
    const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(campos[11]) + Number(campos[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / tiquesPorSegundo() : undefined;
  } catch {
    return undefined;
  }
}

/** The database's own backends (the server's pool, its LISTEN, autovacuum on it), by pid. */
async function backends(c: pg.Client): Promise<Map<number, number>> {
  const r = await c.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const out = new Map<number, number>();
  for (const { pid } of r.rows) {
    const ms = cpuMs(pid);
    if (ms !== undefined) out.set(pid, ms);
  }
  return out;
}

/**
 * Runs `medir` and returns its figure with the CPU each process spent meanwhile, divided by the
 * requests it completed. A backend that started during the run counts whole; the database's
 * figure is left out when its processes cannot be read (a server on another machine).
 */
export async function comCpu<M extends { requests: number }>(
  p: Processos,
  medir: () => Promise<M>,
): Promise<M & { cpu: CpuPorRequisicao }> {
  const c = p.bancoUrl ? new pg.Client({ connectionString: p.bancoUrl }) : null;
  await c?.connect();
  try {
    const bancoAntes = c ? await backends(c) : null;
    const servidorAntes = p.servidorPid ? cpuMs(p.servidorPid) : undefined;
    const geradorAntes = process.cpuUsage();
    const m = await medir();
    const gerador = process.cpuUsage(geradorAntes);
    const servidorDepois = p.servidorPid ? cpuMs(p.servidorPid) : undefined;
    const bancoDepois = c ? await backends(c) : null;
    // No request completed: no figure per request (NaN prints as '–').
    const n = m.requests || Number.NaN;
    const cpu: CpuPorRequisicao = { gerador: (gerador.user + gerador.system) / 1000 / n };
    if (servidorAntes !== undefined && servidorDepois !== undefined)
      cpu.servidor = (servidorDepois - servidorAntes) / n;
    if (bancoAntes && bancoDepois && (bancoAntes.size || bancoDepois.size)) {
      let total = 0;
      for (const [pid, ms] of bancoDepois) total += ms - (bancoAntes.get(pid) ?? 0);
      cpu.postgres = total / n;
    }
    return { ...m, cpu };
  } finally {
    await c?.end();
  }
}
