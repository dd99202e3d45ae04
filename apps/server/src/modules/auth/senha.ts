/**
 * A user's password, in one place: the scrypt hash and its check, and the stored hash read and
 * written (a new password ends the user's other sessions).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { redefinicoesSenha, usuarios } from '../../db/schema.ts';
import { revogarSessoes } from '../sessoes/revogar-sessoes.ts';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt is memory-hard (N=2^15, r=8: 32 MiB per hash); parameters travel in the hash string. */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const maxmem = (n: number, r: number) => 256 * n * r;

export async function hashSenha(senha: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(senha, salt, KEYLEN, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verificarSenha(senha: string, hash: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = hash.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  const actual = await scrypt(senha, Buffer.from(salt, 'base64'), expected.length, params);
  return timingSafeEqual(actual, expected);
}

/** Compared against when the login does not exist, so both answers take the same time. */
export const HASH_FICTICIO =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export async function lerSenhaHash(db: Executor, usuarioId: number): Promise<string | null> {
  const [row] = await db
    .select({ senhaHash: usuarios.senhaHash })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return row?.senhaHash ?? null;
}

/**
 * Stores a new hash, bumps the token version and ends every open session of the user: every
 * token issued before stops working, on every server process. The user's reset links not yet
 * used are spent too: a link mailed before the change must not undo it.
 */
export async function gravarSenha(db: Executor, usuarioId: number, senhaHash: string) {
  await db
    .update(usuarios)
    .set({ senhaHash, tokenVersion: sql`${usuarios.tokenVersion} + 1` })
    .where(eq(usuarios.id, usuarioId));
  await revogarSessoes(db, usuarioId);
  await db
    .update(redefinicoesSenha)
    .set({ usedAt: sql`now()` })
    .where(and(eq(redefinicoesSenha.usuarioId, usuarioId), isNull(redefinicoesSenha.usedAt)));
}
