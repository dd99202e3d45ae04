/** Payloads and replies of the main-yard coil calls (docs/product/main-yard.md#coil-fields, docs/product/main-yard.md#input-validation), shared by server and web. */
import { z } from 'zod';
import { ENDERECO_PATTERN, limparEndereco } from '../endereco.ts';
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
import {
  zEspessura,
  zItem,
  zItemLivre,
  zLaminacaoAt,
  zLaminacaoAtLivre,
  zLargura,
  zLote,
  zLoteLivre,
  zMedidaLivre,
  zPeso,
} from './dados-bobina.ts';
import { ZEvento } from './eventos.ts';

/** docs/yard-rules.md; docs/yard-rules.md lists the transitions. */
export const STATUS_BOBINA = [
  'PLANEJADA',
  'NO_PATIO',
  'EM_MOVIMENTO',
  'CARREGADA',
  'EXPEDIDA',
] as const;
export type StatusBobina = (typeof STATUS_BOBINA)[number];

const MSG_BOBINA = { opcaoInvalida: 'Opção inválida' } as const;

/** "0001AN09", the address pattern of docs/yard-rules.md. */
export const zEndereco = z
  .string({ error: MSG.obrigatorio })
  .overwrite(limparEndereco)
  .min(1, { error: MSG.obrigatorio, abort: true })
  .regex(ENDERECO_PATTERN, { error: MSG.formato });

/** A code of an option list; "LQ-Linha a quente" counts as LQ (docs/product/main-yard.md#coil-fields). */
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

const campos = {
  item: zItem,
  lote: zLote,
  grupo: zCodigo(codigos(GRUPOS)),
  material: zCodigo(codigos(MATERIAIS)),
  laminacaoAt: zLaminacaoAt,
  laminacaoTurno: z
    .number({ error: MSG.obrigatorio })
    .refine((v) => (TURNOS as readonly number[]).includes(v), { error: MSG_BOBINA.opcaoInvalida }),
  isResfriada: z.boolean({ error: MSG.obrigatorio }).default(false),
  isLege: z.boolean({ error: MSG.obrigatorio }).default(false),
  peso: zPeso,
  espessura: zEspessura,
  largura: zLargura,
  proximoProcesso: zCodigoOpcional(codigos(PROXIMOS_PROCESSOS)),
  fluxo: zCodigoOpcional(FLUXOS),
  tipo: zCodigoOpcional(TIPOS_PATIO.map((t) => t.codigo)),
};

/** POST bobinas: a coil placed in the main yard. */
export const ZBobinaInput = z.object({ ...campos, endereco: zEndereco });
export type TBobinaInput = z.infer<typeof ZBobinaInput>;
export type TBobinaForm = z.input<typeof ZBobinaInput>;

/** The data rules a stored coil is edited under: the service checks the changed fields. */
export const camposDeAlteracao = {
  laminacaoAt: zLaminacaoAtLivre,
  peso: zMedidaLivre,
  espessura: zMedidaLivre,
  largura: zMedidaLivre,
};

/**
 * PUT bobinas/{id}: item, lote and endereco are read-only (may be left out; a different value
 * is refused: the address changes only through the correction, which checks the yard rules).
 * Values kept as stored pass even when they predate the data rules (errosDosDadosAlterados).
 */
export const ZBobinaAlteracao = z.object({
  ...campos,
  ...camposDeAlteracao,
  item: zItemLivre.optional(),
  lote: zLoteLivre.optional(),
  endereco: z
    .string()
    .nullish()
    .transform((v) => (v ? limparEndereco(v) : null)),
});
export type TBobinaAlteracao = z.infer<typeof ZBobinaAlteracao>;

/** `force=true` repeats a call the yard rules refused with 422 (docs/product/main-yard.md#screen-states). */
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
  /** Edit version: send it back as If-Match to refuse saving over someone else's change. */
  versao: z.number().int(),
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
  versao: true,
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
  /**
   * When it happened, where that was before `createdAt` (when the server received it): a cab's
   * tap made off-line (docs/offline.md). Null for a line written as it happened.
   */
  ocorridoEm: z.string().nullable(),
});
export type TMovimento = z.infer<typeof ZMovimento>;

const MSG_LOTE_HISTORICO = 'Informe o lote da bobina.';

/** GET bobinas/historico?lote=…: the lot to follow (shipped coils included). */
export const ZHistoricoQuery = z.object({
  lote: z
    .string({ error: MSG_LOTE_HISTORICO })
    .trim()
    .min(1, { error: MSG_LOTE_HISTORICO })
    .max(50, { error: MSG_LOTE_HISTORICO }),
});

/** One line of a coil's timeline: a movement of one of the lot's coils, or an event naming the lot. */
export const ZHistoricoItem = z.discriminatedUnion('origem', [
  ZMovimento.extend({
    origem: z.literal('MOVIMENTO'),
    bobinaId: z.number().int(),
    /** Yard rules the user forced on this move (from the motivo's "(forçado: …)"). */
    regrasForcadas: z.array(z.string()),
  }),
  ZEvento.extend({ origem: z.literal('EVENTO') }),
]);
export type THistoricoItem = z.infer<typeof ZHistoricoItem>;

export const ZHistoricoLote = z.object({
  lote: z.string(),
  /** Every coil that carried the lot, the current one first (shipped ones free their lot). */
  bobinas: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      endereco: z.string().nullable(),
      item: z.string(),
    }),
  ),
  /** Newest first. */
  itens: z.array(ZHistoricoItem),
  /** True when the events were cut at the newest ones the server returns. */
  eventosTruncados: z.boolean(),
});
export type THistoricoLote = z.infer<typeof ZHistoricoLote>;
