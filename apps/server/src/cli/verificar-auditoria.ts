/**
 * `npm run audit:verify`: walks the hash chains of movements and events and prints, for each,
 * the rows checked and the first broken link, or its head (position and hash) for an operator
 * to write down elsewhere; exit 1 when one is broken. `-- --desde POS:HASH` (repeatable) also
 * says whether the history up to a head written down earlier is still the one written then.
 * Opens the configured database as the server does (with the embedded one, stop the server
 * first, or ask the running server: GET /api/admin/auditoria).
 */
import { loadConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { hashNoElo } from '../modules/auditoria/hash-no-elo.ts';
import { CADEIAS, verificarCadeia } from '../modules/auditoria/verificar-cadeia.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';

const COMANDO: Comando = {
  uso: 'npm run audit:verify [-- --desde POS:HASH ...]',
  descricao:
    'Percorre as cadeias de hash dos movimentos e dos eventos e mostra, para cada uma, as linhas ' +
    'conferidas e o primeiro elo quebrado, ou a cabeça (posição e hash) para anotar em outro ' +
    'lugar; sai com 1 se alguma estiver quebrada.',
  opcoes: {
    desde: {
      valor: 'POS:HASH',
      multiplo: true,
      descricao: 'confere se o histórico até uma cabeça anotada antes ainda é o mesmo (repetível)',
    },
  },
};

export interface Anotacao {
  elo: number;
  hash: string;
}

/** `POS:HASH` as printed by this command; null when it is not that form. */
export function lerAnotacao(texto: string): Anotacao | null {
  const m = /^(\d{1,15}):([0-9a-f]{64})$/i.exec(texto.trim());
  return m ? { elo: Number(m[1]), hash: (m[2] as string).toLowerCase() } : null;
}

/**
 * Whether a head written down earlier is still in the history: some chain holds that hash at
 * that link. Each hash covers every row before it, so with the chain itself intact the rows
 * up to there are the ones that were written down.
 */
async function conferirAnotacao(db: Executor, a: Anotacao) {
  for (const tabela of CADEIAS) {
    if ((await hashNoElo(db, tabela, a.elo)) === a.hash) return tabela;
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = lerArgumentos(COMANDO);
  const desde: Anotacao[] = [];
  for (const v of (values.desde ?? []) as string[]) {
    const a = lerAnotacao(v);
    if (!a) {
      console.error(`--desde ${v}: use POS:HASH, como impresso na cabeça da cadeia.`);
      process.exit(2);
    }
    desde.push(a);
  }
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
          `${tabela}: ${r.linhas} linhas, cadeia íntegra (${ms} ms); cabeça ${r.linhas}:${r.hashFinal}`,
        );
      } else {
        quebradas++;
        console.log(
          `${tabela}: ${r.linhas} linhas, CADEIA QUEBRADA (${ms} ms): ${r.quebra?.motivo}`,
        );
      }
    }
    for (const a of desde) {
      const tabela = await conferirAnotacao(database.db, a);
      if (tabela && quebradas === 0) {
        console.log(
          `desde ${a.elo}:${a.hash}: confere — o histórico de ${tabela} até o elo ${a.elo} é o que foi anotado.`,
        );
      } else {
        quebradas++;
        console.log(
          tabela
            ? `desde ${a.elo}:${a.hash}: o elo ${a.elo} de ${tabela} ainda tem esse hash, mas a cadeia está quebrada (acima).`
            : `desde ${a.elo}:${a.hash}: NÃO CONFERE — nenhuma cadeia tem esse hash no elo ${a.elo}: o histórico até ali não é o que foi anotado (reescrito, apagado, ou outro banco).`,
        );
      }
    }
  } finally {
    await database.close();
  }
  process.exit(quebradas > 0 ? 1 : 0);
}
