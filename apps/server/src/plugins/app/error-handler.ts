import { codigoDoStatus, envelope, erroGeral, GridifyError } from '@patio/domain';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isTextoInvalido } from '../../lib/db-errors.ts';
import { HttpError } from '../../lib/http-error.ts';

// Schemas name their own messages; what they leave out (a wrong type, an unknown key) would
// otherwise reach the client in English.
z.config(z.locales.ptBR());

const BY_STATUS: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  413: 'Requisição grande demais.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas requisições. Aguarde um momento e tente novamente.',
};

const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corpo JSON vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON inválido.',
};

/**
 * Every error leaves as the Portuguese envelope of
 * docs/product/server-contract.md#wire-conventions. Client mistakes keep their 4xx; anything else
 * is a 500 with a neutral message, logged with its stack, never sent.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) return reply.status(err.statusCode).send(err.body);
      if (err instanceof GridifyError)
        return reply.status(400).send(erroGeral(err.message, 'INVALIDO'));
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors: Record<string, string[]> = {};
        for (const v of err.validation) {
          const campo = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'geral';
          errors[campo] ??= [];
          errors[campo].push(v.message ?? 'Valor inválido');
        }
        return reply.status(400).send(envelope(errors, 'INVALIDO'));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const msg =
          BY_CODE[err.code] ??
          (err instanceof SyntaxError ? 'JSON inválido.' : undefined) ??
          BY_STATUS[status] ??
          'Requisição inválida.';
        return reply.status(status).send(erroGeral(msg, codigoDoStatus(status)));
      }
      if (isTextoInvalido(err)) {
        return reply
          .status(400)
          .send(erroGeral('Texto com caractere inválido (como o caractere nulo).', 'INVALIDO'));
      }
      if (isDatabaseDown(err)) {
        request.log.error({ err }, 'banco de dados indisponível');
        return reply
          .status(503)
          .send(
            erroGeral('Banco de dados indisponível no momento. Tente novamente.', 'INDISPONIVEL'),
          );
      }
      request.log.error({ err }, 'erro interno');
      return reply.status(500).send(erroGeral('Erro interno do servidor.', 'INTERNO'));
    });
  },
  { name: 'error-handler' },
);

const DOWN_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
];
/** What node-postgres throws, without a code, when a connection dies or cannot be made. */
const DOWN_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly)/;

/** Drizzle wraps the driver's error in `cause`, so the whole chain is looked at. */
function isDatabaseDown(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DOWN_CODES.includes(code)) return true;
    if (typeof message === 'string' && DOWN_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
