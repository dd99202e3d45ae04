/** Payloads and replies of the main-yard coil calls (part1 §3, §5), shared by server and web. */
import { z } from 'zod';
import { ENDERECO_PATTERN } from '../endereco.ts';
import {
  codigoDe,
  codigos,
  FLUXOS,
  GRUPOS,
  MATERIAIS,
  PROXIMOS_PROCESSOS,
  TIPOS_PATIO,
  TURNOS,
} from '../opcoes.ts';
import { MSG, zTexto } from './comum.ts';

/** decisions.md §4; docs/yard-rules.md lists the transitions. */
export const STATUS_BOBINA = [
  'PLANEJADA',
  'NO_PATIO',
  'EM_MOVIMENTO',
  'CARREGADA',
  'EXPEDIDA',
] as const;
export type StatusBobina = (typeof STATUS_BOBINA)[number];

const MSG_BOBINA = {
  opcaoInvalida: 'Opção inválida',
  dataInvalida: 'Data inválida',
  numero: 'Informe um número',
  negativo: 'Não pode ser negativo',
  alto: 'Valor alto demais',
} as const;

/** Spaces and hyphens of a masked input ("0001 - AN0 - 9") are dropped. */
const normalizarEndereco = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/** "0001AN09", the address pattern of decisions.md §4. */
export const zEndereco = z
  .string({ error: MSG.obrigatorio })
  .overwrite(normalizarEndereco)
  .min(1, { error: MSG.obrigatorio, abort: true })
  .regex(ENDERECO_PATTERN, { error: MSG.formato });

/** A code of an option list; "LQ-Linha a quente" counts as LQ (part1 §3). */
const zCodigo = (validos: readonly string[]) =>
  zTexto(100)
    .transform((v) => codigoDe(v).toUpperCase())
    .refine((v) => validos.includes(v), { error: MSG_BOBINA.opcaoInvalida });

/** An optional code: empty, absent or null is null. */
const zCodigoOpcional = (validos: readonly string[]) =>
  z
    .string({ error: MSG_BOBINA.opcaoInvalida })
    .nullish()
    .transform((v) => (v?.trim() ? codigoDe(v).toUpperCase() : null))
    .refine((v) => v === null || validos.includes(v), { error: MSG_BOBINA.opcaoInvalida });

const zMedida = z
  .number({ error: MSG_BOBINA.numero })
  .min(0, { error: MSG_BOBINA.negativo })
  .max(1_000_000, { error: MSG_BOBINA.alto })
  .nullish()
  .transform((v) => v ?? null);

const LAMINACAO_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function dataValida(v: string): boolean {
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = (LAMINACAO_RE.exec(v) ?? [])
    .slice(1)
    .map((x) => Number(x ?? 0));
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99; a round trip catches 2024-02-30.
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** Lamination date-time as the mill's wall clock, `YYYY-MM-DDTHH:mm` (seconds tolerated). */
export const zLaminacaoAt = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, { error: MSG.obrigatorio, abort: true })
  .regex(LAMINACAO_RE, { error: MSG.formato, abort: true })
  .refine(dataValida, { error: MSG_BOBINA.dataInvalida })
  .transform((v) => v.slice(0, 16));

const campos = {
  item: zTexto(50),
  lote: zTexto(50),
  grupo: zCodigo(codigos(GRUPOS)),
  material: zCodigo(codigos(MATERIAIS)),
  laminacaoAt: zLaminacaoAt,
  laminacaoTurno: z
    .number({ error: MSG.obrigatorio })
    .refine((v) => (TURNOS as readonly number[]).includes(v), { error: MSG_BOBINA.opcaoInvalida }),
  isResfriada: z.boolean({ error: MSG.obrigatorio }).default(false),
  isLege: z.boolean({ error: MSG.obrigatorio }).default(false),
  peso: zMedida,
  espessura: zMedida,
  largura: zMedida,
  proximoProcesso: zCodigoOpcional(codigos(PROXIMOS_PROCESSOS)),
  fluxo: zCodigoOpcional(FLUXOS),
  tipo: zCodigoOpcional(TIPOS_PATIO.map((t) => t.codigo)),
};

/** POST bobinas: a coil placed in the main yard. */
export const ZBobinaInput = z.object({ ...campos, endereco: zEndereco });
export type TBobinaInput = z.infer<typeof ZBobinaInput>;
export type TBobinaForm = z.input<typeof ZBobinaInput>;

/**
 * PUT bobinas/{id}: item, lote and endereco are read-only (may be left out; a different value
 * is refused: the address changes only through the correction, which checks the yard rules).
 */
export const ZBobinaAlteracao = z.object({
  ...campos,
  item: zTexto(50).optional(),
  lote: zTexto(50).optional(),
  endereco: z
    .string()
    .nullish()
    .transform((v) => (v ? normalizarEndereco(v) : null)),
});
export type TBobinaAlteracao = z.infer<typeof ZBobinaAlteracao>;

/** `force=true` repeats a call the yard rules refused with 422 (part1 §4). */
export const ZForca = z.object({
  force: z.stringbool({ error: 'Valor inválido' }).default(false),
});

export const ZCorrigirEndereco = ZForca.extend({ novoEndereco: zEndereco });

export const ZBobina = z.object({
  id: z.number().int(),
  item: z.string(),
  lote: z.string(),
  endereco: z.string().nullable(),
  grupo: z.string(),
  material: z.string(),
  fluxo: z.string().nullable(),
  /** `YYYY-MM-DDTHH:mm`, wall clock. */
  laminacaoAt: z.string(),
  laminacaoTurno: z.number().int(),
  isResfriada: z.boolean(),
  isLege: z.boolean(),
  peso: z.number().nullable(),
  espessura: z.number().nullable(),
  largura: z.number().nullable(),
  proximoProcesso: z.string().nullable(),
  tipo: z.string().nullable(),
  status: z.enum(STATUS_BOBINA),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBobina = z.infer<typeof ZBobina>;

/** A row of the yard list and of the map: what the table and the cell popover show. */
export const ZBobinaLinha = ZBobina.omit({
  peso: true,
  espessura: true,
  proximoProcesso: true,
  tipo: true,
  createdAt: true,
  updatedAt: true,
});
export type TBobinaLinha = z.infer<typeof ZBobinaLinha>;

export const ZMovimento = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  usuarioEmail: z.string().nullable(),
  de: z.string().nullable(),
  para: z.string().nullable(),
  statusDe: z.string().nullable(),
  statusPara: z.string(),
  motivo: z.string(),
});
export type TMovimento = z.infer<typeof ZMovimento>;
