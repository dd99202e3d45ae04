import { createHash } from 'node:crypto';

/**
 * What the database keeps of a session id (a token's `jti`): its sha256. A copy of the database
 * then holds no usable session id — with the signing key from the same copy, a token made from
 * a stored value names no session, since the guard hashes the `jti` it receives.
 */
export function hashSessao(jti: string): string {
  return createHash('sha256').update(jti).digest('base64url');
}
