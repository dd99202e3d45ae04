import {
  codigoDoStatus,
  type ErrorEnvelope,
  JANELA_IDEMPOTENCIA_DIAS,
  type TOperacao,
} from '@patio/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { idempotencia } from '../db/schema.ts';
import { conflict, HttpError, RecusaComDivergencia } from './http-error.ts';
import { linhas } from './linhas.ts';

/** A crane call's `Idempotency-Key`, the call it names and who sent it. */
export interface ChaveDeIdempotencia {
  chave: string;
  /** e.g. `soltar PR#493`: the same key on another call is a client bug, refused. */
  operacao: string;
  usuarioId: number;
}

/** The header as the routes read it: optional; when sent, 1–200 characters. */
export const ZIdempotencyKey = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'Idempotency-Key inválida (de 1 a 200 caracteres).' })
    .max(200, { error: 'Idempotency-Key inválida (de 1 a 200 caracteres).' })
    .optional()
    .describe(
      'Id da requisição: repetir a mesma chave devolve a primeira resposta sem agir de novo',
    ),
});

const MSG_OUTRA_OPERACAO = 'Esta Idempotency-Key já foi usada em outra operação.';

/**
 * Claims the key inside the call's transaction, before it acts. A key already answered gives
 * back that answer (the caller returns it without acting); one a concurrent call holds makes
 * this insert wait for that call's commit, so two deliveries of one request never both act,
 * across server processes. A call that fails rolls its claim back: a retry acts again.
 */
export async function reivindicarChave(
  tx: Executor,
  k: ChaveDeIdempotencia | undefined,
): Promise<TOperacao[] | null> {
  if (!k) return null;
  const [nova] = await tx
    .insert(idempotencia)
    .values({ ...k, status: 0, resposta: {} })
    .onConflictDoNothing()
    .returning({ chave: idempotencia.chave });
  if (nova) return null;
  const [antes] = await tx.select().from(idempotencia).where(eq(idempotencia.chave, k.chave));
  if (!antes || antes.operacao !== k.operacao || antes.usuarioId !== k.usuarioId) {
    throw conflict('EM_ANDAMENTO', MSG_OUTRA_OPERACAO);
  }
  if (antes.status >= 400) {
    const r = antes.resposta as Partial<ErrorEnvelope> & Pick<ErrorEnvelope, 'errors'>;
    const recusa = new HttpError(antes.status, r.errors, r.codigos ?? codigoDoStatus(antes.status));
    throw r.divergenciaId ? new RecusaComDivergencia(recusa, r.divergenciaId) : recusa;
  }
  return antes.resposta as TOperacao[];
}

/** Keeps the call's answer under its key, in the same transaction as what the call did. */
export async function guardarResposta(
  tx: Executor,
  k: ChaveDeIdempotencia | undefined,
  status: number,
  resposta: unknown,
): Promise<void> {
  if (!k) return;
  await tx
    .insert(idempotencia)
    .values({ ...k, status, resposta })
    .onConflictDoUpdate({ target: idempotencia.chave, set: { status, resposta } });
}

/**
 * How long an answer is kept under its key. A crane screen repeats a call within seconds or
 * minutes of a lost reply; a week also covers a tablet left offline over a weekend. After that
 * the same key acts again, which for pegar/soltar is refused by the coil's state anyway.
 */
export const RETENCAO_CHAVES = `${JANELA_IDEMPOTENCIA_DIAS} days`;

/** Deletes the answers older than the retention; how many went. */
export async function podarChaves(db: Executor): Promise<number> {
  const idas = await linhas<{ chave: string }>(
    db,
    sql`delete from idempotencia where created_at < now() - ${RETENCAO_CHAVES}::interval
      returning chave`,
  );
  return idas.length;
}
