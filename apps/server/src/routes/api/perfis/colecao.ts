import { ZListQuery, ZPerfilLinha, ZPerfilSalvar, ZPerfilSalvo } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarPerfil } from '../../../modules/perfis/criar-perfil.ts';
import { listarPerfis } from '../../../modules/perfis/listar-perfis.ts';

const rule = 'GESTAO_DE_PERFIS_DE_ACESSO';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule },
      schema: {
        tags: ['perfis'],
        summary: 'Listar perfis de acesso (filtro Gridify em id, nome)',
        querystring: ZListQuery,
        response: { 200: ZPage('perfis', ZPerfilLinha), ...erros(400, 401, 403) },
      },
    },
    async (request) => listarPerfis(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { rule },
      schema: {
        tags: ['perfis'],
        summary: 'Cadastrar perfil com as permissões marcadas (nome único)',
        body: ZPerfilSalvar,
        response: { 201: ZPerfilSalvo, ...erros(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await criarPerfil(app.db, ator(request), request.body);
      await app.mudancas.publish({ entity: 'perfil', id: data.id, action: 'criado' });
      return reply.status(201).send({ status: 'Ok' as const, data });
    },
  );
};
export default route;
