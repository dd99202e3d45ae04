import { ZBobina, ZBobinaInput, ZBobinaLinha, ZForca, ZListQuery } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSerializer, ZPage } from '../../../lib/list/page-schema.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { criarBobina } from '../../../modules/bobinas/criar-bobina.ts';
import { listarBobinas } from '../../../modules/bobinas/listar-bobinas.ts';
import { ehOMapa, jaTem, mapaGuardado } from '../../../modules/bobinas/mapa-guardado.ts';
import { imprimirNaEntrada } from '../../../modules/etiquetas/imprimir-na-entrada.ts';

const ZResposta = z.object({ data: ZBobina });
const ZPagina = ZPage('bobinas', ZBobinaLinha);
const escreverPagina = pageSerializer(ZPagina);
const tags = ['bobinas'];

const route: FastifyPluginAsyncZod = async (app) => {
  // The written map is the same bytes the serializer gives (a string reply is sent as it is).
  const mapa = escreverPagina ? mapaGuardado(escreverPagina) : null;
  app.get(
    '/',
    {
      config: { rule: null },
      schema: {
        tags,
        summary: 'Bobinas do pátio principal (sem pageSize: todas, para o mapa)',
        querystring: ZListQuery,
        response: {
          200: ZPagina,
          304: z.null().describe('O mapa não mudou desde o ETag enviado em If-None-Match'),
          ...erros(400, 401),
        },
      },
    },
    async (request, reply) => {
      if (!mapa || !ehOMapa(request.query)) return listarBobinas(app.db, request.query);
      const { corpo, etag } = await mapa(app.db, request.query);
      // A screen that holds this map revalidates it (no-cache) and gets 304 without the body.
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // No payload at all (not the schema's null, which would be serialized as 4 bytes): a 304
      // carries neither a body nor a Content-Length.
      if (jaTem(request.headers['if-none-match'], etag))
        return reply.code(304).send(undefined as never);
      // Already-written JSON: the type provider types send() by the schema, not by bytes.
      return reply.type('application/json; charset=utf-8').send(corpo as never);
    },
  );

  app.post(
    '/',
    {
      config: { rule: 'CADASTRAR_BOBINA' },
      schema: {
        tags,
        summary: 'Cadastrar bobina no pátio (force=true confirma regra contornável, 422)',
        querystring: ZForca,
        body: ZBobinaInput,
        response: { 201: ZResposta, ...erros(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { force } = request.query;
      const data = await criarBobina(app.db, app.layout, ator(request), request.body, force);
      await app.mudancas.publish({ entity: 'bobina', id: data.id, action: 'criada' });
      imprimirNaEntrada(app.db, app.layout, app.config, [data.lote]);
      return reply.status(201).send({ data });
    },
  );
};
export default route;
