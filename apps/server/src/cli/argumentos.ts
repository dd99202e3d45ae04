/**
 * The command line of every program in cli/: `--help` prints what the program does and its
 * options, and exits 0; an unknown option, an option without its value or an unexpected
 * argument prints one line naming it and exits 2, before anything is opened.
 */
import { parseArgs } from 'node:util';

export interface Opcao {
  /** Takes a value (`--out ARQUIVO`); false for a flag. */
  valor?: string;
  /** May be given more than once (`--desde A --desde B`): its value is then a list. */
  multiplo?: boolean;
  descricao: string;
}

export interface Comando {
  /** `npm run backup --` and what follows it. */
  uso: string;
  descricao: string;
  opcoes: Record<string, Opcao>;
  /** Named positional arguments (`ARQUIVO`), described in `uso`. */
  posicionais?: number;
}

export type Leitura =
  | { tipo: 'ajuda'; texto: string }
  | { tipo: 'erro'; linha: string }
  | {
      tipo: 'ok';
      values: Record<string, string | boolean | (string | boolean)[] | undefined>;
      positionals: string[];
    };

/** What --help prints. */
export function textoDeAjuda(c: Comando): string {
  const largura = Math.max(
    6,
    ...Object.entries(c.opcoes).map(([n, o]) => n.length + (o.valor ? o.valor.length + 1 : 0)),
  );
  const linhas = Object.entries(c.opcoes).map(([nome, o]) => {
    const rotulo = o.valor ? `${nome} ${o.valor}` : nome;
    return `  --${rotulo.padEnd(largura)}  ${o.descricao}`;
  });
  linhas.push(`  --${'help'.padEnd(largura)}  mostra esta ajuda`);
  return `Uso: ${c.uso}\n\n${c.descricao}\n\nOpções:\n${linhas.join('\n')}`;
}

/** Reads the arguments without acting on them; pure, so the rule is tested apart. */
export function interpretarArgumentos(c: Comando, argv: readonly string[]): Leitura {
  if (argv.includes('--help') || argv.includes('-h'))
    return { tipo: 'ajuda', texto: textoDeAjuda(c) };
  const options = Object.fromEntries(
    Object.entries(c.opcoes).map(([nome, o]) => [
      nome,
      { type: o.valor ? ('string' as const) : ('boolean' as const), multiple: o.multiplo ?? false },
    ]),
  );
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: (c.posicionais ?? 0) > 0,
    });
    if (positionals.length > (c.posicionais ?? 0)) {
      return { tipo: 'erro', linha: `Argumento inesperado: ${positionals.at(-1)}. ${DICA}` };
    }
    return { tipo: 'ok', values, positionals };
  } catch (err) {
    return { tipo: 'erro', linha: linhaDoErro(err, argv) };
  }
}

const DICA = 'Use --help para ver as opções.';

function linhaDoErro(err: unknown, argv: readonly string[]): string {
  const codigo = (err as { code?: string }).code;
  const citada = /'([^']+)'/.exec(err instanceof Error ? err.message : '')?.[1];
  if (codigo === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `Opção desconhecida: ${citada ?? argv.find((a) => a.startsWith('-'))}. ${DICA}`;
  }
  if (codigo === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return `A opção ${(citada ?? '').split(' ')[0]} precisa de um valor. ${DICA}`;
  }
  if (codigo === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return `Argumento inesperado: ${citada}. ${DICA}`;
  }
  return `Argumentos inválidos. ${DICA}`;
}

/** For a program's main: prints the help (exit 0) or the one-line error (exit 2), or returns. */
export function lerArgumentos(c: Comando, argv = process.argv.slice(2)) {
  const l = interpretarArgumentos(c, argv);
  if (l.tipo === 'ajuda') {
    console.log(l.texto);
    process.exit(0);
  }
  if (l.tipo === 'erro') {
    console.error(l.linha);
    process.exit(2);
  }
  return l;
}
