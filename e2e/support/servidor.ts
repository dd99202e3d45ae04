import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { ADMIN_SENHA } from './constants.ts';

export const RAIZ = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => res(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string) {
  // A cold start takes seconds on a quiet machine; a shared, busy one may need far more.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`o servidor não respondeu em 180 s:\n${log()}`);
}

/** Stops a server process: SIGTERM, SIGKILL after 10 s. */
async function pararProcesso(child: ChildProcess) {
  // A server that already died never emits 'exit' again: do not wait for it then.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The product's server on `port` over the embedded database in `dataDir`, answering when this
 * returns; `env` adds to its settings. global-setup.ts starts the one the specs share; a spec
 * that stops and starts the server starts one of its own, since the shared one must stay up for
 * the others.
 */
export async function iniciarServidor(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}) {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: RAIZ,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: ADMIN_SENHA,
      APP_URL: url,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  try {
    await waitHealthy(url, child, () => output);
  } catch (e) {
    // A server that never answered must not outlive the run and load the machine further.
    child.kill('SIGKILL');
    throw e;
  }
  return { url, parar: () => pararProcesso(child) };
}
