import { codigoDaPonte, ZOperacao, ZPonteParam, ZToqueDaPonte } from '@patio/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdempotencyKey } from '../../../lib/idempotencia.ts';
import { ator } from '../../../lib/route-helpers.ts';
import { erros } from '../../../lib/schemas.ts';
import type { UsuarioAutenticado } from '../../../modules/auth/carregar-usuario.ts';
import { registrarDivergencia } from '../../../modules/divergencias/registrar-divergencia.ts';
import { pegarBobina } from '../../../modules/operacoes/pegar-bobina.ts';
import { soltarBobina } from '../../../modules/operacoes/soltar-bobina.ts';
import type { Toque } from '../../../modules/operacoes/toque.ts';
import { DestinoReplanejado } from '../../../modules/remanejamentos/replanejar-remanejamento.ts';

const schema = (summary: string) => ({
  tags: ['operacoes'],
  summary,
  params: ZPonteParam,
  headers: ZIdempotencyKey,
  body: ZToqueDaPonte.nullish(),
  response: { 200: z.array(ZOperacao), ...erros(400, 401, 403, 409) },
});

const CORPO =
  ' Também: instrucaoId (a instrução da tela), offline, ocorridoEm (ISO 8601), lote, endereco (docs/offline.md).';

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

/** The tap's details with the absent ones left out. */
const toqueDe = (corpo: z.output<typeof ZToqueDaPonte> | null | undefined): Toque =>
  Object.fromEntries(Object.entries(corpo ?? {}).filter(([, v]) => v !== undefined));

const route: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:ponte/pegar',
    {
      config: { rule: 'EXECUTAR_INSTRUCAO' },
      schema: schema(
        `Pegar a bobina da primeira instrução ({lido} opcional: o lote lido da etiqueta; Idempotency-Key opcional).${CORPO}`,
      ),
    },
    async (request) => {
      const { ponte } = request.params;
      const usuario = ator(request);
      const chave = chaveDe(request.headers, 'pegar', ponte, usuario);
      const toque = toqueDe(request.body);
      const leitura = { ...toque, obrigatoria: app.config.leituraObrigatoria };
      const { operacoes, repetida } = await pegarBobina(
        app.db,
        usuario,
        ponte,
        chave,
        leitura,
      ).catch(async (err) => {
        if (!toque.offline) throw err;
        throw await divergencia(app, { usuario, ponte, acao: 'pegar', toque, chave }, err);
      });
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
        `Soltar a bobina no destino, ou no veículo do despacho ({lido} opcional: o endereço lido; Idempotency-Key opcional).${CORPO}`,
      ),
    },
    async (request) => {
      const { ponte } = request.params;
      const usuario = ator(request);
      const chave = chaveDe(request.headers, 'soltar', ponte, usuario);
      const toque = toqueDe(request.body);
      const soltura = await soltarBobina(app.db, app.layout, usuario, ponte, chave, toque).catch(
        async (err) => {
          if (err instanceof DestinoReplanejado) {
            await app.mudancas.publish({
              entity: 'instrucao',
              id: err.instrucaoId,
              action: 'atualizada',
            });
          }
          if (!toque.offline) throw err;
          throw await divergencia(app, { usuario, ponte, acao: 'soltar', toque, chave }, err);
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

/** An off-line tap refused: filed as a divergence, and the open screens told. */
async function divergencia(
  app: Parameters<FastifyPluginAsyncZod>[0],
  t: Parameters<typeof registrarDivergencia>[1],
  err: unknown,
): Promise<unknown> {
  const recusa = await registrarDivergencia(app.db, t, err);
  if (recusa !== err)
    await app.mudancas.publish({ entity: 'divergencia', id: null, action: 'aberta' });
  return recusa;
}
export default route;
