import { ZListQuery, ZUsuario, ZUsuarioCriar, ZUsuarioLinha } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarUsuario } from '../../../modules/usuarios/criar-usuario.ts';
import { listarUsuarios } from '../../../modules/usuarios/listar-usuarios.ts';

const rule = 'GESTAO_DE_USUARIOS';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Listar usuários (filtro Gridify em name, login, email, id, createdAt)',
        querystring: ZListQuery,
        response: { 200: ZPage('usuarios', ZUsuarioLinha), ...erros(400, 401, 403) },
      },
    },
    async (request) => listarUsuarios(app.db, request.query, ator(request)),
  );

  app.post(
    '/',
    {
      config: { rule },
      schema: {
        tags: ['usuarios'],
        summary: 'Cadastrar usuário (login e email únicos, sem diferenciar maiúsculas)',
        body: ZUsuarioCriar,
        response: { 201: z.object({ data: ZUsuario }), ...erros(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await criarUsuario(app.db, ator(request), request.body);
      await app.mudancas.publish({ entity: 'usuario', id: data.id, action: 'criado' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
