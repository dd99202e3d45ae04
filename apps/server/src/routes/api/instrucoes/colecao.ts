import { ZForca, ZInstrucaoInput, ZInstrucaoLinha, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPage } from '../../../lib/list/page-schema.ts';
import {
  ator,
  publicarRemanejamentos,
  ZRemanejamentosPlanejados,
} from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarInstrucao } from '../../../modules/instrucoes/criar-instrucao.ts';
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
          200: ZPage('instrucoes', ZInstrucaoLinha).extend({
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
        response: {
          201: z.object({ data: ZInstrucaoLinha, remanejamentos: ZRemanejamentosPlanejados }),
          ...erros(400, 401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { data, remanejamentos } = await criarInstrucao(
        app.db,
        app.layout,
        ator(request),
        request.body,
        request.query.force,
      );
      await app.mudancas.publish({ entity: 'instrucao', id: data.id, action: 'criada' });
      await publicarRemanejamentos(app.mudancas, remanejamentos.ids);
      return reply.status(201).send({ data, remanejamentos: remanejamentos.mensagens });
    },
  );
};
export default route;
