import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UsuarioAutenticado } from '../modules/auth/carregar-usuario.ts';
import { unauthorized } from './http-error.ts';

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
