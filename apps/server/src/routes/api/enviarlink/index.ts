import { ZEnviarLink } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erros } from '../../../lib/schemas.ts';
import { enviarLink } from '../../../modules/conta/enviar-link.ts';

export const MSG_LINK_ENVIADO =
  'Se o email estiver cadastrado, você receberá um link para redefinir a senha.';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { rule: 'public', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['conta'],
        summary: 'Enviar link de redefinição de senha (sempre 200)',
        security: [],
        body: ZEnviarLink,
        response: {
          200: z.object({ data: z.object({ mensagem: z.string() }) }),
          ...erros(400, 429),
        },
      },
    },
    async (request) => {
      // Not awaited, and started only once the reply is out: the reply must not take longer for
      // a known e-mail than for an unknown one (PGlite runs its queries on this very thread).
      setImmediate(() =>
        enviarLink(app.db, app.mailer, app.config.appUrl, request.body.email).catch((err) =>
          request.log.error({ err }, 'falha ao preparar link de redefinição'),
        ),
      );
      return { data: { mensagem: MSG_LINK_ENVIADO } };
    },
  );
};
export default route;
