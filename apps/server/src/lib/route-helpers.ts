import type { PermissionRule } from '@patio/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unauthorized } from './http-error.ts';
import type { UsuarioAutenticado } from './usuario-autenticado.ts';

/* Route helpers every resource shares: the numeric id parameter and the acting user. */

const MSG_ID = 'Id inválido';

/** A row id from the URL; `min` 0 admits the "no row yet" of a form being created. */
export const zId = (min: 0 | 1 = 1) =>
  z.coerce
    .number({ error: MSG_ID })
    .int({ error: MSG_ID })
    .min(min, { error: MSG_ID })
    .max(2_147_483_647, { error: MSG_ID });

/** `{id}` path parameter; numeric, so it never captures static siblings (perfis, login, papeis). */
export const ZIdParam = z.object({ id: zId() });

/** The acting user the guard loaded; only absent on public routes, which never call this. */
export function ator(request: FastifyRequest): UsuarioAutenticado {
  if (!request.usuario) throw unauthorized('Sessão inválida ou expirada. Faça login novamente.');
  return request.usuario;
}

/** Where a login comes from, kept with its session for the administrator's list. */
export function origem(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The whole database (backup) and its audit: only whoever administers users and profiles. */
export const REGRA_ADMIN = {
  allOf: ['GESTAO_DE_USUARIOS', 'GESTAO_DE_PERFIS_DE_ACESSO'],
} as const satisfies PermissionRule;

/**
 * What a write that may plan relocations answers beside its data (docs/relocation.md): one
 * sentence per freed coil ("2 remanejamentos criados para liberar 2700000123"), empty if none.
 */
export const ZRemanejamentosPlanejados = z.array(z.string());

/** Announces the relocations a write created: the crane screens list them at once. */
export async function publicarRemanejamentos(
  changes: Pick<FastifyInstance['mudancas'], 'publish'>,
  ids: readonly number[],
) {
  for (const id of ids) await changes.publish({ entity: 'instrucao', id, action: 'criada' });
}
