/**
 * Edit versions on the server (docs/decisions.md "Edições concorrentes"): the If-Match a save
 * sends, the ETag a read answers, and the refusal of a save made from an older read.
 */
import {
  CAMPO_VERSAO,
  type EntidadeVersionada,
  etagDaVersao,
  MSG_VERSAO,
  versoesDoIfMatch,
} from '@patio/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, conflict } from './http-error.ts';

/** The versions a save accepts; undefined means no check (no If-Match, or `*`). */
export type VersaoEsperada = readonly number[] | undefined;

/** Route `headers` schema: documents If-Match and keeps every other header as it came. */
export const ZIfMatch = z.looseObject({
  'if-match': z
    .string()
    .max(200)
    .optional()
    .describe('ETag lida (ex.: "3"); uma versão mais antiga que a atual recusa a gravação com 409'),
});

/** The If-Match of a save; an unreadable one is a 400, never silently ignored. */
export function versaoEsperada(request: FastifyRequest): VersaoEsperada {
  const header = request.headers['if-match'];
  const versoes = versoesDoIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (versoes === null) throw badRequest(MSG_VERSAO.ifMatch, CAMPO_VERSAO);
  return versoes;
}

/** Answers the record's version as its ETag (the body carries it as `versao` too). */
export function enviarEtag<T extends { versao: number }>(reply: FastifyReply, data: T): T {
  void reply.header('etag', etagDaVersao(data.versao));
  return data;
}

/** Refuses a save made from an older read: 409 under `versao`, before anything is written. */
export function exigirVersao(
  entidade: EntidadeVersionada,
  atual: number,
  esperada: VersaoEsperada,
): void {
  if (esperada !== undefined && !esperada.includes(atual)) {
    throw conflict('ALTERADO', MSG_VERSAO[entidade], CAMPO_VERSAO);
  }
}
