/**
 * The alarms and events log (docs/product/main-yard.md#alarms-and-events) and what yard equipment
 * posts to it.
 */
import { z } from 'zod';
import { MSG, zTexto } from './comum.ts';

/**
 * An alarm or event (docs/product/main-yard.md#alarms-and-events); the events list carries these
 * rows under `bobinas`.
 */
export const ZEvento = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  tipo: z.string(),
  emailResponsavel: z.string().nullable(),
  descricao: z.string(),
});
export type TEvento = z.infer<typeof ZEvento>;

/** POST alarmeseventos, from yard equipment (device key) or a logged-in user. */
export const ZEventoInput = z.object({
  tipo: z
    .string()
    .trim()
    .max(20, { error: MSG.max(20) })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : 'NORMAL')),
  descricao: zTexto(2000),
  emailResponsavel: z
    .string()
    .trim()
    .max(254, { error: MSG.max(254) })
    .nullish()
    .transform((v) => v || null),
});
export type TEventoInput = z.infer<typeof ZEventoInput>;
