/**
 * `npm run copy-to-postgres -- <postgres-url>`, with the server stopped: copies the embedded
 * database in DATA_DIR into an empty PostgreSQL database — every table, the sequences, the
 * history with its chain — after which `DATABASE_URL=<url> npm start` serves the same yard
 * (docs/reliability.md). A target that holds anything is refused and nothing is written.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { conferirDestinoVazio, copiarParaPostgres } from './copiar-para-postgres.ts';

const USO = 'Uso: npm run copy-to-postgres -- postgres://usuario:senha@host:5432/banco_vazio';

async function principal(): Promise<number> {
  const url = process.argv[2];
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error(USO);
    return 2;
  }
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  if (!existsSync(join(config.dataDir, 'PG_VERSION'))) {
    console.error(`Nenhum banco embutido em ${config.dataDir} (DATA_DIR): nada foi copiado.`);
    return 2;
  }
  const inicio = performance.now();
  // Refused before the embedded database is even opened.
  await conferirDestinoVazio(url);
  // Opened as the server opens it: locked (a running server refuses the copy) and migrated.
  const origem = await openDatabase(config);
  try {
    const copiados = await copiarParaPostgres(origem, url, ({ tabela, linhas }) =>
      console.log(`  ${tabela}: ${linhas} linhas`),
    );
    const total = copiados.reduce((s, c) => s + c.linhas, 0);
    const s = ((performance.now() - inicio) / 1000).toFixed(1);
    console.log(
      `Copiado: ${copiados.length} tabelas, ${total} linhas, em ${s} s. ` +
        'Confira com DATABASE_URL=<url> npm run audit:verify e sirva com DATABASE_URL=<url> npm start.',
    );
    return 0;
  } finally {
    await origem.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  principal().then(
    (codigo) => process.exit(codigo),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
