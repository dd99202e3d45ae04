/**
 * Payloads and replies of the dispatch calls (docs/product/operations.md#dispatch-record,
 * docs/product/operations.md#form-checks, docs/product/operations.md#dispatch-calls), shared by
 * server and web.
 */
import { z } from 'zod';
import { MSG_DESPACHO_INPUT } from '../mensagens-despacho.ts';
import { zTexto } from './comum.ts';
import { ZModal, ZTipoVeiculo } from './tipos-veiculo.ts';

const zInt = (msg: string) =>
  z
    .number({ error: msg })
    .int({ error: msg })
    .min(1, { error: msg })
    .max(2_147_483_647, { error: msg });

export { ZModal };

/** Which vehicle of a typed dispatch carries a coil: 1, 2, … */
const zVeiculo = z
  .number({ error: MSG_DESPACHO_INPUT.veiculo })
  .int({ error: MSG_DESPACHO_INPUT.veiculo })
  .min(1, { error: MSG_DESPACHO_INPUT.veiculo })
  .max(1000, { error: MSG_DESPACHO_INPUT.veiculo });

/**
 * One coil of a dispatch as the form sends it; `sequencia` is its place in the loading order,
 * `veiculo` its vehicle when the dispatch names a vehicle type (absent: vehicle 1; ignored on an
 * untyped dispatch).
 */
export const ZDespachoBobinaInput = z.object({
  bobinaId: zInt(MSG_DESPACHO_INPUT.id),
  sequencia: zInt(MSG_DESPACHO_INPUT.sequencia),
  veiculo: zVeiculo.nullish(),
});
export type TDespachoBobinaInput = z.infer<typeof ZDespachoBobinaInput>;

/** POST despachos: the coils come in loading order 1..n, each coil once. */
export const ZDespachoInput = z
  .object({
    identificacao: zTexto(100),
    modal: ZModal,
    /** The vehicles' type (same modal); absent or null: an untyped dispatch. */
    tipoVeiculoId: zInt(MSG_DESPACHO_INPUT.tipoVeiculo).nullish(),
    bobinas: z
      .array(ZDespachoBobinaInput, { error: MSG_DESPACHO_INPUT.semBobinas })
      .min(1, { error: MSG_DESPACHO_INPUT.semBobinas })
      .max(1000, { error: 'Bobinas demais para um despacho' }),
  })
  .superRefine((v, ctx) => {
    const ids = new Set(v.bobinas.map((b) => b.bobinaId));
    if (ids.size !== v.bobinas.length)
      ctx.addIssue({
        code: 'custom',
        path: ['bobinas'],
        message: MSG_DESPACHO_INPUT.bobinaRepetida,
      });
    const seqs = new Set(v.bobinas.map((b) => b.sequencia));
    const n = v.bobinas.length;
    if (seqs.size !== n || v.bobinas.some((b) => b.sequencia > n))
      ctx.addIssue({ code: 'custom', path: ['bobinas'], message: MSG_DESPACHO_INPUT.sequencias });
  });
export type TDespachoInput = z.infer<typeof ZDespachoInput>;

/**
 * PUT despachos/{id} body: one coil to add or remove. On add, a missing or too large
 * `sequencia` appends the coil at the end; a smaller one inserts it there (the rest move down).
 */
export const ZDespachoBobinaAlteracao = z.object({
  bobinaId: zInt(MSG_DESPACHO_INPUT.id),
  sequencia: zInt(MSG_DESPACHO_INPUT.sequencia).nullish(),
  veiculo: zVeiculo.nullish(),
});
export type TDespachoBobinaAlteracao = z.infer<typeof ZDespachoBobinaAlteracao>;

/** PUT despachos/{id}?incluir=true|false&excluir=true|false: exactly one of them true. */
export const ZDespachoAlteracaoQuery = z
  .object({
    incluir: z.stringbool({ error: 'Valor inválido' }).default(false),
    excluir: z.stringbool({ error: 'Valor inválido' }).default(false),
  })
  .refine((q) => q.incluir !== q.excluir, {
    error: 'Informe incluir=true ou excluir=true.',
    path: ['incluir'],
  });

/** A coil as a dispatch shows it; `id` repeats `bobinaId` (the client reads `id`). */
export const ZDespachoBobina = z.object({
  id: z.number().int(),
  bobinaId: z.number().int(),
  sequencia: z.number().int(),
  lote: z.string(),
  endereco: z.string().nullable(),
  /** Forced cooling (LEGE): the address correction of a coil taken off the vehicle checks it. */
  isLege: z.boolean(),
  /** Loaded on the vehicle by a crane (and still on it). */
  carregada: z.boolean(),
  /** Typed dispatch only (an untyped one keeps the specification's shape): tons, or null. */
  peso: z.number().nullable().optional(),
  /** Typed dispatch only: the vehicle carrying the coil (1, 2, …). */
  veiculo: z.number().int().optional(),
});
export type TDespachoBobina = z.infer<typeof ZDespachoBobina>;

export const ZDespacho = z.object({
  id: z.number().int(),
  identificacao: z.string(),
  modal: ZModal,
  /** Every coil of the dispatch. */
  quantidadeBobinas: z.number().int(),
  /** Coils already loaded on the vehicle. */
  bobinasCarregadas: z.number().int(),
  finalizado: z.boolean(),
  finalizadoAt: z.string().nullable(),
  bobinas: z.array(ZDespachoBobina),
  /** Typed dispatch only: its vehicles' type (each vehicle's capacity and positions). */
  tipoVeiculoId: z.number().int().optional(),
  tipoVeiculo: ZTipoVeiculo.optional(),
  /** Edit version: send it back as If-Match to refuse saving over someone else's change. */
  versao: z.number().int(),
});
export type TDespacho = z.infer<typeof ZDespacho>;

/** One line of the dispatch manifest (romaneio), in loading order. */
export const ZRomaneioBobina = z.object({
  sequencia: z.number().int(),
  bobinaId: z.number().int(),
  lote: z.string(),
  item: z.string(),
  grupo: z.string(),
  material: z.string(),
  /** Tons, millimetres, millimetres; null when the coil was registered without them. */
  peso: z.number().nullable(),
  largura: z.number().nullable(),
  espessura: z.number().nullable(),
  status: z.string(),
  /** The slot the crane took it from: `de` of its movement into CARREGADA (null if not loaded). */
  carregadaDe: z.string().nullable(),
  carregada: z.boolean(),
  carregadaAt: z.string().nullable(),
  /** Typed dispatch only: its vehicle. */
  veiculo: z.number().int().optional(),
});
export type TRomaneioBobina = z.infer<typeof ZRomaneioBobina>;

/** GET despachos/{id}/romaneio: what the printed manifest shows. */
export const ZRomaneio = z.object({
  id: z.number().int(),
  identificacao: z.string(),
  modal: ZModal,
  createdAt: z.string(),
  finalizado: z.boolean(),
  finalizadoAt: z.string().nullable(),
  bobinas: z.array(ZRomaneioBobina),
  /** Typed dispatch only (absent once its type was deleted). */
  tipoVeiculo: ZTipoVeiculo.optional(),
  /** Typed dispatch only: one block per vehicle, in order. */
  veiculos: z
    .array(
      z.object({
        veiculo: z.number().int(),
        bobinas: z.number().int(),
        pesoT: z.number(),
        capacidadeT: z.number(),
        posicoes: z.number().int(),
      }),
    )
    .optional(),
  totais: z.object({
    bobinas: z.number().int(),
    carregadas: z.number().int(),
    /** Tons; coils without a weight count as 0. */
    peso: z.number(),
    pesoCarregado: z.number(),
  }),
});
export type TRomaneio = z.infer<typeof ZRomaneio>;

/** POST despachos/planejar: a proposal for these coils on vehicles of this type. */
export const ZPlanejarCargaInput = z.object({
  tipoVeiculoId: zInt(MSG_DESPACHO_INPUT.tipoVeiculo),
  bobinaIds: z
    .array(zInt(MSG_DESPACHO_INPUT.id), { error: MSG_DESPACHO_INPUT.semBobinas })
    .min(1, { error: MSG_DESPACHO_INPUT.semBobinas })
    .max(200, { error: 'Planeje no máximo 200 bobinas de uma vez.' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: MSG_DESPACHO_INPUT.bobinaRepetida,
    }),
});
export type TPlanejarCargaInput = z.infer<typeof ZPlanejarCargaInput>;

export const ZPlanoDeCarga = z.object({
  veiculos: z.array(
    z.object({
      veiculo: z.number().int(),
      pesoT: z.number(),
      capacidadeT: z.number(),
      posicoes: z.number().int(),
      bobinas: z.array(
        z.object({
          bobinaId: z.number().int(),
          lote: z.string(),
          endereco: z.string(),
          pesoT: z.number(),
          sequencia: z.number().int(),
        }),
      ),
    }),
  ),
  /** max(⌈Σpeso / capacidade⌉, ⌈n / posições⌉): no plan can use fewer vehicles. */
  minimoVeiculos: z.number().int(),
  /** Coils outside the set resting on coils of the set: the relocations the dispatch plans. */
  remanejamentos: z.number().int(),
  /** Those coils (lot and slot). */
  remanejar: z.array(z.object({ lote: z.string(), endereco: z.string() })),
});
export type TPlanoDeCarga = z.infer<typeof ZPlanoDeCarga>;
