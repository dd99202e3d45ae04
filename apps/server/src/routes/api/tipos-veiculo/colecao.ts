import { ZTipoVeiculo, ZTipoVeiculoInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarTipoVeiculo } from '../../../modules/tipos-veiculo/criar-tipo-veiculo.ts';
import { listarTiposVeiculo } from '../../../modules/tipos-veiculo/listar-tipos-veiculo.ts';

const tags = ['tipos-veiculo'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Tipos de veículo (trem, carreta) com capacidade e posições',
        response: { 200: z.object({ data: z.array(ZTipoVeiculo) }), ...erros(401) },
      },
    },
    async () => ({ data: await listarTiposVeiculo(app.db) }),
  );

  app.post(
    '/',
    {
      config: { rule: 'CADASTRAR_DESPACHO' },
      schema: {
        tags,
        summary: 'Cadastrar tipo de veículo: nome, modal, capacidade (t) e posições',
        body: ZTipoVeiculoInput,
        response: { 201: z.object({ data: ZTipoVeiculo }), ...erros(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await criarTipoVeiculo(app.db, ator(request), request.body);
      await app.mudancas.publish({ entity: 'tipo-veiculo', id: data.id, action: 'criado' });
      return reply.status(201).send({ data });
    },
  );
};
export default route;
