/**
 * Transfer instructions and crane operations (docs/product/operations.md#instruction-record,
 * docs/product/operations.md#crane-operation-record, docs/product/operations.md#form-checks,
 * docs/product/operations.md#constants; docs/product/server-contract.md#instructions-and-cranes).
 */
import { z } from 'zod';
import { ENDERECO_PATTERN, limparEndereco } from '../endereco.ts';
import { ponteDoCodigo } from '../pontes.ts';
import { MSG } from './comum.ts';

/** REMANEJAMENTO: moves a pyramid coil off a coil another instruction must lift (docs/relocation.md). */
export const TIPOS_INSTRUCAO = ['MANUAL', 'DESPACHO', 'REMANEJAMENTO'] as const;
export type TipoInstrucao = (typeof TIPOS_INSTRUCAO)[number];

export const ESTADOS_INSTRUCAO = ['ABERTA', 'SELECIONADA', 'INICIADA', 'CONCLUIDA'] as const;
export type EstadoInstrucao = (typeof ESTADOS_INSTRUCAO)[number];

/** docs/product/operations.md#constants: lote has 10 characters, destino 8. */
export const LOTE_INSTRUCAO_TAMANHO = 10;
export const DESTINO_TAMANHO = 8;

const MSG_PONTE = 'Ponte rolante inválida.';

/** A crane as the client sends it, with or without '#'; the output is its name (PR#493). */
export const zPonte = z.string({ error: MSG_PONTE }).transform((v, ctx) => {
  const ponte = ponteDoCodigo(v);
  if (!ponte) ctx.addIssue({ code: 'custom', message: MSG_PONTE });
  return ponte ?? z.NEVER;
});

/**
 * Exactly `n` characters, with the generic messages of docs/product/main-yard.md#generic-messages.
 */
const zExato = (n: number) =>
  z
    .string({ error: MSG.obrigatorio })
    .trim()
    .min(1, { error: MSG.obrigatorio, abort: true })
    .min(n, { error: MSG.min(n), abort: true })
    .max(n, { error: MSG.max(n), abort: true });

/**
 * POST instrucoes / PUT instrucoes/{id} (docs/product/operations.md#instruction-record,
 * docs/product/operations.md#form-checks). The address input may be masked.
 */
export const ZInstrucaoInput = z.object({
  lote: zExato(LOTE_INSTRUCAO_TAMANHO),
  destino: z
    .string({ error: MSG.obrigatorio })
    .overwrite(limparEndereco)
    .pipe(zExato(DESTINO_TAMANHO).regex(ENDERECO_PATTERN, { error: MSG.formato })),
});
export type TInstrucaoInput = z.infer<typeof ZInstrucaoInput>;

/**
 * A row of GET instrucoes (docs/product/operations.md#instruction-record), plus what the screens
 * show beside it.
 */
export const ZInstrucaoLinha = z.object({
  id: z.number().int(),
  bobinaId: z.number().int(),
  lote: z.string(),
  /** The coil's current slot (it keeps it while lifted). */
  origem: z.string().nullable(),
  /** Null for a dispatch instruction: the coil goes onto the vehicle. */
  destino: z.string().nullable(),
  tipo: z.enum(TIPOS_INSTRUCAO),
  ticada: z.boolean(),
  estado: z.enum(ESTADOS_INSTRUCAO),
  /** Selected or started on a crane. */
  isSelecionada: z.boolean(),
  isIniciada: z.boolean(),
  /** Crane code without '#', while selected or started. */
  ponte: z.string().nullable(),
  /** The coil's forced cooling: decides the client's cooling pre-check on a new destination. */
  isLege: z.boolean(),
  /** Identification of the dispatch of a DESPACHO instruction. */
  despacho: z.string().nullable(),
  /** Edit version: send it back as If-Match to refuse saving over someone else's change. */
  versao: z.number().int(),
  /** REMANEJAMENTO: the lots of the coils it frees (empty once none waits for it). */
  libera: z.array(z.string()),
  /** The lots of the open relocations this instruction waits for: no crane may take it yet. */
  aguardando: z.array(z.string()),
  /** Why a relocation no instruction waits for any more still runs (it had started). */
  motivo: z.string().nullable(),
});
export type TInstrucaoLinha = z.infer<typeof ZInstrucaoLinha>;

/** One operation of a crane, in order (docs/product/operations.md#crane-operation-record). */
export const ZOperacao = z.object({
  ponte: z.string(),
  instrucaoId: z.number().int(),
  /** The coil, for the advisor's "Sugerir endereço" on "Editar destino". */
  bobinaId: z.number().int(),
  lote: z.string(),
  origem: z.string().nullable(),
  destino: z.string().nullable(),
  isIniciada: z.boolean(),
  tipo: z.enum(TIPOS_INSTRUCAO),
  isLege: z.boolean(),
  despacho: z.string().nullable(),
  /** REMANEJAMENTO: the lots it frees. */
  libera: z.array(z.string()),
});
export type TOperacao = z.infer<typeof ZOperacao>;

const MSG_INSTRUCAO_ID = 'Instrução inválida.';
const zInstrucaoId = z
  .number({ error: MSG_INSTRUCAO_ID })
  .int({ error: MSG_INSTRUCAO_ID })
  .min(1, { error: MSG_INSTRUCAO_ID })
  .max(2_147_483_647, { error: MSG_INSTRUCAO_ID });

/** POST operacoes: one or two instructions for a crane (segundaInstrucaoId null for one). */
export const ZOperacaoInput = z
  .object({
    ponte: zPonte,
    primeiraInstrucaoId: zInstrucaoId,
    segundaInstrucaoId: zInstrucaoId.nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.primeiraInstrucaoId !== v.segundaInstrucaoId, {
    error: 'Selecione duas instruções diferentes.',
    path: ['segundaInstrucaoId'],
  });
export type TOperacaoInput = z.infer<typeof ZOperacaoInput>;

/** Path parameters of the crane calls: the crane (PR493, or PR%23493) and an instruction. */
export const ZPonteParam = z.object({ ponte: zPonte });
export const ZPonteInstrucaoParam = ZPonteParam.extend({
  instrucaoId: z.coerce
    .number({ error: MSG_INSTRUCAO_ID })
    .int({ error: MSG_INSTRUCAO_ID })
    .min(1, { error: MSG_INSTRUCAO_ID })
    .max(2_147_483_647, { error: MSG_INSTRUCAO_ID }),
});
