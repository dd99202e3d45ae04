/**
 * A cab that went on working off-line (docs/offline.md): what a pick or drop tells about the tap
 * behind it, and the divergences kept when the server had to refuse one.
 */
import { z } from 'zod';
import { zEndereco } from './bobinas.ts';
import { ZListQuery } from './comum.ts';

/** How long a tap may wait in a cab's queue: the window an Idempotency-Key is kept. */
export const JANELA_IDEMPOTENCIA_DIAS = 7;
/** A tablet's clock may run ahead of the server's by this much. */
export const ADIANTAMENTO_MAXIMO_MS = 2 * 60_000;

export const MSG_OCORRIDO_EM = {
  formato: 'ocorridoEm deve ser uma data e hora ISO 8601 com fuso (ex.: 2026-11-28T10:15:00Z).',
  futuro: 'ocorridoEm está mais de 2 minutos no futuro: confira o relógio do tablet.',
  antigo: `ocorridoEm é mais antigo que ${JANELA_IDEMPOTENCIA_DIAS} dias (a janela da Idempotency-Key): registre a movimentação pelo supervisor.`,
} as const;

export { CODIGOS_OPERACAO, type CodigoOperacao } from './codigos-da-cabine.ts';

export const MSG_OPERACAO_DIFERENTE =
  'A instrução desta tela não é mais a operação atual da ponte. Atualize a tela.';

/** The tap's time: ISO 8601 with an offset, within the window a queued tap may be replayed. */
export const zOcorridoEm = z
  .string({ error: MSG_OCORRIDO_EM.formato })
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, {
    error: MSG_OCORRIDO_EM.formato,
    abort: true,
  })
  .refine((v) => Date.parse(v) <= Date.now() + ADIANTAMENTO_MAXIMO_MS, {
    error: MSG_OCORRIDO_EM.futuro,
    abort: true,
  })
  .refine((v) => Date.parse(v) >= Date.now() - JANELA_IDEMPOTENCIA_DIAS * 86_400_000, {
    error: MSG_OCORRIDO_EM.antigo,
  })
  .transform((v) => new Date(v).toISOString());

const MSG_INSTRUCAO_ID = 'instrucaoId deve ser o número da instrução mostrada na tela.';

/**
 * What a cab tells with a pick or a drop besides its reading (ZToqueDaPonte, leitura.ts), all
 * optional: the instruction the screen acted on, whether the tap was made without a connection,
 * when, and what the screen showed (the lot and the address), kept on a divergence when the
 * server can no longer read them.
 */
export const CAMPOS_DO_TOQUE = {
  instrucaoId: z
    .number({ error: MSG_INSTRUCAO_ID })
    .int({ error: MSG_INSTRUCAO_ID })
    .min(1, { error: MSG_INSTRUCAO_ID })
    .max(2_147_483_647, { error: MSG_INSTRUCAO_ID })
    .describe('A instrução que a tela mostrava (OPERACAO_DIFERENTE se não for a atual)'),
  offline: z
    .boolean({ error: 'offline deve ser true ou false.' })
    .describe('Toque feito sem conexão: uma recusa vira divergência'),
  ocorridoEm: zOcorridoEm.describe('Quando o toque aconteceu (ISO 8601)'),
  lote: z.string().trim().min(1).max(50).describe('O lote que a tela mostrava'),
  endereco: zEndereco.describe('O endereço que a tela mostrava (origem ou destino)'),
};

export const ESTADOS_DIVERGENCIA = ['ABERTA', 'APLICADA', 'DESCARTADA'] as const;
export type EstadoDivergencia = (typeof ESTADOS_DIVERGENCIA)[number];

export const ZDivergencia = z.object({
  id: z.number().int(),
  estado: z.enum(ESTADOS_DIVERGENCIA),
  ponte: z.string(),
  acao: z.enum(['pegar', 'soltar']),
  instrucaoId: z.number().int().nullable(),
  lote: z.string().nullable(),
  endereco: z.string().nullable(),
  ocorridoEm: z.string(),
  recebidoEm: z.string(),
  codigo: z.string(),
  mensagem: z.string(),
  usuario: z.string(),
  resolvidaEm: z.string().nullable(),
  resolvidaPor: z.string().nullable(),
  motivo: z.string().nullable(),
});
export type TDivergencia = z.infer<typeof ZDivergencia>;

/**
 * The list's query: `estado` (the badge's short form) and, for the supervisor's screen, the
 * usual page, order and Gridify filter over the record's fields.
 */
export const ZDivergenciasQuery = ZListQuery.extend({
  estado: z
    .enum(ESTADOS_DIVERGENCIA, { error: 'estado: ABERTA, APLICADA ou DESCARTADA.' })
    .optional(),
});

export type TDivergenciasQuery = z.infer<typeof ZDivergenciasQuery>;

export const ZResolverDivergencia = z.object({
  acao: z.enum(['aplicar', 'descartar'], { error: 'acao: aplicar ou descartar.' }),
  endereco: zEndereco.optional(),
  motivo: z
    .string({ error: 'Informe o motivo.' })
    .trim()
    .min(1, { error: 'Informe o motivo.' })
    .max(500, { error: 'Máximo de 500 caracteres' }),
});
export type TResolverDivergencia = z.input<typeof ZResolverDivergencia>;
