import { type ErrorEnvelope, envelope } from '@patio/domain';

/** A refusal with a status and Portuguese messages; the error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: Record<string, string[]>,
  ) {
    super(Object.values(errors).flat()[0] ?? 'Erro');
  }

  get body(): ErrorEnvelope {
    return envelope(this.errors);
  }
}

const geral =
  (status: number) =>
  (mensagem: string, campo = 'geral') =>
    new HttpError(status, { [campo]: [mensagem] });

export const badRequest = geral(400);
export const unauthorized = geral(401);
export const forbidden = geral(403);
export const notFound = geral(404);
export const conflict = geral(409);
/** A yard rule the operator may override with force=true. */
export const overridable = geral(422);
export const tooMany = geral(429);
