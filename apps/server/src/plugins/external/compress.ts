import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers are sent as they are (see below). */
const COMPRIMIR_ACIMA = 16 * 1024;
/** Bodies this large are compressed here, with the last result kept (see below). */
const CORPO_GRANDE = 64 * 1024;

type Codificacao = 'br' | 'gzip';
const comprimir: Record<Codificacao, (body: string) => Promise<Buffer>> = {
  // The quality @fastify/compress uses: brotli's best levels cost seconds on a megabyte.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body),
};

/** br or gzip when the client names it with a non-zero weight; anything else is left alone. */
function codificacao(accept: string | undefined): Codificacao | null {
  const aceitas = new Set<string>();
  for (const parte of (accept ?? '').toLowerCase().split(',')) {
    const [nome = '', ...params] = parte.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) aceitas.add(nome.trim());
  }
  return aceitas.has('br') ? 'br' : aceitas.has('gzip') ? 'gzip' : null;
}

/**
 * gzip/brotli for every answer over 16 KB: the whole-yard map shrinks about tenfold
 * (docs/performance-notes.md). A list page goes plain: compressing it cost the server CPU per
 * answer (zlib's per-stream setup), a large share of what a cheap read costs it, to save a few KB on the plant's network (docs/performance-notes.md, "Small answers
 * go uncompressed"). Large bodies go through zlib's thread pool, off the event loop. The live
 * stream hijacks its reply, so it is never buffered here.
 *
 * Large bodies (the map) are compressed by the hook below, which keeps the last body of each
 * encoding with its compressed bytes: the map changes only when the yard does, and every open
 * map screen refetches it on the same change, so all but the first get the stored bytes. The
 * body itself is compared (far cheaper than compressing it again), so stored bytes are never those of another answer.
 */
export default fp(async (app) => {
  const ultimo = new Map<Codificacao, { corpo: string; bytes: Buffer }>();

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (typeof payload !== 'string' || payload.length < CORPO_GRANDE || reply.statusCode !== 200)
      return payload;
    const cod = codificacao(request.headers['accept-encoding']);
    if (!cod || reply.getHeader('content-encoding')) return payload;
    let guardado = ultimo.get(cod);
    if (guardado?.corpo !== payload) {
      guardado = { corpo: payload, bytes: await comprimir[cod](payload) };
      ultimo.set(cod, guardado);
    }
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary)))
      reply.header('vary', `${vary}, accept-encoding`);
    reply.header('content-encoding', cod);
    reply.header('content-length', guardado.bytes.length);
    return guardado.bytes;
  });

  // Route-level onSend of its own, so it runs after the hook above and skips what it encoded.
  await app.register(compress, { global: true, threshold: COMPRIMIR_ACIMA });
});
