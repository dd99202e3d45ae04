/**
 * PostgreSQL: a bulk load of a hash-chained table written once, already sealed, with COPY
 * (docs/scale-data.md, "How it stays fast"). The generating SELECT runs on a second connection
 * as `COPY … TO STDOUT` with each row's chain content beside it; this process links the rows
 * (sha256 of the previous hash and the content, as the seal at commit does) and streams them into
 * the load's own transaction with `COPY … FROM STDIN`, link and hash filled. The seal's
 * alternative, inserting the rows and then updating every one with its link, wrote each row
 * twice and took two thirds of a ten-year load. Constant memory: the streams hold a few chunks.
 */
import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Executor } from '../../db/client.ts';
import { linhas } from './comum.ts';

export interface FonteSelada {
  /** Statements the SELECT needs first on the reading connection (temp tables it joins). */
  preparo: { text: string; values?: unknown[] }[];
  /** The generating SELECT: the table's columns but `elo` and `hash`, in the table's order. */
  select: string;
  colunas: string[];
}

/** COPY's text format escapes a backslash and six control characters; nothing else. */
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const desescapar = (campo: string) =>
  campo.includes('\\') ? campo.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c) : campo;

/** Appends link and hash to each COPY line whose last field is the row's chain content. */
function encadear(posicao: number, hash: string) {
  const decoder = new StringDecoder('utf8');
  let resto = '';
  const estado = { posicao, hash };
  const transform = new Transform({
    transform(pedaco: Buffer, _enc, pronto) {
      const texto = resto + decoder.write(pedaco);
      const fim = texto.lastIndexOf('\n');
      resto = texto.slice(fim + 1);
      const saida: string[] = [];
      let inicio = 0;
      while (inicio <= fim) {
        const quebra = texto.indexOf('\n', inicio);
        const tab = texto.lastIndexOf('\t', quebra);
        const conteudo = desescapar(texto.slice(tab + 1, quebra));
        estado.posicao += 1;
        estado.hash = createHash('sha256').update(estado.hash).update(conteudo).digest('hex');
        saida.push(`${texto.slice(inicio, tab)}\t${estado.posicao}\t${estado.hash}\n`);
        inicio = quebra + 1;
      }
      pronto(null, saida.join(''));
    },
  });
  return { transform, estado };
}

/**
 * Loads `fonte` into `tabela` inside the caller's transaction (`tx` must be a transaction of
 * the node-postgres driver): the chain's head is locked, the seal and append-only triggers are
 * off for the load (transactional DDL), and the head moves to the last row. Returns the rows.
 */
export async function copiarSelado(
  tx: Executor,
  url: string,
  tabela: 'eventos' | 'movimentos',
  fonte: FonteSelada,
): Promise<number> {
  const colunasDaTabela = linhas<{ nome: string }>(
    await tx.execute(sql`select attname as nome from pg_attribute
      where attrelid = ${tabela}::regclass and attnum > 0 and not attisdropped order by attnum`),
  ).map((c) => c.nome);
  // The generated columns are the table's, in its order, but the link.
  if (colunasDaTabela.join() !== [...fonte.colunas, 'elo', 'hash'].join())
    throw new Error(
      `${tabela}: colunas ${colunasDaTabela.join()} ≠ ${fonte.colunas.join()},elo,hash`,
    );
  // The content function's own expression, over the generated columns: the reading connection
  // must not name the table (the load holds it locked, its indexes dropped), and a copy of the
  // definition here could drift from the one the seal and audit:verify use.
  const [funcao] = linhas<{ corpo: string; arg: string }>(
    await tx.execute(sql`select prosrc as corpo, proargnames[1] as arg from pg_proc
      where proname = ${`conteudo_${tabela}`} and pronargs = 1`),
  );
  const expressao = /^\s*select\s+([\s\S]*?);?\s*$/i.exec(funcao?.corpo ?? '')?.[1];
  if (!funcao || !expressao) throw new Error(`conteudo_${tabela}: corpo inesperado`);
  const conteudo = expressao.replace(new RegExp(`\\b${funcao.arg}\\.`, 'g'), 'g.');
  const [cabeca] = linhas<{ posicao: string; hash: string }>(
    await tx.execute(
      sql`select posicao::text, hash from cadeias where nome = ${tabela} for update`,
    ),
  );
  for (const g of [`${tabela}_selar`, `${tabela}_somente_inclusao`])
    await tx.execute(sql.raw(`alter table ${tabela} disable trigger ${g}`));

  // The connection the driver gave this transaction: COPY needs the client itself.
  const cliente = (tx as unknown as { session: { client: pg.ClientBase } }).session.client;
  const leitor = new pg.Client({ connectionString: url });
  await leitor.connect();
  const { transform, estado } = encadear(Number(cabeca?.posicao ?? 0), cabeca?.hash ?? '');
  try {
    await leitor.query('begin');
    for (const p of fonte.preparo) await leitor.query(p.text, p.values);
    const linha = fonte.colunas.map((c) => `g.${pg.escapeIdentifier(c)}`).join(', ');
    const origem = leitor.query(
      copyTo(
        `copy (select ${linha}, ${conteudo} from (${fonte.select}) g order by g.id) to stdout`,
      ),
    );
    const destino = cliente.query(
      copyFrom(
        `copy ${tabela} (${[...fonte.colunas, 'elo', 'hash'].map((c) => pg.escapeIdentifier(c)).join(', ')}) from stdin`,
      ),
    );
    await pipeline(origem, transform, destino);
    await leitor.query('commit');
  } finally {
    await leitor.end();
  }
  await tx.execute(
    sql`update cadeias set posicao = ${estado.posicao}, hash = ${estado.hash} where nome = ${tabela}`,
  );
  for (const g of [`${tabela}_selar`, `${tabela}_somente_inclusao`])
    await tx.execute(sql.raw(`alter table ${tabela} enable trigger ${g}`));
  return estado.posicao - Number(cabeca?.posicao ?? 0);
}
