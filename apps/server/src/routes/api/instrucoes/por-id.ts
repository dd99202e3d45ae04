import { ZForca, ZInstrucaoInput, ZInstrucaoLinha } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { versaoEsperada, ZIfMatch } from '../../../lib/versao.ts';
import { atualizarInstrucao } from '../../../modules/instrucoes/atualizar-instrucao.ts';
import { excluirInstrucao } from '../../../modules/instrucoes/excluir-instrucao.ts';

const tags = ['instrucoes'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      config: { rule: 'EDITAR_INSTRUCAO' },
      schema: {
        tags,
        summary: 'Corrigir o destino (o lote não muda; force=true confirma regra contornável, 422)',
        params: ZIdParam,
        querystring: ZForca,
        headers: ZIfMatch,
        body: ZInstrucaoInput,
        response: {
          200: z.object({ data: ZInstrucaoLinha }),
          ...erros(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await atualizarInstrucao(
        app.db,
        app.layout,
        ator(request),
        id,
        request.body,
        request.query.force,
        versaoEsperada(request),
      );
      await app.mudancas.publish({ entity: 'instrucao', id, action: 'atualizada' });
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule: 'CADASTRAR_INSTRUCAO' },
      schema: {
        tags,
        summary: 'Excluir instrução manual ainda não iniciada',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { mensagem } = await excluirInstrucao(app.db, ator(request), id);
      await app.mudancas.publish({ entity: 'instrucao', id, action: 'excluida' });
      return { data: { mensagem } };
    },
  );
};
export default route;
