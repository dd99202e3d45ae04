import { MSG_FEED, type TFeedQuery } from '@patio/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { linhas } from '../../../lib/linhas.ts';

/**
 * GET integracoes/eventos: one page of the feed, in `posicao` order (the commit order,
 * migration 0027), after the event `apos`. The answer is built from the stored bodies as they
 * are (each item is the webhook's body byte for byte), so a page costs one index range and no
 * JSON parsing. `proximo` names the last item when more follow; at the end it is null and the
 * client keeps its last id to ask again later (docs/integracao.md, "O feed de eventos").
 */
export async function listarEventos(
  db: Executor,
  q: TFeedQuery,
  retencaoDias: number,
): Promise<string> {
  let desde = 0;
  if (q.apos) {
    const [c] = await linhas<{ posicao: number | null }>(
      db,
      sql`select posicao from webhook_eventos where id = ${q.apos}`,
    );
    if (c?.posicao == null) {
      throw new HttpError(
        422,
        { apos: [MSG_FEED.aposDesconhecido(q.apos, retencaoDias)] },
        'FORA_DA_RETENCAO',
      );
    }
    desde = c.posicao;
  }
  const tipos = q.tipos.length
    ? sql`and tipo in (${sql.join(
        q.tipos.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await linhas<{ id: string; corpo: string }>(
    db,
    sql`select id::text as id, corpo from webhook_eventos
      where posicao > ${desde} ${tipos}
      order by posicao limit ${q.limite + 1}`,
  );
  const pagina = rows.slice(0, q.limite);
  const proximo = rows.length > q.limite ? JSON.stringify(pagina.at(-1)?.id) : 'null';
  return `{"data":[${pagina.map((r) => r.corpo).join(',')}],"proximo":${proximo}}`;
}
