/** The doors for machines: keys other systems call the API with, and the coils they sent. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { perfis } from './acesso.ts';
import { bobinas } from './patio.ts';

/**
 * A machine's key (docs/integracao.md#autenticação): it acts with one access profile. Only the
 * key's SHA-256 is kept (a random 256-bit secret needs no slow hash); the prefix is what the
 * administrator sees to tell keys apart. A revoked key stays listed, for the record.
 */
export const chavesIntegracao = pgTable(
  'chaves_integracao',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfis.id, { onDelete: 'cascade' }),
    prefixo: text('prefixo').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usadaEm: timestamp('usada_em', { withTimezone: true }),
    revogadaEm: timestamp('revogada_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chaves_integracao_hash_uq').on(t.hash),
    // The name is what the events say: two live keys never share it.
    uniqueIndex('chaves_integracao_nome_uq')
      .on(sql`lower(${t.nome})`)
      .where(sql`${t.revogadaEm} is null`),
    index('chaves_integracao_perfil_idx').on(t.perfilId),
    check('chaves_integracao_hash_ck', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Coils a mill sent (POST integracoes/bobinas) and the version its last write left: a resend
 * may update the coil only while nobody else has changed it since (docs/integracao.md).
 */
export const bobinasRecebidas = pgTable('bobinas_recebidas', {
  bobinaId: integer('bobina_id')
    .primaryKey()
    .references(() => bobinas.id, { onDelete: 'cascade' }),
  versao: integer('versao').notNull(),
});
