/**
 * The database schema, one file per area (drizzle-kit reads this module; migrations in
 * apps/server/drizzle). Every table is exported from here.
 */
export * from './schema/acesso.ts';
export * from './schema/despachos.ts';
export * from './schema/divergencias.ts';
export * from './schema/historico.ts';
export * from './schema/idempotencia.ts';
export * from './schema/instrucoes.ts';
export * from './schema/integracoes.ts';
export * from './schema/inventarios.ts';
export * from './schema/listas.ts';
export * from './schema/patio.ts';
export * from './schema/tipos-veiculo.ts';
export * from './schema/webhooks.ts';
