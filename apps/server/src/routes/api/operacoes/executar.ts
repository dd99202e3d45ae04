import { codigoDaPonte, ZOperacao, ZPonteParam } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdempotencyKey } from '../../../lib/idempotencia.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import type { UsuarioAutenticado } from '../../../modules/auth/carregar-usuario.ts';
import { pegarBobina } from '../../../modules/operacoes/pegar-bobina.ts';
import { soltarBobina } from '../../../modules/operacoes/soltar-bobina.ts';
import { DestinoReplanejado } from '../../../modules/remanejamentos/replanejar-remanejamento.ts';

const schema = (summary: string) => ({
  tags: ['operacoes'],
  summary,
  params: ZPonteParam,
  headers: ZIdempotencyKey,
  response: { 200: z.array(ZOperacao), ...erros(400, 401, 403, 409) },
});

/** The call's idempotency key, when the client sent one (docs/relocation.md). */
const chaveDe = (
  headers: z.output<typeof ZIdempotencyKey>,
  acao: string,
  ponte: string,
  usuario: UsuarioAutenticado,
) => {
  const chave = headers['idempotency-key'];
  return chave ? { chave, operacao: `${acao} ${ponte}`, usuarioId: usuario.id } : undefined;
};

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:ponte/pegar',
    {
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: schema('Pegar a bobina da primeira instrução (sem corpo; Idempotency-Key opcional)'),
    },
    async (request) => {
      const { ponte } = request.params;
      const usuario = ator(request);
      const chave = chaveDe(request.headers, 'pegar', ponte, usuario);
      const { operacoes, repetida } = await pegarBobina(app.db, usuario, ponte, chave);
      if (!repetida) {
        await app.mudancas.publish({
          entity: 'operacao',
          id: codigoDaPonte(ponte),
          action: 'pegar',
        });
      }
      return operacoes;
    },
  );

  app.put(
    '/:ponte/soltar',
    {
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: schema(
        'Soltar a bobina no destino, ou no veículo do despacho (sem corpo; Idempotency-Key opcional)',
      ),
    },
    async (request) => {
      const { ponte } = request.params;
      const usuario = ator(request);
      const chave = chaveDe(request.headers, 'soltar', ponte, usuario);
      const soltura = await soltarBobina(app.db, app.layout, usuario, ponte, chave).catch(
        async (err) => {
          if (err instanceof DestinoReplanejado) {
            await app.mudancas.publish({
              entity: 'instrucao',
              id: err.instrucaoId,
              action: 'atualizada',
            });
          }
          throw err;
        },
      );
      if (soltura.repetida) return soltura.operacoes;
      await app.mudancas.publish({
        entity: 'operacao',
        id: codigoDaPonte(ponte),
        action: 'soltar',
      });
      if (soltura.despachoId !== null) {
        await app.mudancas.publish({
          entity: 'despacho',
          id: soltura.despachoId,
          action: 'bobina-carregada',
        });
      }
      return soltura.operacoes;
    },
  );
};
export default route;
