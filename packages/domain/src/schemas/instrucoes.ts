/** Transfer instructions and crane operations (part2 §3, §5, §9; decisions.md §6). */
import { z } from 'zod';
import { ENDERECO_PATTERN } from '../endereco.ts';
import { PONTES } from '../opcoes.ts';
import { MSG } from './comum.ts';

export const TIPOS_INSTRUCAO = ['MANUAL', 'DESPACHO'] as const;
export type TipoInstrucao = (typeof TIPOS_INSTRUCAO)[number];

export const ESTADOS_INSTRUCAO = ['ABERTA', 'SELECIONADA', 'INICIADA', 'CONCLUIDA'] as const;
export type EstadoInstrucao = (typeof ESTADOS_INSTRUCAO)[number];

/** part2 §9: lote has 10 characters, destino 8; a crane runs at most two instructions. */
export const LOTE_INSTRUCAO_TAMANHO = 10;
export const DESTINO_TAMANHO = 8;
export const MAX_OPERACOES_POR_PONTE = 2;

export type Ponte = (typeof PONTES)[number];

/** The crane code used in paths and payloads: the name without '#' (PR#493 → PR493). */
export const codigoDaPonte = (ponte: string): string => ponte.replaceAll('#', '');

/** The crane named by a code or a name ('pr493', 'PR#493'), or null when there is none. */
export function ponteDoCodigo(texto: string): Ponte | null {
  const codigo = codigoDaPonte(texto.trim().toUpperCase());
  return PONTES.find((p) => codigoDaPonte(p) === codigo) ?? null;
}

const MSG_PONTE = 'Ponte rolante inválida.';

/** A crane as the client sends it, with or without '#'; the output is its name (PR#493). */
export const zPonte = z.string({ error: MSG_PONTE }).transform((v, ctx) => {
  const ponte = ponteDoCodigo(v);
  if (!ponte) ctx.addIssue({ code: 'custom', message: MSG_PONTE });
  return ponte ?? z.NEVER;
});

/** Exactly `n` characters, with the generic messages of part1 §5. */
const zExato = (n: number) =>
  z
    .string({ error: MSG.obrigatorio })
    .trim()
    .min(1, { error: MSG.obrigatorio, abort: true })
    .min(n, { error: MSG.min(n), abort: true })
    .max(n, { error: MSG.max(n), abort: true });

/** POST instrucoes / PUT instrucoes/{id} (part2 §3, §5). The address input may be masked. */
export const ZInstrucaoInput = z.object({
  lote: zExato(LOTE_INSTRUCAO_TAMANHO),
  destino: z
    .string({ error: MSG.obrigatorio })
    .overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(zExato(DESTINO_TAMANHO).regex(ENDERECO_PATTERN, { error: MSG.formato })),
});
export type TInstrucaoInput = z.infer<typeof ZInstrucaoInput>;

/** A row of GET instrucoes (part2 §3), plus what the screens show beside it. */
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
});
export type TInstrucaoLinha = z.infer<typeof ZInstrucaoLinha>;

/** One operation of a crane, in order (part2 §3 'Operacao de ponte'). */
export const ZOperacao = z.object({
  ponte: z.string(),
  instrucaoId: z.number().int(),
  lote: z.string(),
  origem: z.string().nullable(),
  destino: z.string().nullable(),
  isIniciada: z.boolean(),
  tipo: z.enum(TIPOS_INSTRUCAO),
  isLege: z.boolean(),
  despacho: z.string().nullable(),
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
