/** Whether a /{recurso}/{id} route names a record that exists (see NaoEncontrado). */
import { ApiError } from './http.ts';

/** True when the id in the URL cannot name a record ('abc', '0', '-1', '1.5'). */
export function idInvalido(param: string | undefined): boolean {
  if (param === undefined) return false;
  const n = Number(param);
  return !(Number.isInteger(n) && n > 0);
}

/** The server answered that the record does not exist. */
export function naoExiste(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The record of `param` is missing: a bad id, or a 404 from loading it. */
export function registroNaoEncontrado(param: string | undefined, error: unknown): boolean {
  return idInvalido(param) || naoExiste(error);
}
