import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a sent secret equals the expected one, in a time that tells a guesser nothing about
 * how much of it matched: both are hashed to the same length and compared in constant time.
 */
export function mesmoSegredo(enviado: string, esperado: string): boolean {
  const a = createHash('sha256').update(enviado).digest();
  const b = createHash('sha256').update(esperado).digest();
  return timingSafeEqual(a, b);
}
