/** Crane instructions and the blocks between an instruction and the relocations it waits for. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { despachos } from './despachos.ts';
import { bobinas } from './patio.ts';

/**
 * Transfer instructions and their crane operations
 * (docs/product/server-contract.md#instructions-and-cranes). An instruction is ABERTA (in the
 * pool), SELECIONADA on a crane (ponte + ordem), INICIADA (coil lifted) or CONCLUIDA. Selecting is
 * an UPDATE … WHERE estado = 'ABERTA', so two cranes racing for one instruction cannot both win.
 */
export const instrucoes = pgTable(
  'instrucoes',
  {
    id: serial('id').primaryKey(),
    bobinaId: integer('bobina_id')
      .notNull()
      .references(() => bobinas.id, { onDelete: 'cascade' }),
    /** Destination slot; null for a dispatch instruction (the coil goes onto the vehicle). */
    destino: text('destino'),
    tipo: text('tipo', { enum: ['MANUAL', 'DESPACHO', 'REMANEJAMENTO'] }).notNull(),
    ticada: boolean('ticada').notNull().default(true),
    estado: text('estado', { enum: ['ABERTA', 'SELECIONADA', 'INICIADA', 'CONCLUIDA'] })
      .notNull()
      .default('ABERTA'),
    ponte: text('ponte'),
    /** 1 or 2: the order of the instruction in its crane's operation. */
    ordem: integer('ordem'),
    despachoId: integer('despacho_id').references(() => despachos.id, { onDelete: 'cascade' }),
    usuarioEmail: text('usuario_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    concluidaAt: timestamp('concluida_at', { withTimezone: true }),
    /** The crane that completed it: `ponte` is cleared on completion (instrucoes_ponte_ck). */
    concluidaPonte: text('concluida_ponte'),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
    /**
     * Why an open REMANEJAMENTO still runs once no open instruction needs it (it had started when
     * the instruction it freed was removed: it finishes normally). Null while it frees one.
     */
    motivo: text('motivo'),
  },
  (t) => [
    // One open instruction per coil.
    uniqueIndex('instrucoes_bobina_aberta_uq')
      .on(t.bobinaId)
      .where(sql`${t.estado} <> 'CONCLUIDA'`),
    // A destination slot is promised to one open instruction at a time.
    uniqueIndex('instrucoes_destino_aberto_uq')
      .on(t.destino)
      .where(sql`${t.estado} <> 'CONCLUIDA' and ${t.destino} is not null`),
    // A crane holds at most one instruction per position (1, 2).
    uniqueIndex('instrucoes_ponte_ordem_uq')
      .on(t.ponte, t.ordem)
      .where(sql`${t.estado} in ('SELECIONADA', 'INICIADA')`),
    index('instrucoes_estado_idx').on(t.estado, t.id),
    // The dashboard's moves per crane and hour: recent completions only.
    index('instrucoes_concluida_at_idx').on(t.concluidaAt).where(sql`${t.estado} = 'CONCLUIDA'`),
    // The instructions list (open ones by id) and its count read only the open instructions.
    index('instrucoes_abertas_idx').on(t.id).where(sql`${t.estado} <> 'CONCLUIDA'`),
    // The foreign keys' own lookups: deleting a coil or a dispatch finds its instructions
    // without reading every instruction ever made (migration 0032, docs/scale.md).
    index('instrucoes_bobina_idx').on(t.bobinaId),
    index('instrucoes_despacho_idx').on(t.despachoId),
    check('instrucoes_tipo_ck', sql`${t.tipo} in ('MANUAL', 'DESPACHO', 'REMANEJAMENTO')`),
    check(
      'instrucoes_estado_ck',
      sql`${t.estado} in ('ABERTA', 'SELECIONADA', 'INICIADA', 'CONCLUIDA')`,
    ),
    check(
      'instrucoes_destino_ck',
      sql`(${t.tipo} = 'DESPACHO' or ${t.destino} is not null) and (${t.destino} is null or ${t.destino} ~ '^[0-9]{4}[A-H][NP]0[1-9]$')`,
    ),
    check(
      'instrucoes_ponte_ck',
      sql`(${t.estado} in ('SELECIONADA', 'INICIADA')) = (${t.ponte} is not null and ${t.ordem} in (1, 2))`,
    ),
    check('instrucoes_despacho_ck', sql`(${t.tipo} = 'DESPACHO') = (${t.despachoId} is not null)`),
  ],
);

/**
 * An open instruction, written as the predicate of instrucoes_abertas_idx: with the state in the
 * text (not `<> $1`) the planner can use that index, also in a plan kept for every call
 * (lib/preparadas.ts).
 */
export const instrucaoAberta = sql`${instrucoes.estado} <> 'CONCLUIDA'`;

/**
 * Which instruction waits for which relocation (docs/relocation.md): the blocked instruction
 * (its coil carries pyramid coils) cannot go on a crane while one of its relocations is open.
 * One relocation may free several instructions (a pyramid coil rests on two ground coils).
 */
export const instrucaoBloqueios = pgTable(
  'instrucao_bloqueios',
  {
    instrucaoId: integer('instrucao_id')
      .notNull()
      .references(() => instrucoes.id, { onDelete: 'cascade' }),
    remanejamentoId: integer('remanejamento_id')
      .notNull()
      .references(() => instrucoes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.instrucaoId, t.remanejamentoId] }),
    index('instrucao_bloqueios_remanejamento_idx').on(t.remanejamentoId),
  ],
);
