/**
 * What every part of the scale generator shares: the options, the fixed end of the generated
 * history (a constant, so the same flags always give the same rows), the users who "did" the
 * work, and the SQL snippets that draw deterministic numbers from md5 of the seed and a row.
 */
import {
  codigos,
  FLUXOS,
  GRUPOS,
  MATERIAIS,
  PONTES,
  PROXIMOS_PROCESSOS,
  TIPOS_PATIO,
} from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface OpcoesEscala {
  /** Shipped coils (EXPEDIDA) with their history. */
  coils: number;
  /** Rows of the event log. */
  events: number;
  seed: number;
  /** Yard slots left free (pyramid slots first); the open MANUAL instructions point at some. */
  livres: number;
  /** Open items in each reserve list (PLANO and RESERVA). */
  itensLista: number;
}

export const PADRAO = { livres: 300, itensLista: 5000 } as const;

/** The generated history ends here; it starts DIAS_HISTORIA days before. */
export const FIM = Date.UTC(2026, 10, 20, 6, 0, 0);
export const DIAS_HISTORIA = 3 * 365;
export const INICIO = FIM - DIAS_HISTORIA * 86_400_000;

export const DIA = 86_400_000;
export const HORA = 3_600_000;
export const MINUTO = 60_000;

export const USUARIOS = [
  { login: 'admin', nome: 'Administrador', email: 'admin@patio.local' },
  { login: 'joao.silva', nome: 'João Silva', email: 'joao.silva@patio.local' },
  { login: 'maria.souza', nome: 'Maria Souza', email: 'maria.souza@patio.local' },
  { login: 'carlos.pereira', nome: 'Carlos Pereira', email: 'carlos.pereira@patio.local' },
  { login: 'ana.oliveira', nome: 'Ana Oliveira', email: 'ana.oliveira@patio.local' },
  { login: 'pedro.santos', nome: 'Pedro Santos', email: 'pedro.santos@patio.local' },
] as const;

/** First ids of each table, so explicit ids can be computed before anything is inserted. */
export interface Bases {
  bobina: number;
  instrucao: number;
  despacho: number;
  evento: number;
}

export async function lerBases(db: Executor): Promise<Bases> {
  const r = await db.execute(sql`select
    (select coalesce(max(id), 0) from bobinas)::int as bobina,
    (select coalesce(max(id), 0) from instrucoes)::int as instrucao,
    (select coalesce(max(id), 0) from despachos)::int as despacho,
    (select coalesce(max(id), 0) from eventos)::bigint::float8 as evento`);
  return linhas<Bases>(r)[0] as Bases;
}

/** Rows of a raw execute(), the same on both drivers. */
export const linhas = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/** A SQL array literal of fixed strings (our own constants, never user input), and its size. */
export interface OpcoesSql {
  array: string;
  n: number;
}
export const arraySql = (xs: readonly string[]): OpcoesSql => ({
  array: `array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`,
  n: xs.length,
});

export const OPCOES_SQL = {
  grupos: arraySql(codigos(GRUPOS)),
  materiais: arraySql(codigos(MATERIAIS)),
  processos: arraySql(codigos(PROXIMOS_PROCESSOS)),
  fluxos: arraySql(FLUXOS),
  pontes: arraySql(PONTES),
  emails: arraySql(USUARIOS.map((u) => u.email)),
  logins: arraySql(USUARIOS.map((u) => u.login)),
};

export const DESCRICAO_LISTA = Object.fromEntries(
  TIPOS_PATIO.map((t) => [t.codigo, t.descricao]),
) as Record<'PLANO' | 'RESERVA', string>;

/** md5 of the seed, a salt naming the use, and a row expression: 128 deterministic bits. */
export const md5Sql = (seed: number, salt: string, n: string): string =>
  `md5('${seed}/${salt}/' || (${n})::text)`;

/** The k-th (0–3) 28-bit non-negative integer of an md5 hex column. */
export const rSql = (h: string, k: number): string =>
  `(('x' || substr(${h}, ${1 + 7 * k}, 7))::bit(28)::int)`;

/** One element of a SQL array chosen by a random integer expression. */
export const escolherSql = (o: OpcoesSql, r: string): string => `(${o.array})[1 + (${r}) % ${o.n}]`;

/** A timestamptz literal of epoch milliseconds. */
export const tsSql = (ms: number): string => `'${new Date(ms).toISOString()}'::timestamptz`;

/** A ground address of the layout drawn from one random integer (group, column, row). */
export const enderecoSql = (r: string, grupos: number): string =>
  `lpad((1 + (${r}) % ${grupos})::text, 4, '0') || substr('ABCDEFGH', 1 + ((${r}) / ${grupos}) % 8, 1) || 'N0' || (1 + ((${r}) / ${grupos * 8}) % 9)::text`;

/** A lot as the mill prints it: two digits of the year, eight of a number unique here. */
export const loteDe = (id: number, ms: number): string =>
  `${String(new Date(ms).getUTCFullYear() % 100).padStart(2, '0')}${String(id).padStart(8, '0')}`;

/** The same lot rule in SQL. */
export const loteSql = (id: string, ts: string): string =>
  `to_char(${ts} at time zone 'UTC', 'YY') || lpad((${id})::text, 8, '0')`;
