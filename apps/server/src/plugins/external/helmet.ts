import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** True when the public address (APP_URL) is HTTPS: a TLS proxy sits in front of the server. */
export function servidoPorHttps(appUrl: string): boolean {
  return appUrl.toLowerCase().startsWith('https://');
}

/**
 * Security headers. antd injects its styles at run time, hence 'unsafe-inline' for styles only.
 * A plant network reaches the server over plain HTTP by IP or host name (docs/security-headers.md):
 * there `upgrade-insecure-requests` would rewrite every script to https:// and leave a blank
 * page, HSTS would lock the browser out, and COOP is ignored with a console error. They come
 * back only when APP_URL says the product is served over HTTPS.
 */
export default fp(async (app) => {
  const https = servidoPorHttps(app.config.appUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
});
