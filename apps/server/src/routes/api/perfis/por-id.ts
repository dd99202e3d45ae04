import { ZPapelMarcado, ZPerfil, ZPerfilSalvar, ZPerfilSalvo } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam, zId } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { enviarEtag, versaoEsperada, ZIfMatch } from '../../../lib/versao.ts';
import { atualizarPerfil } from '../../../modules/perfis/atualizar-perfil.ts';
import { excluirPerfil } from '../../../modules/perfis/excluir-perfil.ts';
import { obterPerfil } from '../../../modules/perfis/obter-perfil.ts';
import { papeisDoPerfil } from '../../../modules/perfis/papeis-do-perfil.ts';

const rule = 'GESTAO_DE_PERFIS_DE_ACESSO';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['perfis'],
        summary: 'Obter perfil com a árvore de papéis e permissões marcadas',
        params: ZIdParam,
        response: { 200: z.object({ data: ZPerfil }), ...erros(400, 401, 403, 404) },
      },
    },
    async (request, reply) => ({
      data: enviarEtag(reply, await obterPerfil(app.db, request.params.id)),
    }),
  );

  app.get(
    '/papeis/:id',
    {
      config: { rule },
      schema: {
        tags: ['perfis'],
        summary: 'Papéis e permissões marcados para o perfil (id 0: nenhum marcado)',
        params: z.object({ id: zId(0) }),
        response: { 200: z.object({ data: z.array(ZPapelMarcado) }), ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await papeisDoPerfil(app.db, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['perfis'],
        summary: 'Atualizar perfil: nome e permissões marcadas',
        params: ZIdParam,
        headers: ZIfMatch,
        body: ZPerfilSalvar,
        response: { 200: ZPerfilSalvo, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const versao = versaoEsperada(request);
      const data = await atualizarPerfil(app.db, ator(request), id, request.body, versao);
      await app.mudancas.publish({ entity: 'perfil', id: request.params.id, action: 'atualizado' });
      return { status: 'Ok' as const, data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule },
      schema: {
        tags: ['perfis'],
        summary: 'Excluir perfil (recusado enquanto algum usuário o tiver)',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await excluirPerfil(app.db, ator(request), request.params.id);
      await app.mudancas.publish({ entity: 'perfil', id: request.params.id, action: 'excluido' });
      return { data };
    },
  );
};
export default route;
