import { z } from 'zod';
import { zTexto } from './comum.ts';

export const MSG_SELECIONE_PAPEL = 'Selecione ao menos um papel.';

const MSG_ID = 'Id inválido';
// Ids are PostgreSQL integers: past their range the database would refuse the value.
const zId = z.coerce
  .number({ error: MSG_ID })
  .int({ error: MSG_ID })
  .positive({ error: MSG_ID })
  .max(2_147_483_647, { error: MSG_ID });

const zPermissaoEnviada = z.object({
  id: zId,
  nome: z.string().optional(),
  marcado: z.boolean().nullish(),
});

const zPapelEnviado = z.object({
  id: zId.optional(),
  nome: z.string().optional(),
  permissoes: z.array(zPermissaoEnviada).max(500, { error: 'Permissões demais' }).nullish(),
});

/**
 * POST perfis / PUT perfis/{id}: the form sends its whole tree; the profile holds the
 * permissions ticked (`marcado: true`) inside the listed roles. `id` is dropped.
 */
export const ZPerfilSalvar = z
  .object({
    nome: zTexto(100),
    papeis: z.array(zPapelEnviado).max(100, { error: 'Papéis demais' }).nullish(),
  })
  // `when` lets the role check speak even when the name is also missing, as the form does;
  // never when the body is not an object at all (a root issue has an empty path).
  .refine((v) => permissoesMarcadas(v.papeis ?? []).length > 0, {
    error: MSG_SELECIONE_PAPEL,
    path: ['papeis'],
    when: (ctx) => ctx.issues.every((i) => i.path?.length && i.path[0] !== 'papeis'),
  })
  .transform((v) => ({ nome: v.nome, permissoes: permissoesMarcadas(v.papeis ?? []) }));
export type TPerfilSalvar = z.output<typeof ZPerfilSalvar>;
/** What a client sends to POST perfis / PUT perfis/{id}: the whole tree. */
export type TPerfilSalvarBody = z.input<typeof ZPerfilSalvar>;

function permissoesMarcadas(papeis: z.output<typeof zPapelEnviado>[]): number[] {
  const ids = papeis.flatMap((p) => (p.permissoes ?? []).filter((x) => x.marcado === true));
  return [...new Set(ids.map((x) => x.id))];
}

/** Reply of both saves: the client checks `status === 'Ok'`. */
export const ZPerfilSalvo = z.object({
  status: z.literal('Ok'),
  data: z.object({ id: z.number().int() }),
});

export const ZPermissaoMarcada = z.object({
  id: z.number().int(),
  nome: z.string(),
  marcado: z.boolean(),
});

/** A role in the profile tree: ticked when any of its permissions is. */
export const ZPapelMarcado = z.object({
  id: z.number().int(),
  nome: z.string(),
  marcado: z.boolean(),
  permissoes: z.array(ZPermissaoMarcada),
});
export type TPapelMarcado = z.infer<typeof ZPapelMarcado>;

export const ZPerfil = z.object({
  id: z.number().int(),
  nome: z.string(),
  papeis: z.array(ZPapelMarcado),
  /** Edit version: send it back as If-Match to refuse saving over someone else's change. */
  versao: z.number().int(),
});
export type TPerfil = z.infer<typeof ZPerfil>;

export const ZPerfilLinha = z.object({ id: z.number().int(), nome: z.string() });
export type TPerfilLinha = z.infer<typeof ZPerfilLinha>;

export const ZPapel = z.object({
  id: z.number().int(),
  nome: z.string(),
  permissoes: z.array(z.object({ id: z.number().int(), nome: z.string() })),
});
export type TPapel = z.infer<typeof ZPapel>;

/**
 * GET papeis?take&skip. The form asks take=0&skip=1000 (the two look swapped), so take 0 or
 * absent means every role; anything unreadable is ignored rather than refused.
 */
export const ZPapeisQuery = z.object({
  take: z.coerce.number().int().min(0).optional().catch(undefined),
  skip: z.coerce.number().int().min(0).optional().catch(undefined),
});
export type TPapeisQuery = z.output<typeof ZPapeisQuery>;
