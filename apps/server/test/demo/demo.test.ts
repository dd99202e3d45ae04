import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { verificarSenha } from '../../src/modules/auth/senha.ts';
import { dadosPglite, portaLivre } from '../falhas/servidor.ts';

/*
 * The first hour of a new user: `npm run demo` from an empty directory, then again. The test
 * runs the entry `npm run demo` ends in (src/demo.ts) under tsx, without the web and server
 * builds in front of it, which would only add minutes to CI.
 */

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));
const DEMO = fileURLToPath(new URL('../../src/demo.ts', import.meta.url));
const SEED_DEMO = fileURLToPath(new URL('../../src/cli/seed-demo.ts', import.meta.url));
/**
 * A fresh PGlite directory (initdb) plus the 1,500-coil load: minutes on a shared machine under
 * load (docs/performance-notes.md); sized for a machine slower still.
 */
const LENTO = 600_000;

const pastas: string[] = [];
const pastaNova = (prefixo: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefixo));
  pastas.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of pastas) rmSync(dir, { recursive: true, force: true });
});

/** Only what the command needs: no ADMIN_PASSWORD, no DATABASE_URL from the test's own env. */
const ambiente = (extra: Record<string, string>) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  LOG_LEVEL: 'warn',
  WEB_DIST: '/nonexistent',
  ...extra,
});

interface Execucao {
  proc: ChildProcess;
  saida: () => string;
}

function executar(script: string, env: Record<string, string>): Execucao {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: RAIZ,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  for (const fluxo of [proc.stdout, proc.stderr]) fluxo?.on('data', (d) => (saida += d));
  return { proc, saida: () => saida };
}

async function parar({ proc }: Execucao) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const saiu = new Promise((ok) => proc.once('exit', ok));
  proc.kill('SIGTERM');
  await saiu;
}

/** Waits until the demo printed its address and password and the server answers there. */
async function credenciais(run: Execucao) {
  const limite = Date.now() + LENTO - 60_000;
  for (;;) {
    if (run.proc.exitCode !== null) throw new Error(`a demonstração saiu: ${run.saida()}`);
    if (Date.now() > limite) throw new Error(`a demonstração não respondeu: ${run.saida()}`);
    const url = /Pátio de demonstração em (\S+)/.exec(run.saida())?.[1];
    const login = /^ {2}login: (\S+)$/m.exec(run.saida())?.[1];
    const senha = /^ {2}senha: (\S+)$/m.exec(run.saida())?.[1];
    if (url && login && senha) {
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { url, login, senha };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function entrar(url: string, login: string, senha: string) {
  const res = await fetch(`${url}/api/Usuarios/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, senha }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  const bobinas = await fetch(`${url}/api/bobinas?page=1&pageSize=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await bobinas.json()) as { totalItems: number }).totalItems;
}

describe('primeira execução', () => {
  it(
    'npm run demo: cria e semeia a pasta na primeira vez, imprime endereço, login e senha; reaproveita depois',
    async () => {
      const dir = join(pastaNova('patio-demo-'), 'demo');
      const env = ambiente({ DEMO_DIR: dir, HOST: '127.0.0.1' });

      const primeira = executar(DEMO, { ...env, PORT: String(await portaLivre()) });
      try {
        const { url, login, senha } = await credenciais(primeira);
        expect(login).toBe('admin');
        expect(primeira.saida()).toContain('Criando o pátio de demonstração');
        expect(await entrar(url, login, senha)).toBeGreaterThan(1000);
      } finally {
        await parar(primeira);
      }
      const senhaDaPrimeira = /^ {2}senha: (\S+)$/m.exec(primeira.saida())?.[1];

      const segunda = executar(DEMO, { ...env, PORT: String(await portaLivre()) });
      try {
        const { url, login, senha } = await credenciais(segunda);
        expect(senha).toBe(senhaDaPrimeira);
        expect(segunda.saida()).not.toContain('Criando o pátio de demonstração');
        const total = await entrar(url, login, senha);
        expect(total).toBeGreaterThan(1000);
      } finally {
        await parar(segunda);
      }
    },
    LENTO,
  );

  it(
    'npm run seed:demo sem ADMIN_PASSWORD imprime a senha gerada do admin que criou',
    async () => {
      const dados = await dadosPglite(inject('pgliteTemplate'));
      pastas.push(dados.env.DATA_DIR as string);
      // The template comes with an admin: rename it, so the seed creates a new one.
      await dados.conectar((db) =>
        db.execute(sql`update usuarios set login = 'antigo', email = 'antigo@patio.local'
          where login = 'admin'`),
      );
      const run = executar(SEED_DEMO, ambiente(dados.env));
      const fim = await new Promise<number | null>((ok) => run.proc.once('exit', ok));
      expect(fim, run.saida()).toBe(0);
      const senha = /Usuário admin criado com a senha gerada: (\S+)/.exec(run.saida())?.[1];
      expect(senha, run.saida()).toBeDefined();
      const hash = await dados.conectar(async (db) => {
        const r = await db.execute(sql`select senha_hash from usuarios where login = 'admin'`);
        return (r as unknown as { rows: { senha_hash: string }[] }).rows[0]?.senha_hash;
      });
      expect(await verificarSenha(senha as string, hash as string)).toBe(true);
    },
    LENTO,
  );
});
