import { dirname, join, resolve } from 'node:path';
import { LAYOUT_PADRAO } from '@patio/domain';
import { z } from 'zod';

/** PATIO_GRUPOS: groups of the main yard, 1–9999 (four digits of the address). */
const zGrupos = z.coerce
  .number()
  .int('PATIO_GRUPOS deve ser um número inteiro')
  .min(1, 'PATIO_GRUPOS vai de 1 a 9999')
  .max(9999, 'PATIO_GRUPOS vai de 1 a 9999')
  .default(LAYOUT_PADRAO.grupos);

/**
 * The yard's groups from PATIO_GRUPOS alone, for the seed programs that run without the rest of
 * the server's configuration; an invalid value falls back to the default as it always did.
 */
export function gruposDoAmbiente(env: NodeJS.ProcessEnv = process.env): number {
  const lido = zGrupos.safeParse(env.PATIO_GRUPOS);
  return lido.success ? lido.data : LAYOUT_PADRAO.grupos;
}

/** Every setting comes from the environment; the README's configuration table mirrors this. */
const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  MIGRATION_DATABASE_URL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de ao menos 32 caracteres').optional(),
  TOKEN_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'TOKEN_TTL no formato 30m, 8h, 1d')
    .default('8h'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pátio <patio@localhost>'),
  APP_URL: z.string().optional(),
  ALARMES_API_KEY: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  PATIO_GRUPOS: zGrupos,
  WEBHOOK_DESTINOS: z.string().default(''),
  TLS_CERT: z.string().optional(),
  TLS_KEY: z.string().optional(),
  TLS_CA: z.string().optional(),
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LEITURA_OBRIGATORIA: z.enum(['0', '1', '']).default('0'),
  IMPRESSORAS: z.string().default(''),
  IMPRESSORA_ENTRADA: z.string().optional(),
  WEBHOOK_CHAVE_MESTRA: z
    .string()
    .min(32, 'WEBHOOK_CHAVE_MESTRA precisa de ao menos 32 caracteres')
    .optional(),
  INTEGRACAO_RETENCAO_DIAS: z.coerce
    .number()
    .int('INTEGRACAO_RETENCAO_DIAS deve ser um número inteiro de dias')
    .min(1, 'INTEGRACAO_RETENCAO_DIAS vai de 1 a 3650')
    .max(3650, 'INTEGRACAO_RETENCAO_DIAS vai de 1 a 3650')
    .default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: the tables' owner, for migrations only; the server then serves as DATABASE_URL,
   * a role that owns nothing (docs/audit-trail.md). Unset: DATABASE_URL does both.
   */
  migrationDatabaseUrl: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  alarmesApiKey: string | undefined;
  logLevel: string;
  webDist: string;
  bodyLimit: number;
  /** Login calls per minute from one IP address (the per-login lockout is separate). */
  loginRateLimit: number;
  /** Groups of the main yard (PATIO_GRUPOS): 92 opens the cooling window 31–92. */
  patioGrupos: number;
  /** Hosts and networks webhooks may be sent to (WEBHOOK_DESTINOS, modules/integracoes/webhooks/destinos.ts). */
  webhookDestinos: string;
  /**
   * HTTPS on PORT (TLS_CERT, TLS_KEY: PEM files; TLS_CA: the CA served at /ca.pem, by default
   * ca.pem beside TLS_CERT) and the plain port that redirects to it (HTTP_PORT); docs/tls.md.
   */
  tls: { cert: string; key: string; ca: string; httpPort: number | undefined } | undefined;
  /** LEITURA_OBRIGATORIA=1: a crane's pick must carry the coil's label reading. */
  leituraObrigatoria: boolean;
  /** IMPRESSORAS, "nome=host:porta,…": the only label printers reachable (modules/etiquetas). */
  impressoras: string;
  /** IMPRESSORA_ENTRADA: the printer of the label of a coil entering the yard. */
  impressoraEntrada: string | undefined;
  /** How long a printer has to accept the connection (5 s; shorter in tests). */
  impressoraTimeoutMs: number;
  /**
   * The master key of the webhook secrets (modules/integracoes/webhooks/cofre.ts); unset: a file
   * beside DATA_DIR, made at the first start.
   */
  webhookChaveMestra: string | undefined;
  /** Days the event feed keeps every event (INTEGRACAO_RETENCAO_DIAS, docs/integracao.md). */
  integracaoRetencaoDias: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

export function ttlToSeconds(ttl: string): number {
  const unit = ttl.slice(-1) as keyof typeof UNIT_SECONDS;
  return Number(ttl.slice(0, -1)) * UNIT_SECONDS[unit];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.TLS_CERT) !== Boolean(e.TLS_KEY)) {
    throw new Error('Configuração inválida:\nTLS_CERT e TLS_KEY vão juntos: informe os dois.');
  }
  const base = env.INIT_CWD ?? process.cwd();
  const tls =
    e.TLS_CERT && e.TLS_KEY
      ? {
          cert: resolve(base, e.TLS_CERT),
          key: resolve(base, e.TLS_KEY),
          ca: resolve(base, e.TLS_CA ?? join(dirname(e.TLS_CERT), 'ca.pem')),
          httpPort: e.HTTP_PORT,
        }
      : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where npm was run.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL || undefined,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: ttlToSeconds(e.TOKEN_TTL),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, ''),
    alarmesApiKey: e.ALARMES_API_KEY,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    bodyLimit: e.BODY_LIMIT,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    patioGrupos: e.PATIO_GRUPOS,
    webhookDestinos: e.WEBHOOK_DESTINOS,
    tls,
    leituraObrigatoria: e.LEITURA_OBRIGATORIA === '1',
    impressoras: e.IMPRESSORAS,
    impressoraEntrada: e.IMPRESSORA_ENTRADA || undefined,
    impressoraTimeoutMs: 5000,
    webhookChaveMestra: e.WEBHOOK_CHAVE_MESTRA || undefined,
    integracaoRetencaoDias: e.INTEGRACAO_RETENCAO_DIAS,
  };
}
