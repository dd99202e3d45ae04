import { ZBobina, ZBobinaAlteracao } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { enviarEtag, versaoEsperada, ZIfMatch } from '../../../lib/versao.ts';
import { atualizarBobina } from '../../../modules/bobinas/atualizar-bobina.ts';
import { excluirBobina } from '../../../modules/bobinas/excluir-bobina.ts';
import { obterBobina } from '../../../modules/bobinas/obter-bobina.ts';

const ZResposta = z.object({ data: ZBobina });
const tags = ['bobinas'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Obter bobina',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 404) },
      },
    },
    async (request, reply) => ({
      data: enviarEtag(reply, await obterBobina(app.db, request.params.id)),
    }),
  );

  app.put(
    '/:id',
    {
      config: { rule: 'ALTERAR_INFORMACOES_DA_BOBINA' },
      schema: {
        tags,
        summary: 'Alterar informações da bobina (item, lote e endereço não mudam aqui)',
        params: ZIdParam,
        headers: ZIfMatch,
        body: ZBobinaAlteracao,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const versao = versaoEsperada(request);
      const data = await atualizarBobina(app.db, ator(request), id, request.body, versao);
      await app.mudancas.publish({ entity: 'bobina', id: data.id, action: 'atualizada' });
      return { data };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule: 'EXCLUIR_BOBINA' },
      schema: {
        tags,
        summary: 'Excluir bobina do pátio (nunca uma com bobina empilhada sobre ela)',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await excluirBobina(app.db, ator(request), request.params.id);
      await app.mudancas.publish({ entity: 'bobina', id: request.params.id, action: 'excluida' });
      return { data };
    },
  );
};
export default route;
