/**
 * `npm run audit:verify`: walks the hash chains of movements and events and prints, for each,
 * the rows checked and the first broken link; exit 1 when one is broken. Opens the configured
 * database as the server does (with the embedded one, stop the server first, or ask the
 * running server: GET /api/admin/auditoria).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { CADEIAS, verificarCadeia } from '../modules/auditoria/verificar-cadeia.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';

const COMANDO: Comando = {
  uso: 'npm run audit:verify',
  descricao:
    'Percorre as cadeias de hash dos movimentos e dos eventos e mostra, para cada uma, as linhas ' +
    'conferidas e o primeiro elo quebrado; sai com 1 se alguma estiver quebrada.',
  opcoes: {},
};

if (import.meta.url === `file://${process.argv[1]}`) {
  lerArgumentos(COMANDO);
  const database = await openDatabase(loadConfig()).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  });
  let quebradas = 0;
  try {
    for (const tabela of CADEIAS) {
      const inicio = performance.now();
      const r = await verificarCadeia(database.db, tabela);
      const ms = Math.round(performance.now() - inicio);
      if (r.ok) {
        console.log(
          `${tabela}: ${r.linhas} linhas, cadeia íntegra (${ms} ms); hash final ${r.hashFinal}`,
        );
      } else {
        quebradas++;
        console.log(
          `${tabela}: ${r.linhas} linhas, CADEIA QUEBRADA (${ms} ms): ${r.quebra?.motivo}`,
        );
      }
    }
  } finally {
    await database.close();
  }
  process.exit(quebradas > 0 ? 1 : 0);
}
