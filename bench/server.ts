/** The real server as a child process: spawn, time to first healthy answer, resident memory, stop. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const RAIZ = resolve(import.meta.dirname, '..');
export const ADMIN_SENHA = 'bench-admin-senha-1';

export interface Servidor {
  url: string;
  pid: number;
  /** Spawn to the first 200 of GET /api/health, in ms. */
  partidaMs: number;
  rssMb(): number;
  parar(): Promise<void>;
}

export async function portaLivre(): Promise<number> {
  return new Promise((ok, falha) => {
    const s = createServer();
    s.once('error', falha);
    s.listen(0, '127.0.0.1', () => {
      const endereco = s.address();
      s.close(() => ok(typeof endereco === 'object' && endereco ? endereco.port : 0));
    });
  });
}

/** VmRSS of a process from /proc, in MB (MiB). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The compiled entry point `npm start` runs (apps/server/package.json: build, then this). */
export const ENTRADA_SERVIDOR = 'apps/server/dist/main.js';

/**
 * Compiles the server as `npm start` does (apps/server/scripts/build.mjs → apps/server/dist), so
 * every server the benchmark spawns is the product as it runs in production, not tsx. Called
 * once at the start of a run that needs a server.
 */
export function compilarServidor(): void {
  const inicio = performance.now();
  execFileSync('node', ['apps/server/scripts/build.mjs'], { cwd: RAIZ, stdio: 'inherit' });
  console.log(
    `[bench] servidor compilado em ${((performance.now() - inicio) / 1000).toFixed(1)} s`,
  );
}

/** The database part of the environment: DATABASE_URL for PostgreSQL, DATA_DIR for PGlite. */
export type AmbienteBanco = { DATABASE_URL: string } | { DATA_DIR: string };

/**
 * Node's flags for every server the benchmark starts, from BENCH_NODE_ARGS (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/perfil`): Node refuses --cpu-prof in NODE_OPTIONS, and a profile of the
 * server under the benchmark's own load is what docs/performance-notes.md reads.
 */
function argumentosDoPerfil(): string[] {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

export async function iniciarServidor(
  banco: AmbienteBanco,
  extra: Record<string, string> = {},
  /** Node's arguments: the compiled server, or another entry point (a profile's flags first). */
  argumentos: string[] = [...argumentosDoPerfil(), ENTRADA_SERVIDOR],
): Promise<Servidor> {
  const port = await portaLivre();
  const inicio = performance.now();
  const filho = spawn('node', argumentos, {
    cwd: RAIZ,
    env: {
      ...process.env,
      DATABASE_URL: '',
      ...banco,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: ADMIN_SENHA,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      NODE_ENV: 'production',
      ...extra,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  filho.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;
  await esperarSaude(url, filho, () => stderr);
  const partidaMs = performance.now() - inicio;
  return {
    url,
    pid: filho.pid as number,
    partidaMs,
    rssMb: () => rssMb(filho.pid as number),
    parar: () => parar(filho),
  };
}

async function esperarSaude(url: string, filho: ChildProcess, erro: () => string) {
  const limite = Date.now() + 120_000;
  while (Date.now() < limite) {
    if (filho.exitCode !== null) throw new Error(`o servidor saiu (${filho.exitCode}): ${erro()}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  filho.kill('SIGKILL');
  throw new Error('o servidor não respondeu em 120 s');
}

async function parar(filho: ChildProcess): Promise<void> {
  if (filho.exitCode !== null) return;
  const saiu = new Promise<void>((ok) => filho.once('exit', () => ok()));
  filho.kill('SIGTERM');
  const t = setTimeout(() => filho.kill('SIGKILL'), 15_000);
  await saiu;
  clearTimeout(t);
}
