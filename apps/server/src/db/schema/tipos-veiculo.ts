/** Vehicle types: the trucks and wagons a dispatch may be planned on. */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Vehicle types a dispatch may name (docs/planejamento-de-carga.md). */
export const tiposVeiculo = pgTable(
  'tipos_veiculo',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    modal: text('modal', { enum: ['TREM', 'CARRETA'] }).notNull(),
    capacidadeT: doublePrecision('capacidade_t').notNull(),
    posicoes: integer('posicoes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tipos_veiculo_nome_uq').on(sql`lower(${t.nome})`),
    check('tipos_veiculo_modal_ck', sql`${t.modal} in ('TREM', 'CARRETA')`),
    check('tipos_veiculo_capacidade_ck', sql`${t.capacidadeT} >= 0.1 and ${t.capacidadeT} <= 200`),
    check('tipos_veiculo_posicoes_ck', sql`${t.posicoes} between 1 and 20`),
  ],
);
