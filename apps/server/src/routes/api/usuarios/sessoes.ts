import { ZSessao } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/http-error.ts';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { hashSessao } from '../../../lib/sessao-hash.ts';
import { listarSessoes } from '../../../modules/sessoes/listar-sessoes.ts';
import { revogarSessoes } from '../../../modules/sessoes/revogar-sessoes.ts';
import { obterUsuario } from '../../../modules/usuarios/obter-usuario.ts';

const rule = 'GESTAO_DE_USUARIOS';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/sessoes',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Sessões abertas de um usuário',
        params: ZIdParam,
        response: { 200: z.object({ data: z.array(ZSessao) }), ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await obterUsuario(app.db, request.params.id, ator(request));
      return { data: await listarSessoes(app.db, request.params.id, ator(request).sessaoId) };
    },
  );

  app.delete(
    '/:id/sessoes/:sessao',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Encerrar uma sessão de um usuário (o token dela deixa de valer)',
        params: ZIdParam.extend({ sessao: z.string().min(1).max(100) }),
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, sessao } = request.params;
      // The list's id is the stored one; a token's own jti names the same session.
      const n =
        (await revogarSessoes(app.db, id, { somente: sessao })) ||
        (await revogarSessoes(app.db, id, { somente: hashSessao(sessao) }));
      if (n === 0) throw notFound('NAO_ENCONTRADO', 'Sessão não encontrada ou já encerrada.');
      await app.mudancas.publish({ entity: 'sessao', id, action: 'encerrada' });
      return { data: { mensagem: 'Sessão encerrada.' } };
    },
  );
};
export default route;
