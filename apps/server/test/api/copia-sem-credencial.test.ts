import { spawnSync } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desencapsular } from '../../src/modules/backup/formato.ts';
import { JWT_SECRET } from '../constants.ts';
import { criarUsuario } from '../fixtures.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../helper.ts';

/*
 * A copy of the database holds no credential (docs/sessions.md): a signed-in user's session id
 * (the token's jti) appears nowhere in a full dump — pg_dump on PostgreSQL, the backup on
 * PGlite — while the token goes on working; and a token signed with what the dump holds (the
 * signing key, the stored session id, the user's token version) is refused.
 */

interface Conteudo {
  /** Everything the copy holds, as bytes to search. */
  bytes: Buffer;
  segredo: string;
  sessoes: { id: string; usuarioId: number }[];
  versao: number;
}

/** pg_dump's plain text: the rows of one table's COPY block, split into columns. */
function linhasDoCopy(dump: string, tabela: string): string[][] {
  const inicio = dump.indexOf(`COPY public.${tabela} `);
  if (inicio < 0) return [];
  const corpo = dump.slice(dump.indexOf('\n', inicio) + 1, dump.indexOf('\n\\.\n', inicio));
  return corpo === '' ? [] : corpo.split('\n').map((l) => l.split('\t'));
}

/** The columns' order in a COPY block's header. */
function colunasDoCopy(dump: string, tabela: string): string[] {
  const m = new RegExp(`COPY public\\.${tabela} \\(([^)]*)\\)`).exec(dump);
  return (m?.[1] ?? '').split(',').map((c) => c.trim().replaceAll('"', ''));
}

async function copiaPostgres(url: string, usuarioId: number): Promise<Conteudo> {
  const r = spawnSync('pg_dump', ['--no-owner', url], { encoding: 'utf8', maxBuffer: 1 << 28 });
  expect(r.status, r.stderr).toBe(0);
  const dump = r.stdout;
  const col = (tabela: string, nome: string) => colunasDoCopy(dump, tabela).indexOf(nome);
  const cfg = linhasDoCopy(dump, 'configuracoes').find((l) => l[0] === 'jwt_secret');
  const usuario = linhasDoCopy(dump, 'usuarios').find(
    (l) => l[col('usuarios', 'id')] === String(usuarioId),
  );
  return {
    bytes: Buffer.from(dump),
    segredo: cfg?.[col('configuracoes', 'valor')] ?? '',
    sessoes: linhasDoCopy(dump, 'sessoes').map((l) => ({
      id: l[col('sessoes', 'id')] as string,
      usuarioId: Number(l[col('sessoes', 'usuario_id')]),
    })),
    versao: Number(usuario?.[col('usuarios', 'token_version')]),
  };
}

async function copiaPglite(t: TestApp, usuarioId: number): Promise<Conteudo> {
  const res = await t.call({ method: 'GET', url: '/api/admin/backup' });
  expect(res.statusCode, res.body).toBe(200);
  const { dados } = desencapsular(res.rawPayload);
  // The data directory as it was copied, opened on its own: what anyone holding the file reads.
  const copia = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(dados)]),
    extensions: { pg_trgm },
  });
  try {
    const segredo = await copia.query<{ valor: string }>(
      `select valor from configuracoes where chave = 'jwt_secret'`,
    );
    const sessoes = await copia.query<{ id: string; usuario_id: number }>(
      'select id, usuario_id from sessoes',
    );
    const versao = await copia.query<{ token_version: number }>(
      'select token_version from usuarios where id = $1',
      [usuarioId],
    );
    return {
      bytes: gunzipSync(dados),
      segredo: segredo.rows[0]?.valor ?? '',
      sessoes: sessoes.rows.map((s) => ({ id: s.id, usuarioId: s.usuario_id })),
      versao: versao.rows[0]?.token_version ?? -1,
    };
  } finally {
    await copia.close();
  }
}

describe.each(BACKENDS)('uma cópia do banco não guarda credencial (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it('o id da sessão não aparece na cópia; o token segue valendo; um token feito com a cópia é recusado', async () => {
    const u = await criarUsuario(t);
    const entrada = await t.call({
      method: 'POST',
      url: '/api/Usuarios/Login',
      payload: { login: u.login, senha: u.senha },
      as: null,
    });
    expect(entrada.statusCode, entrada.body).toBe(200);
    const token = entrada.json().data.token as string;
    const { jti } = JSON.parse(
      Buffer.from(token.split('.')[1] as string, 'base64url').toString(),
    ) as { jti: string };
    expect(jti.length).toBeGreaterThanOrEqual(16);

    const copia =
      backend === 'postgres'
        ? await copiaPostgres(t.databaseUrl as string, u.id)
        : await copiaPglite(t, u.id);
    // The search would find what the copy holds: the user's login is there, the session too.
    expect(copia.bytes.includes(u.login)).toBe(true);
    const daSessao = copia.sessoes.filter((s) => s.usuarioId === u.id);
    expect(daSessao).toHaveLength(1);
    const encontrados = [copia.bytes.includes(jti), daSessao.some((s) => s.id === jti)].filter(
      Boolean,
    ).length;
    console.log(`[cópia ${backend}] ids de sessão encontrados na cópia: ${encontrados}`);
    expect(encontrados).toBe(0);
    const chamar = (tk: string) => t.call({ method: 'GET', url: '/api/eventos', as: tk });
    expect((await chamar(token)).statusCode).toBe(200);

    // Everything a token needs, taken from the copy: the stored session id as the jti and the
    // user's token version, signed with the key a server keeps in the copy (`configuracoes`;
    // this test's server is handed its key instead, so that one is used as well).
    for (const segredo of new Set([copia.segredo, JWT_SECRET].filter(Boolean))) {
      const forjado = await new SignJWT({ login: u.login, ver: copia.versao })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(u.id))
        .setJti((daSessao[0] as { id: string }).id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(segredo));
      const res = await chamar(forjado);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().Messagens).toEqual(['Sessão inválida ou expirada. Faça login novamente.']);
    }
    expect((await chamar(token)).statusCode).toBe(200);
  }, 120_000);
});
