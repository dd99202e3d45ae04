import { type CodigoErro, type ErrorEnvelope, envelope, type Violacao } from '@patio/domain';

/**
 * A refusal with a status and Portuguese messages (and, for yard rules, one code per message);
 * the error handler turns it into the envelope.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: Record<string, string[]>,
    readonly codigos?: readonly CodigoErro[],
  ) {
    super(Object.values(errors).flat()[0] ?? 'Erro');
  }

  get body(): ErrorEnvelope {
    return envelope(this.errors, this.codigos);
  }
}

/**
 * A cab's off-line tap the server refused: the same refusal, with the divergence it filed for a
 * supervisor (docs/offline.md).
 */
export class RecusaComDivergencia extends HttpError {
  constructor(
    recusa: HttpError,
    readonly divergenciaId: number,
  ) {
    super(recusa.statusCode, recusa.errors, recusa.codigos);
  }

  override get body(): ErrorEnvelope {
    return { ...envelope(this.errors, this.codigos), divergenciaId: this.divergenciaId };
  }
}

/**
 * The refusal of yard rules broken together (they share the status of the first one): every
 * message under `campo`, each with its rule's code so a client can tell which to confirm.
 */
export function recusaDoPatio(violacoes: readonly Violacao[], campo = 'geral'): HttpError {
  const status = violacoes[0]?.status ?? 422;
  return new HttpError(
    status,
    { [campo]: violacoes.map((v) => v.mensagem) },
    violacoes.map((v) => v.regra),
  );
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
