/**
 * `npm run seed:scale -- --coils 100000 --events 1000000 --seed 1 [--livres 300]
 * [--itens-lista 5000]`: fills an empty database (DATABASE_URL, else PGlite at DATA_DIR) with a
 * realistic yard and years of history, the same rows for the same flags (docs/scale-data.md).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { type Comando, lerArgumentos } from './argumentos.ts';
import { seed } from './seed.ts';
import type { OpcoesGerar } from './seed-scale/gerar-escala.ts';
import { gerarEscala } from './seed-scale/gerar-escala.ts';

export { gerarEscala, MSG_BANCO_COM_BOBINAS } from './seed-scale/gerar-escala.ts';

function inteiro(nome: string, valor: string | undefined, padrao?: number): number {
  if (valor === undefined && padrao !== undefined) return padrao;
  const n = Number(valor);
  if (valor === undefined || !/^\d+$/.test(valor) || !Number.isSafeInteger(n)) {
    throw new Error(`--${nome} precisa de um número inteiro não negativo. ${USO}`);
  }
  return n;
}

const USO =
  'Uso: npm run seed:scale -- --coils N --events N --seed N [--livres N] [--itens-lista N]';

export function lerOpcoes(args: string[]): OpcoesGerar {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        coils: { type: 'string' },
        events: { type: 'string' },
        seed: { type: 'string' },
        livres: { type: 'string' },
        'itens-lista': { type: 'string' },
      },
      strict: true,
    }));
  } catch {
    throw new Error(`Opções inválidas. ${USO}`);
  }
  return {
    coils: inteiro('coils', values.coils, 100_000),
    events: inteiro('events', values.events, 1_000_000),
    seed: inteiro('seed', values.seed, 1),
    livres: inteiro('livres', values.livres, 300),
    itensLista: inteiro('itens-lista', values['itens-lista'], 5000),
  };
}

const COMANDO: Comando = {
  uso: USO.replace('Uso: ', ''),
  descricao:
    'Enche um banco sem bobinas com anos de histórico (docs/scale-data.md); as mesmas opções ' +
    'geram sempre as mesmas linhas.',
  opcoes: {
    coils: { valor: 'N', descricao: 'bobinas expedidas, com seu histórico (padrão 100000)' },
    events: { valor: 'N', descricao: 'linhas do registro de eventos (padrão 1000000)' },
    seed: { valor: 'N', descricao: 'a semente dos números gerados (padrão 1)' },
    livres: { valor: 'N', descricao: 'posições do pátio deixadas livres (padrão 300)' },
    'itens-lista': { valor: 'N', descricao: 'itens abertos em cada lista reserva (padrão 5000)' },
  },
};

const segundos = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let opcoes: OpcoesGerar;
  lerArgumentos(COMANDO);
  try {
    opcoes = lerOpcoes(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const config = loadConfig();
  const inicio = performance.now();
  const database = await openDatabase(config);
  try {
    const { senhaGerada } = await seed(database.db, config.adminPassword);
    if (senhaGerada) {
      console.log(
        `Usuário admin criado com a senha gerada: ${senhaGerada} (mostrada só agora; defina ADMIN_PASSWORD para escolher)`,
      );
    }
    console.log(
      `Carga de escala em ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}: ` +
        `--coils ${opcoes.coils} --events ${opcoes.events} --seed ${opcoes.seed} ` +
        `--livres ${opcoes.livres} --itens-lista ${opcoes.itensLista}`,
    );
    const postgres = database.kind === 'postgres';
    await gerarEscala(
      database.db,
      opcoes,
      (p) => console.log(`  ${p.parte}: ${p.resumo} (${segundos(p.ms)})`),
      postgres,
      undefined,
      postgres ? config.databaseUrl : undefined,
    );
    console.log(`Pronto em ${segundos(performance.now() - inicio)}.`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
