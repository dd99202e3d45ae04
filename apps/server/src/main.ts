import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { avisoSenhaGerada, seed, segredoJwt } from './cli/seed.ts';
import { type Config, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { esperarBanco } from './db/esperar-banco.ts';
import { openDatabase } from './db/open.ts';
import { abrirServidorDeEspera, type ServidorDeEspera } from './lib/servidor-de-espera.ts';
import { servidorDeRedirecionamento } from './lib/tls.ts';

const startedAt = performance.now();

// V8 lets the old generation grow to four times what survived the last full collection when
// collecting is cheap: a large export, whose driver batches get promoted a little at a time,
// grew the server far above idle before the next full collection; at 1.5 times it stays close
// to idle for the same speed (docs/exportacao.md, "Memory"). An operator's own setting wins.
const CRESCIMENTO_DO_HEAP = '--heap-growing-percent';
if (
  ![...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) =>
    a.includes(CRESCIMENTO_DO_HEAP),
  )
)
  setFlagsFromString(`${CRESCIMENTO_DO_HEAP}=50`);

async function main() {
  const config = loadConfig();
  const database = await abrirBanco(config);
  const seeded = await seed(database.db, config.adminPassword);
  const jwtSecret = config.jwtSecret ?? (await segredoJwt(database.db));
  const app = await buildApp({ config, database, jwtSecret });
  app.addHook('onClose', async () => database.close());

  if (seeded.senhaGerada) {
    app.log.warn(avisoSenhaGerada(seeded.senhaGerada));
  } else if (seeded.adminCriado) {
    app.log.info('Usuário admin criado com a senha de ADMIN_PASSWORD');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando: aguardando requisições em andamento');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const httpPort = config.tls?.httpPort;
  const redirecionador = httpPort === undefined ? null : servidorDeRedirecionamento(config.port);
  if (redirecionador)
    app.addHook('onClose', (_app, done) => void redirecionador.close(() => done()));

  await app.listen({ port: config.port, host: config.host });
  redirecionador?.listen(httpPort, config.host);
  app.log.info(
    `Pátio pronto em ${config.appUrl} (${database.kind}) em ${Math.round(performance.now() - startedAt)} ms`,
  );
}

/**
 * PostgreSQL is awaited (a plant's power-up may start the application first): each failed try
 * waits 1 s, doubling to 30 s, while a stand-in answers 503 on the port (lib/servidor-de-espera.ts).
 * The embedded database is the process's own: nothing to wait for.
 */
async function abrirBanco(config: Config): Promise<Database> {
  if (!config.databaseUrl) return openDatabase(config);
  let espera: ServidorDeEspera | undefined;
  const variavel = config.migrationDatabaseUrl
    ? 'DATABASE_URL ou MIGRATION_DATABASE_URL'
    : 'DATABASE_URL';
  try {
    return await esperarBanco(
      async () => {
        const database = await openDatabase(config);
        // Migrating proved the owner's URL; the server's own role is proved here.
        await database.ping().catch(async (err) => {
          await database.close();
          throw err;
        });
        return database;
      },
      variavel,
      {
        aoEsperar: async (mensagem, err) => {
          espera ??= await abrirServidorDeEspera(config);
          espera.esperando(mensagem, err);
        },
      },
    );
  } finally {
    await espera?.fechar();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
