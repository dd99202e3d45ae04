import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The server's time zone: exported dates are the plant's local times (docs/exportacao.md). */
const FUSO = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A timestamptz as local `YYYY-MM-DDTHH:MM` text. */
export const horaLocal = (col: SQLWrapper) =>
  sql`to_char(${col} at time zone ${FUSO}, 'YYYY-MM-DD"T"HH24:MI')`;

/** A timestamp without time zone (already local) as `YYYY-MM-DDTHH:MM` text. */
export const horaSemFuso = (col: SQLWrapper) => sql`to_char(${col}, 'YYYY-MM-DD"T"HH24:MI')`;

/** `e0 as c0, e1 as c1, …`: the export reads its columns by position. */
export const selecao = (exprs: readonly SQLWrapper[]): SQL =>
  sql.join(
    exprs.map((e, i) => sql`${e} as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );

export const ordem = (order: readonly SQL[]): SQL => sql.join([...order], sql`, `);
