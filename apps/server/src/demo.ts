/**
 * `npm run demo`: the product with the demo yard in a data directory of its own (DEMO_DIR,
 * default `./demo-data`). The first run creates and seeds it and keeps the admin's password in
 * `senha-admin.txt` there; later runs reuse both, so every run prints the same login. Always
 * the embedded database: a demo never writes into the PostgreSQL of DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seed } from './cli/seed.ts';
import { seedDemo, semBobinas } from './cli/seed-demo.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

const ARQUIVO_SENHA = 'senha-admin.txt';

/** Creates (first run) or reuses the demo directory; the admin's password, or null if lost. */
async function prepararDemo(dir: string, env: NodeJS.ProcessEnv): Promise<string | null> {
  mkdirSync(dir, { recursive: true });
  const arquivo = join(dir, ARQUIVO_SENHA);
  const guardada = existsSync(arquivo) ? readFileSync(arquivo, 'utf8').trim() : null;
  const senha = guardada || env.ADMIN_PASSWORD || randomBytes(9).toString('base64url');
  // Written before the admin exists, so no crash can leave an admin whose password nobody has.
  if (!guardada) writeFileSync(arquivo, `${senha}\n`, { mode: 0o600 });
  const database = await openDatabase(loadConfig(env));
  try {
    const { adminCriado } = await seed(database.db, senha);
    if (!guardada && !adminCriado) {
      // The file was deleted after the first run: the password written just now is not admin's.
      rmSync(arquivo, { force: true });
      return null;
    }
    if (await semBobinas(database.db)) {
      console.log('Criando o pátio de demonstração (só na primeira vez)…');
      await seedDemo(database.db);
    }
    return senha;
  } finally {
    await database.close();
  }
}

async function demo() {
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DEMO_DIR ?? 'demo-data');
  process.env.DATA_DIR = join(dir, 'db');
  delete process.env.DATABASE_URL;
  const senha = await prepararDemo(dir, process.env);
  const { appUrl } = loadConfig(process.env);
  console.log(
    [
      '',
      `Pátio de demonstração em ${appUrl}`,
      '  login: admin',
      senha === null
        ? `  senha: a da primeira execução (${ARQUIVO_SENHA} foi apagado; apague ${dir} para recomeçar)`
        : `  senha: ${senha}`,
      `  dados: ${dir} (a senha fica em ${ARQUIVO_SENHA}; apague a pasta para recomeçar)`,
      '',
    ].join('\n'),
  );
  // main.ts starts the server on the prepared directory as `npm start` does.
  await import('./main.ts');
}

demo().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
