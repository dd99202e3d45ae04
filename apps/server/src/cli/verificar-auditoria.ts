/**
 * `npm run audit:verify`: walks the hash chains of movements and events and prints, for each,
 * the rows checked and the first broken link, or its head (position and hash) for an operator
 * to write down elsewhere; exit 1 when one is broken. `-- --desde POS:HASH` (repeatable) resumes
 * a chain's walk from a head written down earlier: that link must still hold that hash, and only
 * the links after it are walked (docs/audit-trail.md). A long walk prints a head to resume from
 * every million links. Opens the configured database as the server does (with the embedded one,
 * stop the server first, or ask the running server: GET /api/admin/auditoria).
 */
import { loadConfig } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { openDatabase } from '../db/open.ts';
import { hashNoElo } from '../modules/auditoria/hash-no-elo.ts';
import { CADEIAS, type Cadeia, verificarCadeia } from '../modules/auditoria/verificar-cadeia.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';

const COMANDO: Comando = {
  uso: 'npm run audit:verify [-- --desde POS:HASH ...]',
  descricao:
    'Percorre as cadeias de hash dos movimentos e dos eventos e mostra, para cada uma, as linhas ' +
    'conferidas e o primeiro elo quebrado, ou a cabeça (posição e hash) para anotar em outro ' +
    'lugar; sai com 1 se alguma estiver quebrada. Com --desde, retoma a partir de uma cabeça ' +
    'anotada antes (a de uma verificação completa ou a impressa no meio de uma longa).',
  opcoes: {
    desde: {
      valor: 'POS:HASH',
      multiplo: true,
      descricao:
        'retoma daquela cabeça anotada antes: o elo ainda tem aquele hash, e só os elos depois dele são percorridos (repetível, uma por cadeia)',
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
    // Each head written down names its chain: the one that holds that hash at that link.
    const retomar = new Map<Cadeia, Anotacao>();
    for (const a of desde) {
      const tabela = await conferirAnotacao(database.db, a);
      if (tabela) {
        retomar.set(tabela, a);
        console.log(
          `desde ${a.elo}:${a.hash}: confere — o elo ${a.elo} de ${tabela} tem o hash anotado; a verificação retoma dali.`,
        );
      } else {
        quebradas++;
        console.log(
          `desde ${a.elo}:${a.hash}: NÃO CONFERE — nenhuma cadeia tem esse hash no elo ${a.elo}: o histórico até ali não é o que foi anotado (reescrito, apagado, ou outro banco).`,
        );
      }
    }
    for (const tabela of CADEIAS) {
      const inicio = performance.now();
      const de = retomar.get(tabela);
      const r = await verificarCadeia(database.db, tabela, {
        ...(de ? { desde: de } : {}),
        aoConferir: (elo, hash) =>
          console.log(
            `  ${tabela}: conferido até o elo ${elo} (retome com --desde ${elo}:${hash})`,
          ),
      });
      const ms = Math.round(performance.now() - inicio);
      const percorridas = Math.max(r.linhas - (de?.elo ?? 0), 0);
      const taxa = Math.round((percorridas * 1000) / Math.max(ms, 1)).toLocaleString('pt-BR');
      const trecho = `${de ? `elos ${de.elo + 1}–${r.linhas}, ` : ''}${ms} ms, ${taxa} linhas/s`;
      if (r.ok) {
        console.log(
          `${tabela}: ${r.linhas} linhas, cadeia íntegra (${trecho}); cabeça ${r.linhas}:${r.hashFinal}`,
        );
      } else {
        quebradas++;
        console.log(
          `${tabela}: ${r.linhas} linhas, CADEIA QUEBRADA (${trecho}): ${r.quebra?.motivo}`,
        );
      }
    }
  } finally {
    await database.close();
  }
  process.exit(quebradas > 0 ? 1 : 0);
}
