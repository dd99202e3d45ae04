import { ZUsuario, ZUsuarioAtualizar } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { enviarEtag, versaoEsperada, ZIfMatch } from '../../../lib/versao.ts';
import { atualizarUsuario } from '../../../modules/usuarios/atualizar-usuario.ts';
import { excluirUsuario } from '../../../modules/usuarios/excluir-usuario.ts';
import { obterUsuario } from '../../../modules/usuarios/obter-usuario.ts';

const rule = 'GESTAO_DE_USUARIOS';
const ZResposta = z.object({ data: ZUsuario });

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Obter usuário com todos os perfis marcados ou não',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404) },
      },
    },
    async (request, reply) => ({
      data: enviarEtag(reply, await obterUsuario(app.db, request.params.id, ator(request))),
    }),
  );

  app.put(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Atualizar usuário (senha em branco mantém a atual)',
        params: ZIdParam,
        headers: ZIfMatch,
        body: ZUsuarioAtualizar,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const versao = versaoEsperada(request);
      const data = await atualizarUsuario(app.db, ator(request), id, request.body, versao);
      await app.mudancas.publish({
        entity: 'usuario',
        id: request.params.id,
        action: 'atualizado',
      });
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Excluir usuário (nunca o próprio nem o último com GESTAO_DE_USUARIOS)',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await excluirUsuario(app.db, ator(request), request.params.id);
      await app.mudancas.publish({ entity: 'usuario', id: request.params.id, action: 'excluido' });
      return { data };
    },
  );
};
export default route;
