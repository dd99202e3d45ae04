import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * gzip/brotli for every answer over 1 KB: the whole-yard map is ~1 MB of JSON and ~100 KB
 * compressed (docs/performance-notes.md). Large bodies go through zlib's thread pool, off the
 * event loop. The live stream hijacks its reply, so it is never buffered here.
 */
export default fp(async (app) => {
  await app.register(compress, { global: true, threshold: 1024 });
});
