import { z } from 'zod';

/**
 * Generic input messages of docs/product/main-yard.md#generic-messages, shared by every form and
 * every payload schema.
 */
export const MSG = {
  obrigatorio: 'Campo obrigatório',
  formato: 'Formato inválido',
  max: (n: number) => `Máximo de ${n} caracteres`,
  min: (n: number) => `Mínimo de ${n} caracteres`,
  senhasNaoConferem: 'As senhas não conferem',
  emailInvalido: 'Email inválido',
} as const;

/** A required, trimmed, non-empty string. */
export const zTexto = (max = 255) =>
  z
    .string({ error: MSG.obrigatorio })
    .trim()
    .min(1, { error: MSG.obrigatorio })
    .max(max, { error: MSG.max(max) });

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * E-mail: standard pattern, at most 254 characters, local part at most 64
 * (docs/product/main-yard.md#generic-messages).
 */
export const zEmail = z
  .string({ error: MSG.obrigatorio })
  .trim()
  .min(1, { error: MSG.obrigatorio })
  .max(254, { error: MSG.max(254) })
  .refine((v) => EMAIL_RE.test(v) && (v.split('@')[0]?.length ?? 0) <= 64, {
    error: MSG.emailInvalido,
  });

export const zSenha = z
  .string({ error: MSG.obrigatorio })
  .min(1, { error: MSG.obrigatorio })
  .max(128, { error: MSG.max(128) });

/**
 * List query parameters (docs/product/server-contract.md#wire-conventions). Lenient: the URL may
 * carry them as strings.
 */
export const ZListQuery = z.object({
  page: z.coerce
    .number({ error: 'Página inválida' })
    .int({ error: 'Página inválida' })
    .min(1, { error: 'Página inválida' })
    .max(1_000_000_000, { error: 'Página inválida' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido' })
    .int({ error: 'Tamanho de página inválido' })
    .min(1, { error: 'Tamanho de página inválido' })
    .max(1_000_000_000, { error: 'Tamanho de página inválido' })
    .optional(),
  orderBy: z.string().max(512, { error: 'Ordenação inválida' }).optional(),
  filter: z.string().max(4096, { error: 'Filtro inválido' }).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** `GET <lista>/exportar`: every row the list's filter and order give, as CSV or XLSX. */
export const ZExportQuery = ZListQuery.pick({ orderBy: true, filter: true }).extend({
  formato: z.enum(['csv', 'xlsx'], { error: 'Formato inválido: use csv ou xlsx' }).default('csv'),
});
export type TExportQuery = z.infer<typeof ZExportQuery>;
