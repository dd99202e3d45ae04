/**
 * Who may sign in and do what: settings, roles and profiles, users, their sessions and failed
 * logins.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
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
 * Password attempts per login and source address, shared by every server process through the
 * database; the row whose `origem` is '*' counts the login's attempts from every address (its
 * ceiling). An attempt is counted before its password is checked; a success uncounts it.
 */
export const tentativasLogin = pgTable(
  'tentativas_login',
  {
    login: text('login').notNull(),
    origem: text('origem').notNull().default('*'),
    falhas: integer('falhas').notNull().default(0),
    primeiraFalha: timestamp('primeira_falha', { withTimezone: true }).notNull().defaultNow(),
    bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.login, t.origem] })],
);
