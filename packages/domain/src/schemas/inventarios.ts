import { z } from 'zod';
import { zOcorridoEm } from './divergencias.ts';
import { zCodigoLido } from './leitura.ts';

const MSG_GRUPO = 'Grupo inválido.';

/** POST inventarios: the groups the count covers. */
export const ZInventarioInput = z.object({
  grupos: z
    .array(
      z
        .number({ error: MSG_GRUPO })
        .int({ error: MSG_GRUPO })
        .min(1, { error: MSG_GRUPO })
        .max(9999, { error: MSG_GRUPO }),
      { error: 'Informe os grupos do inventário.' },
    )
    .min(1, { error: 'Informe ao menos um grupo.' })
    .max(100, { error: 'No máximo 100 grupos por inventário.' }),
});

/** POST inventarios/{id}/leituras: what a checker saw at one address (`[]` for an empty place). */
export const ZLeituraInventario = z.object({
  endereco: z.string({ error: 'Informe o endereço.' }).trim().min(1, 'Informe o endereço.'),
  lotes: z
    .array(zCodigoLido, { error: 'Informe os lotes lidos ([] para um lugar vazio).' })
    .max(20, { error: 'No máximo 20 lotes por endereço.' }),
  /**
   * When the checker saw it (a hand-held that sends late): the address is compared with the
   * yard as it was then. Without it, the time the server receives the reading.
   */
  ocorridoEm: zOcorridoEm.optional(),
});
export type TLeituraInventario = z.infer<typeof ZLeituraInventario>;

export const TIPOS_DIFERENCA = ['FALTANDO', 'TROCADA', 'DESCONHECIDA'] as const;

export const ZDiferenca = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_DIFERENCA),
  lote: z.string(),
  enderecoSistema: z.string().nullable(),
  enderecoLido: z.string().nullable(),
  /** How it was closed: CORRIGIDA (the coil moved to where it was seen) or FECHADA (a reason). */
  resolucao: z.enum(['CORRIGIDA', 'FECHADA']).nullable(),
  motivo: z.string().nullable(),
  resolvidaPor: z.string().nullable(),
});
export type TDiferenca = z.infer<typeof ZDiferenca>;

export const ESTADOS_INVENTARIO = ['ABERTO', 'CONCLUIDO'] as const;

/** One address's last reading: what was seen, when it happened, and by whom. */
export const ZLeituraDoEndereco = z.object({
  endereco: z.string(),
  lotes: z.array(z.string()),
  ocorridoEm: z.string(),
  /** When the server received it (a reading queued off-line arrives after it happened). */
  recebidoEm: z.string(),
  lidoPor: z.string(),
});

export const ZInventario = z.object({
  id: z.number().int(),
  estado: z.enum(ESTADOS_INVENTARIO),
  grupos: z.array(z.number().int()),
  enderecosLidos: z.number().int(),
  enderecosTotal: z.number().int(),
  /** The addresses already read, for the hand-held's "next address". */
  lidos: z.array(z.string()),
  /** The addresses' last readings, in address order. */
  leituras: z.array(ZLeituraDoEndereco),
  diferencas: z.array(ZDiferenca),
});
export type TInventario = z.infer<typeof ZInventario>;

/** A line of GET inventarios: the counts, newest first. */
export const ZInventarioResumo = z.object({
  id: z.number().int(),
  estado: z.enum(ESTADOS_INVENTARIO),
  grupos: z.array(z.number().int()),
  abertoPor: z.string(),
  abertoEm: z.string(),
  concluidoEm: z.string().nullable(),
  enderecosLidos: z.number().int(),
  diferencasAbertas: z.number().int(),
});
export type TInventarioResumo = z.infer<typeof ZInventarioResumo>;

/** GET inventarios?estado=: only the open (or concluded) counts. */
export const ZInventariosQuery = z.object({
  estado: z.enum(ESTADOS_INVENTARIO, { error: 'estado deve ser ABERTO ou CONCLUIDO.' }).optional(),
});

/** POST inventarios/{id}/diferencas/{diferencaId}/corrigir: a reason closes FALTANDO/DESCONHECIDA. */
export const ZCorrigirDiferenca = z
  .object({ motivo: z.string().trim().min(1).max(500).optional() })
  .nullish();
