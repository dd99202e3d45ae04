import {
  ZInventario,
  ZInventarioInput,
  ZInventarioResumo,
  ZInventariosQuery,
  ZLeituraInventario,
} from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdempotencyKey } from '../../../lib/idempotencia.ts';
import { ator, ZIdParam } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import { abrirInventario } from '../../../modules/inventarios/abrir-inventario.ts';
import { concluirInventario } from '../../../modules/inventarios/concluir-inventario.ts';
import { listarInventarios } from '../../../modules/inventarios/listar-inventarios.ts';
import { obterInventario } from '../../../modules/inventarios/obter-inventario.ts';
import { registrarLeitura } from '../../../modules/inventarios/registrar-leitura.ts';

const ZResposta = z.object({ data: ZInventario });

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { rule: 'REALIZAR_INVENTARIO' },
      schema: {
        tags: ['inventarios'],
        summary: 'Os inventários, do mais novo ao mais antigo (estado=ABERTO|CONCLUIDO)',
        querystring: ZInventariosQuery,
        response: {
          200: z.object({ data: z.array(ZInventarioResumo) }),
          ...erros(400, 401, 403),
        },
      },
    },
    async (request) => ({ data: await listarInventarios(app.db, request.query.estado) }),
  );

  app.post(
    '/',
    {
      config: { rule: 'REALIZAR_INVENTARIO' },
      schema: {
        tags: ['inventarios'],
        summary: 'Abrir um inventário sobre os grupos',
        body: ZInventarioInput,
        response: {
          201: z.object({ data: z.object({ id: z.number().int() }) }),
          ...erros(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const id = await abrirInventario(app.db, app.layout, ator(request), request.body.grupos);
      return reply.status(201).send({ data: { id } });
    },
  );

  app.get(
    '/:id',
    {
      config: { rule: 'REALIZAR_INVENTARIO' },
      schema: {
        tags: ['inventarios'],
        summary: 'O inventário: progresso, endereços lidos e diferenças (e como foram resolvidas)',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await obterInventario(app.db, app.layout, request.params.id) }),
  );

  app.post(
    '/:id/leituras',
    {
      config: { rule: 'REALIZAR_INVENTARIO' },
      schema: {
        tags: ['inventarios'],
        summary:
          'O que se viu num endereço ([] para vazio); uma nova leitura do endereço substitui a anterior (Idempotency-Key opcional)',
        params: ZIdParam,
        headers: ZIdempotencyKey,
        body: ZLeituraInventario,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const usuario = ator(request);
      const { id } = request.params;
      const k = request.headers['idempotency-key'];
      const chave = k
        ? { chave: k, operacao: `leitura inventario ${id}`, usuarioId: usuario.id }
        : undefined;
      return { data: await registrarLeitura(app.db, app.layout, usuario, id, request.body, chave) };
    },
  );

  app.post(
    '/:id/concluir',
    {
      config: { rule: 'REALIZAR_INVENTARIO' },
      schema: {
        tags: ['inventarios'],
        summary: 'Concluir o inventário: não aceita mais leituras',
        params: ZIdParam,
        response: { 200: ZResposta, ...erros(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await concluirInventario(app.db, ator(request), request.params.id);
      return { data: await obterInventario(app.db, app.layout, request.params.id) };
    },
  );
};
export default route;
