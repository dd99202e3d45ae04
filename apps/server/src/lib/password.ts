import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

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
