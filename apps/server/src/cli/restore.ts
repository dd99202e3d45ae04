/**
 * `npm run restore -- FILE` with the server stopped (docs/backup.md). The file is checked whole
 * before anything is touched: a truncated or foreign file is refused and nothing changes.
 * PostgreSQL: pg_restore --clean in one transaction. Embedded database: the archive is opened
 * in a new directory beside DATA_DIR and checked; only then does it take DATA_DIR's place (the
 * old directory is kept as DATA_DIR.antes-<date>).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../db/lock.ts';
import { desencapsular } from '../modules/backup/formato.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';
import { temFerramenta } from './backup.ts';

const MSG_PG_ESTRANHO =
  'Arquivo truncado ou que não é uma cópia do pg_dump (pg_restore --list o recusa): nada foi alterado.';

function restaurarPostgres(url: string, arquivo: string) {
  if (!temFerramenta('pg_restore')) {
    throw new Error(
      'pg_restore não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client) da mesma versão do servidor.',
    );
  }
  if (spawnSync('pg_restore', ['--list', arquivo], { stdio: 'ignore' }).status !== 0) {
    throw new Error(MSG_PG_ESTRANHO);
  }
  const r = spawnSync(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      '-d',
      url,
      arquivo,
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error(`pg_restore falhou (saída ${r.status}): nada foi alterado.`);
}

async function restaurarPglite(dataDir: string, arquivo: string) {
  const { dados } = desencapsular(readFileSync(arquivo));
  const liberar = lockDataDir(dataDir);
  const novo = mkdtempSync(join(dirname(dataDir), '.patio-restauracao-'));
  try {
    const [{ PGlite }, { pg_trgm }, { opcoesDuraveis, sincronizarDiretorio }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('../db/pglite-duravel.ts'),
    ]);
    const c = await PGlite.create(novo, {
      ...opcoesDuraveis(novo),
      loadDataDir: new Blob([new Uint8Array(dados)]),
      extensions: { pg_trgm },
    });
    try {
      await c.query('select count(*) from bobinas');
    } finally {
      await c.close();
    }
    rmSync(join(novo, 'patio.lock'), { force: true });
    // The archive was unpacked outside PostgreSQL, which never synced it: the disk has it
    // before it takes DATA_DIR's place.
    sincronizarDiretorio(novo);
  } catch (err) {
    rmSync(novo, { recursive: true, force: true });
    liberar();
    throw new Error(
      `A cópia não abre como banco do Pátio (${err instanceof Error ? err.message : err}): nada foi alterado.`,
    );
  }
  const antigo = `${dataDir}.antes-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}`;
  liberar();
  if (existsSync(dataDir)) renameSync(dataDir, antigo);
  renameSync(novo, dataDir);
  return antigo;
}

const COMANDO: Comando = {
  uso: 'npm run restore -- ARQUIVO',
  descricao:
    'Restaura o banco de uma cópia de segurança, com o servidor parado (docs/backup.md); a cópia ' +
    'é conferida inteira antes de qualquer mudança.',
  opcoes: {},
  posicionais: 1,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [arquivo] = lerArgumentos(COMANDO).positionals;
  try {
    if (!arquivo || !existsSync(arquivo)) throw new Error('Uso: npm run restore -- ARQUIVO');
    const config = loadConfig();
    const inicio = performance.now();
    if (config.databaseUrl) restaurarPostgres(config.databaseUrl, arquivo);
    else {
      const antigo = await restaurarPglite(config.dataDir, arquivo);
      console.log(`O diretório anterior foi guardado em ${antigo}.`);
    }
    const s = ((performance.now() - inicio) / 1000).toFixed(1);
    console.log(`Banco restaurado de ${arquivo} em ${s} s. Inicie o servidor.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
