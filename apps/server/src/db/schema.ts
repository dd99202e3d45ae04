import { STATUS_BOBINA } from '@patio/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Key/value settings the server keeps for itself (e.g. the generated JWT secret). */
export const configuracoes = pgTable('configuracoes', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});

export const papeis = pgTable('papeis', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

export const permissoes = pgTable('permissoes', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
  papelId: integer('papel_id')
    .notNull()
    .references(() => papeis.id),
});

export const perfis = pgTable(
  'perfis',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [uniqueIndex('perfis_nome_lower_uq').on(sql`lower(${t.nome})`)],
);

/** A profile's checked permissions; its roles are derived from them. */
export const perfilPermissoes = pgTable(
  'perfil_permissoes',
  {
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfis.id, { onDelete: 'cascade' }),
    permissaoId: integer('permissao_id')
      .notNull()
      .references(() => permissoes.id),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.permissaoId] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    login: text('login').notNull(),
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    isActivated: boolean('is_activated').notNull().default(true),
    /** Bumped on every password change: tokens carry it, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    uniqueIndex('usuarios_login_lower_uq').on(sql`lower(${t.login})`),
    uniqueIndex('usuarios_email_lower_uq').on(sql`lower(${t.email})`),
  ],
);

export const usuarioPerfis = pgTable(
  'usuario_perfis',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    perfilId: integer('perfil_id')
      .notNull()
      .references(() => perfis.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.perfilId] }), index().on(t.perfilId)],
);

export const redefinicoesSenha = pgTable('redefinicoes_senha', {
  /** sha256 of the mailed token: a leaked table does not leak usable links. */
  tokenHash: text('token_hash').primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * One row per issued session token (its `jti`): logout, a password change, a deactivation or an
 * administrator revoke rows here, and the guard reads the row on every request, so a revoked
 * token stops working on every server process at once (docs/sessions.md).
 */
export const sessoes = pgTable(
  'sessoes',
  {
    id: text('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revogadaAt: timestamp('revogada_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId, t.expiresAt)],
);

/**
 * The live stream's change log (docs/live-updates.md): the id is the change's place in one
 * order shared by every server process, sent as the SSE id and replayed after a reconnect.
 */
export const mudancas = pgTable(
  'mudancas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dados: jsonb('dados').notNull(),
  },
  (t) => [index('mudancas_created_at_idx').on(t.createdAt)],
);

/** The head of each hash chain (movimentos, eventos): last position and hash (docs/audit-trail.md). */
export const cadeias = pgTable('cadeias', {
  nome: text('nome').primaryKey(),
  posicao: bigint('posicao', { mode: 'number' }).notNull().default(0),
  hash: text('hash').notNull(),
});

/** Failed logins per login name, shared by every server process through the database. */
export const tentativasLogin = pgTable('tentativas_login', {
  login: text('login').primaryKey(),
  falhas: integer('falhas').notNull().default(0),
  primeiraFalha: timestamp('primeira_falha', { withTimezone: true }).notNull().defaultNow(),
  bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
});

export const eventos = pgTable(
  'eventos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    tipo: text('tipo').notNull(),
    emailResponsavel: text('email_responsavel'),
    descricao: text('descricao').notNull(),
    /** Place in the hash chain and the chained hash, set as the inserting transaction commits. */
    elo: bigint('elo', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('eventos_elo_uq').on(t.elo),
    index('eventos_sem_elo_idx').on(t.id).where(sql`${t.elo} is null`),
    index('eventos_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // "Only the alarms" (tipo=ALERTA) newest first; the text search has trigram indexes on
    // PostgreSQL (migration 0002), which PGlite lacks unless pg_trgm is loaded.
    index('eventos_tipo_created_at_idx').on(t.tipo, t.createdAt.desc(), t.id.desc()),
  ],
);

export const bobinas = pgTable(
  'bobinas',
  {
    id: serial('id').primaryKey(),
    item: text('item').notNull(),
    lote: text('lote').notNull(),
    /** Slot in the main yard; null while planned (reserve list), loaded or shipped. */
    endereco: text('endereco'),
    grupo: text('grupo').notNull(),
    material: text('material').notNull(),
    fluxo: text('fluxo'),
    /** The mill's local wall time as typed (no zone): the yard reads it as written. */
    laminacaoAt: timestamp('laminacao_at', { mode: 'string' }).notNull(),
    laminacaoTurno: integer('laminacao_turno').notNull(),
    isResfriada: boolean('is_resfriada').notNull().default(false),
    isLege: boolean('is_lege').notNull().default(false),
    peso: doublePrecision('peso'),
    espessura: doublePrecision('espessura'),
    largura: doublePrecision('largura'),
    proximoProcesso: text('proximo_processo'),
    /** Reserve-list kind (PLANO | RESERVA) of a coil that came from a list; null otherwise. */
    tipo: text('tipo'),
    /**
     * docs/yard-rules.md#coil-status; the CHECKs below tie each status to having an address or not.
     */
    status: text('status', { enum: STATUS_BOBINA }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    // One coil per slot: of two racing placements on one slot exactly one commits.
    uniqueIndex('bobinas_endereco_uq').on(t.endereco).where(sql`${t.endereco} is not null`),
    // A lot names one physical coil until it leaves; a shipped coil frees its lot for history.
    uniqueIndex('bobinas_lote_ativo_uq').on(t.lote).where(sql`${t.status} <> 'EXPEDIDA'`),
    // The yard list sorts by lote over coils with an address (the map and the coil list).
    index('bobinas_patio_lote_idx').on(t.lote, t.id).where(sql`${t.endereco} is not null`),
    // Migration 0012 adds bobinas_mapa_idx: the same keys INCLUDE the map's columns (the map is
    // an index-only scan); Drizzle cannot declare INCLUDE, so it lives in the migration only.
    index('bobinas_status_idx').on(t.status),
    check(
      'bobinas_status_ck',
      sql`${t.status} in ('PLANEJADA', 'NO_PATIO', 'EM_MOVIMENTO', 'CARREGADA', 'EXPEDIDA')`,
    ),
    check(
      'bobinas_endereco_formato_ck',
      sql`${t.endereco} is null or ${t.endereco} ~ '^[0-9]{4}[A-H][NP]0[1-9]$'`,
    ),
    // A coil lifted by a crane keeps its origin slot: it is still drawn there and nobody may
    // put another coil in the place it will return to if the move is abandoned.
    check(
      'bobinas_status_endereco_ck',
      sql`(${t.status} in ('NO_PATIO', 'EM_MOVIMENTO')) = (${t.endereco} is not null)`,
    ),
    check('bobinas_tipo_ck', sql`${t.tipo} is null or ${t.tipo} in ('PLANO', 'RESERVA')`),
    check('bobinas_turno_ck', sql`${t.laminacaoTurno} in (1, 2, 3)`),
    check(
      'bobinas_medidas_ck',
      sql`coalesce(${t.peso}, 0) >= 0 and coalesce(${t.espessura}, 0) >= 0 and coalesce(${t.largura}, 0) >= 0`,
    ),
  ],
);

/**
 * Every change of a coil's address or status (and of its data), for the coil's history.
 * Append-only and hash-chained (docs/audit-trail.md): no foreign key to the coil, so a deleted
 * coil keeps its history.
 */
export const movimentos = pgTable(
  'movimentos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bobinaId: integer('bobina_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usuarioEmail: text('usuario_email'),
    de: text('de'),
    para: text('para'),
    statusDe: text('status_de'),
    statusPara: text('status_para').notNull(),
    motivo: text('motivo').notNull(),
    elo: bigint('elo', { mode: 'number' }),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('movimentos_elo_uq').on(t.elo),
    index('movimentos_sem_elo_idx').on(t.id).where(sql`${t.elo} is null`),
    index('movimentos_bobina_idx').on(t.bobinaId, t.createdAt.desc(), t.id.desc()),
    // A coil's last entry into the yard from outside: the dashboard's dwell (docs/painel.md).
    index('movimentos_entrada_idx')
      .on(t.bobinaId, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.statusPara} = 'NO_PATIO' and (${t.statusDe} is null or ${t.statusDe} not in ('NO_PATIO', 'EM_MOVIMENTO'))`,
      ),
  ],
);

/**
 * Reserve-list items (docs/product/server-contract.md#reserve-lists). `sequencia` is the item's
 * order key, not its position (modules/listas/ordem.ts, docs/performance-notes.md): keys are unique
 * per list through a DEFERRABLE constraint (migration 0004) so a reorder can permute them inside
 * one transaction; a ticked item keeps its key; the Ordem shown is computed from the open items'
 * keys.
 */
export const listas = pgTable(
  'listas',
  {
    id: serial('id').primaryKey(),
    bobinaId: integer('bobina_id')
      .notNull()
      .references(() => bobinas.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['PLANO', 'RESERVA'] }).notNull(),
    sequencia: integer('sequencia'),
    ticada: boolean('ticada').notNull().default(false),
    ticadaAt: timestamp('ticada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A coil is in at most one open list item.
    uniqueIndex('listas_bobina_aberta_uq').on(t.bobinaId).where(sql`not ${t.ticada}`),
    // Deleting coils cascades here; without a full index every deleted coil scans the table.
    index('listas_bobina_idx').on(t.bobinaId),
    index('listas_tipo_seq_idx').on(t.tipo, t.sequencia).where(sql`not ${t.ticada}`),
    check('listas_tipo_ck', sql`${t.tipo} in ('PLANO', 'RESERVA')`),
    // sequencia is the item's order key (modules/listas/ordem.ts), kept when it is ticked so an
    // undo returns it to its place; ticked items of before migration 0012 have none.
    check(
      'listas_sequencia_ck',
      sql`(${t.ticada} or ${t.sequencia} is not null) and (${t.sequencia} is null or ${t.sequencia} > 0)`,
    ),
  ],
);

/** Dispatch operations (docs/product/server-contract.md#dispatch). */
export const despachos = pgTable(
  'despachos',
  {
    id: serial('id').primaryKey(),
    identificacao: text('identificacao').notNull(),
    modal: text('modal', { enum: ['TREM', 'CARRETA'] }).notNull(),
    finalizado: boolean('finalizado').notNull().default(false),
    finalizadoAt: timestamp('finalizado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Edit version (docs/decisions.md "Edições concorrentes"): bumped by a trigger on every change. */
    versao: integer('versao').notNull().default(1),
  },
  (t) => [
    uniqueIndex('despachos_identificacao_uq').on(sql`lower(${t.identificacao})`),
    check('despachos_modal_ck', sql`${t.modal} in ('TREM', 'CARRETA')`),
    // The dashboard's coils shipped today and in 7 days.
    index('despachos_finalizado_at_idx').on(t.finalizadoAt).where(sql`${t.finalizado}`),
  ],
);

/** The coils of a dispatch, in loading order. `aberto` mirrors the dispatch so an index can say
 * "a coil is in at most one open dispatch". */
export const despachoBobinas = pgTable(
  'despacho_bobinas',
  {
    despachoId: integer('despacho_id')
      .notNull()
      .references(() => despachos.id, { onDelete: 'cascade' }),
    bobinaId: integer('bobina_id')
      .notNull()
      .references(() => bobinas.id),
    sequencia: integer('sequencia').notNull(),
    aberto: boolean('aberto').notNull().default(true),
    carregadaAt: timestamp('carregada_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.despachoId, t.bobinaId] }),
    uniqueIndex('despacho_bobinas_aberta_uq').on(t.bobinaId).where(sql`${t.aberto}`),
    check('despacho_bobinas_seq_ck', sql`${t.sequencia} > 0`),
    // The dashboard's coils loaded today.
    index('despacho_bobinas_carregada_at_idx')
      .on(t.carregadaAt)
      .where(sql`${t.carregadaAt} is not null`),
  ],
);

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
