import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Mailer } from '../../lib/mail.ts';

export type { Mailer, Mensagem } from '../../lib/mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mail through SMTP_URL; without it the message goes to the log so a reset still works locally. */
export default fp(
  async (app) => {
    const url = app.config.smtpUrl;
    const transport = url ? nodemailer.createTransport(url) : null;
    app.decorate('mailer', {
      async send(m) {
        if (!transport) {
          app.log.info({ mail: m }, 'SMTP_URL não configurado: email registrado no log');
          return;
        }
        try {
          await transport.sendMail({ from: app.config.mailFrom, ...m });
        } catch (err) {
          // The caller's answer must not depend on the mail server (no account enumeration).
          app.log.error({ err, to: m.to }, 'falha ao enviar email');
        }
      },
    });
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer' },
);
