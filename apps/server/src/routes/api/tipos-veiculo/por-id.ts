import { ZTipoVeiculo, ZTipoVeiculoInput } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { atualizarTipoVeiculo } from '../../../modules/tipos-veiculo/atualizar-tipo-veiculo.ts';
import { excluirTipoVeiculo } from '../../../modules/tipos-veiculo/excluir-tipo-veiculo.ts';

const tags = ['tipos-veiculo'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:id',
    {
      config: { rule: 'CADASTRAR_DESPACHO' },
      schema: {
        tags,
        summary: 'Alterar tipo de veículo (em uso: mesmo modal e carga dos despachos abertos)',
        params: ZIdParam,
        body: ZTipoVeiculoInput,
        response: { 200: z.object({ data: ZTipoVeiculo }), ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await atualizarTipoVeiculo(
        app.db,
        ator(request),
        request.params.id,
        request.body,
      );
      await app.mudancas.publish({ entity: 'tipo-veiculo', id: data.id, action: 'atualizado' });
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule: 'CADASTRAR_DESPACHO' },
      schema: {
        tags,
        summary: 'Excluir tipo de veículo (recusado enquanto um despacho aberto o usar)',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await excluirTipoVeiculo(app.db, ator(request), id);
      await app.mudancas.publish({ entity: 'tipo-veiculo', id, action: 'excluido' });
      return { data };
    },
  );
};
export default route;
