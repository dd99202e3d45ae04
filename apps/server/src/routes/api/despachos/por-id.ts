import { ZDespacho, ZDespachoAlteracaoQuery, ZDespachoBobinaAlteracao } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ator,
  publicarRemanejamentos,
  ZIdParam,
  ZRemanejamentosPlanejados,
} from '../../../lib/route-helpers.ts';
import { erros, ZMensagem } from '../../../lib/schemas.ts';
import { enviarEtag, versaoEsperada, ZIfMatch } from '../../../lib/versao.ts';
import { atualizarDespacho } from '../../../modules/despachos/atualizar-despacho.ts';
import { excluirDespacho } from '../../../modules/despachos/excluir-despacho.ts';
import { obterDespacho } from '../../../modules/despachos/obter-despacho.ts';

const ZResposta = z.object({ data: ZDespacho });
const tags = ['despachos'];

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Obter despacho com suas bobinas',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 404) },
      },
    },
    async (request, reply) => ({
      data: enviarEtag(reply, await obterDespacho(app.db, request.params.id)),
    }),
  );

  app.put(
    '/:id',
    {
      config: { rule: 'EDITAR_DESPACHO' },
      schema: {
        tags,
        summary: 'Incluir (incluir=true) ou excluir (excluir=true) uma bobina do despacho',
        params: ZIdParam,
        querystring: ZDespachoAlteracaoQuery,
        headers: ZIfMatch,
        body: ZDespachoBobinaAlteracao,
        response: {
          200: ZResposta.extend({ remanejamentos: ZRemanejamentosPlanejados }),
          ...erros(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const acao = request.query.incluir ? 'incluir' : 'excluir';
      const versao = versaoEsperada(request);
      const { data, remanejamentos } = await atualizarDespacho(
        app.db,
        app.layout,
        ator(request),
        id,
        acao,
        request.body,
        versao,
      );
      await app.mudancas.publish({ entity: 'despacho', id, action: `bobina-${acao}` });
      await publicarRemanejamentos(app.mudancas, remanejamentos.ids);
      return { data, remanejamentos: remanejamentos.mensagens };
    },
  );

  app.delete(
    '/:id',
    {
      config: { rule: 'EXCLUIR_DESPACHO' },
      schema: {
        tags,
        summary: 'Excluir despacho (nenhuma bobina carregada) e suas instruções',
        params: ZIdParam,
        response: { 200: ZMensagem, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const data = await excluirDespacho(app.db, ator(request), id);
      await app.mudancas.publish({ entity: 'despacho', id, action: 'excluido' });
      return { data };
    },
  );
};
export default route;
