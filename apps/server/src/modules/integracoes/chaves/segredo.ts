import { createHash, randomBytes } from 'node:crypto';

/** What every key starts with: an integrator (and a secret scanner) can tell what it is. */
const MARCA = 'patio_';
/** The part of a key the administrator sees afterwards: the mark and six random characters. */
const TAMANHO_PREFIXO = MARCA.length + 6;

/** A new key: 256 random bits; only its hash and its prefix are kept. */
export function novaChave(): { chave: string; prefixo: string; hash: string } {
  const chave = `${MARCA}${randomBytes(32).toString('base64url')}`;
  return { chave, prefixo: chave.slice(0, TAMANHO_PREFIXO), hash: hashDaChave(chave) };
}

/** SHA-256 in hex: the key is random and long, so a fast hash keeps it as safe as a slow one. */
export const hashDaChave = (chave: string) => createHash('sha256').update(chave).digest('hex');
