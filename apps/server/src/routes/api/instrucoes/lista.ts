import { ZForca, ZInstrucaoInput, ZInstrucaoLinha, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLista } from '../../../lib/list.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { cadastrarInstrucao } from '../../../modules/instrucoes/cadastrar-instrucao.ts';
import { listarInstrucoes } from '../../../modules/instrucoes/listar-instrucoes.ts';

const tags = ['instrucoes'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Instruções abertas (ABERTA, SELECIONADA, INICIADA); ordem padrão id',
        querystring: ZListQuery,
        response: {
          200: ZLista('instrucoes', ZInstrucaoLinha).extend({
            totalPaginas: z.number().int(),
            totalItens: z.number().int(),
          }),
          ...erros(400, 401),
        },
      },
    },
    async (request) => listarInstrucoes(app.db, request.query),
  );

  app.post(
    '/',
    {
      config: { rule: 'CADASTRAR_INSTRUCAO' },
      schema: {
        tags,
        summary: 'Cadastrar instrução (force=true confirma regra contornável do destino, 422)',
        querystring: ZForca,
        body: ZInstrucaoInput,
        response: { 201: z.object({ data: ZInstrucaoLinha }), ...erros(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await cadastrarInstrucao(
        app.db,
        ator(request),
        request.body,
        request.query.force,
      );
      app.changes.publish({ entity: 'instrucao', id: data.id, action: 'criada' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
