import { type CodigoErro, type ErrorEnvelope, envelope, type Violacao } from '@patio/domain';

/**
 * A refusal with a status, Portuguese messages and their code (one code for all of them, or one
 * per message for yard rules); the error handler turns it into the envelope. The codes are in
 * `CODIGOS_RECUSA` and `CodigoRegra` (packages/domain): clients act on them, never on the wording.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: Record<string, string[]>,
    readonly codigos: CodigoErro | readonly CodigoErro[],
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

const comCodigo =
  (status: number) =>
  (codigo: CodigoErro, mensagem: string, campo = 'geral') =>
    new HttpError(status, { [campo]: [mensagem] }, codigo);

/** A bad request: `INVALIDO` unless the refusal says more. */
export const badRequest = (mensagem: string, campo = 'geral', codigo: CodigoErro = 'INVALIDO') =>
  new HttpError(400, { [campo]: [mensagem] }, codigo);
export const unauthorized = (mensagem: string) =>
  new HttpError(401, { geral: [mensagem] }, 'SESSAO');
export const forbidden = comCodigo(403);
export const notFound = comCodigo(404);
export const conflict = comCodigo(409);
export const tooMany = (mensagem: string) => new HttpError(429, { geral: [mensagem] }, 'LIMITE');
