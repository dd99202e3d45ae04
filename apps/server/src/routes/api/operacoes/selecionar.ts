import { codigoDaPonte, ZOperacao, ZOperacaoInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { listarOperacoes } from '../../../modules/operacoes/listar-operacoes.ts';
import { selecionarInstrucoes } from '../../../modules/operacoes/selecionar-instrucoes.ts';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      // Only who can take an instruction off the crane (Pular, EXECUTAR_INSTRUCAO) may put it
      // there: see docs/decisions-instrucoes.md, "Who puts instructions on a crane".
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: {
        tags: ['operacoes'],
        summary: 'Selecionar uma ou duas instruções para a ponte (400 se outra ponte já a tomou)',
        body: ZOperacaoInput,
        response: { 201: z.array(ZOperacao), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { ponte } = request.body;
      await selecionarInstrucoes(app.db, ator(request), request.body);
      await app.mudancas.publish({
        entity: 'operacao',
        id: codigoDaPonte(ponte),
        action: 'selecionada',
      });
      return reply.status(201).send(await listarOperacoes(app.db, ponte));
    },
  );
};
export default route;
