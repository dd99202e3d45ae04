import fp from 'fastify-plugin';
import helmet from 'helmet';

/** True when the public address (APP_URL) is HTTPS: a TLS proxy sits in front of the server. */
export function servidoPorHttps(appUrl: string): boolean {
  return appUrl.toLowerCase().startsWith('https://');
}

/**
 * Security headers. antd injects its styles at run time, hence 'unsafe-inline' for styles only.
 * 'wasm-unsafe-eval' lets the camera's barcode reader compile its WebAssembly (served from our
 * own build, docs/etiquetas-e-leitura.md#câmera); it allows no JavaScript eval.
 * A plant network reaches the server over plain HTTP by IP or host name (docs/security-headers.md):
 * there `upgrade-insecure-requests` would rewrite every script to https:// and leave a blank
 * page, HSTS would lock the browser out, and COOP is ignored with a console error. They come
 * back only when APP_URL says the product is served over HTTPS.
 *
 * helmet's middleware is built once, here: the Fastify wrapper built it again on every request
 * (parsing the CSP each time), ~5 % of a list page's server CPU (docs/performance-notes.md).
 */
export default fp(async (app) => {
  const https = servidoPorHttps(app.config.appUrl);
  const cabecalhos = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 15_552_000 } : false,
    crossOriginOpenerPolicy: https,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  // helmet sets the headers on the raw response and calls back at once; it throws, not passes, errors.
  app.addHook('onRequest', (request, reply, done) => {
    cabecalhos(request.raw, reply.raw, () => done());
  });
});
