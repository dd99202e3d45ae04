import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers. antd injects its styles at run time, hence 'unsafe-inline' for styles only. */
export default fp(async (app) => {
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
      },
    },
    // Plain-HTTP installs on a plant network must keep working: no forced upgrade.
    hsts: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
});
