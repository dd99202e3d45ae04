import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the crane's pegar/soltar by `Idempotency-Key` (docs/relocation.md): a repeat after
 * a lost reply gets the first answer instead of acting twice, whichever server process it hits.
 */
export const idempotencia = pgTable('idempotencia', {
  chave: text('chave').primaryKey(),
  /** The call the key was first used for (`PUT operacoes/PR#493/soltar`). */
  operacao: text('operacao').notNull(),
  usuarioId: integer('usuario_id').notNull(),
  status: integer('status').notNull(),
  resposta: jsonb('resposta').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
