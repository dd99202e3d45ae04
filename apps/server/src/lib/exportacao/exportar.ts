/**
 * Streams every row of a list's query to the client as CSV or XLSX, in batches, with
 * backpressure: the server's memory does not grow with the list (docs/exportacao.md).
 */
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { linhas } from '../linhas.ts';
import type { Coluna, Valor } from './colunas.ts';
import { cabecalhoCsv, linhaCsv } from './csv.ts';
import { escritorXlsx } from './xlsx.ts';

export interface Exportacao {
  /** File and sheet name, e.g. "bobinas". */
  nome: string;
  colunas: readonly Coluna[];
  /** `select … as c0, … as cN … order by …, <unique key>`: the unique key keeps batches stable. */
  consulta: SQL;
}

const LOTE = 2000;

type Linha = Record<string, Valor>;

/**
 * On PostgreSQL one read-only REPEATABLE READ transaction with a cursor: a consistent snapshot
 * however long the download takes. PGlite has one connection, which a long transaction would
 * hold for every other request, so there batches are read with LIMIT/OFFSET.
 */
async function percorrer(
  database: Database,
  consulta: SQL,
  lote: (rows: Linha[]) => Promise<void>,
): Promise<void> {
  if (database.kind === 'postgres') {
    await database.db.transaction(
      async (tx) => {
        await tx.execute(sql`declare exportacao no scroll cursor for ${consulta}`);
        for (;;) {
          const rows = await linhas<Linha>(tx, sql.raw(`fetch ${LOTE} from exportacao`));
          if (rows.length === 0) return;
          await lote(rows);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return;
  }
  for (let offset = 0; ; offset += LOTE) {
    const rows = await linhas<Linha>(database.db, sql`${consulta} limit ${LOTE} offset ${offset}`);
    if (rows.length === 0) return;
    await lote(rows);
    if (rows.length < LOTE) return;
  }
}

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function carimbo(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}`;
}

/** Sends the export as a download; the reply streams while the rows are read. */
export function enviarExportacao(
  reply: FastifyReply,
  database: Database,
  exp: Exportacao,
  formato: 'csv' | 'xlsx',
) {
  const saida = new PassThrough();
  const escrever = async (chunk: string | Uint8Array) => {
    if (saida.destroyed) throw new Error('exportação interrompida');
    if (!saida.write(chunk)) await once(saida, 'drain');
  };
  const valores = (r: Linha) => exp.colunas.map((_, i) => r[`c${i}`] ?? null);
  const executar = async () => {
    if (formato === 'csv') {
      await escrever(cabecalhoCsv(exp.colunas));
      await percorrer(database, exp.consulta, (rows) =>
        escrever(rows.map((r) => linhaCsv(valores(r), exp.colunas)).join('')),
      );
    } else {
      let pendente: Uint8Array[] = [];
      const xlsx = escritorXlsx(
        exp.nome,
        exp.colunas,
        (c) => pendente.push(c),
        (e) => saida.destroy(e),
      );
      const esvaziar = async () => {
        const chunks = pendente;
        pendente = [];
        for (const c of chunks) await escrever(c);
      };
      await percorrer(database, exp.consulta, async (rows) => {
        await xlsx.linhas(rows.map(valores));
        await esvaziar();
      });
      await xlsx.fim();
      await esvaziar();
    }
    saida.end();
  };
  executar().catch((e: Error) => {
    reply.log.warn({ err: e }, 'exportação interrompida');
    saida.destroy(e);
  });
  return reply
    .header('content-type', MIME[formato])
    .header('content-disposition', `attachment; filename="${exp.nome}-${carimbo()}.${formato}"`)
    .header('cache-control', 'no-store')
    .send(saida);
}
