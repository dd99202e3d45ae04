import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The webhook secrets' lock (docs/integracao.md, "Where the secret lives"): each secret is
 * stored encrypted (AES-256-GCM) under a master key that never enters the database, so a
 * pg_dump or a backup alone cannot sign a delivery. The master key is WEBHOOK_CHAVE_MESTRA, or
 * else a file the server makes beside its data directory (mode 0600), which the embedded
 * backup (PGlite's data directory) does not include.
 */
export interface Cofre {
  cifrar(segredo: string): string;
  /** The secret as it was shown; throws when the master key is not the one that locked it. */
  decifrar(guardado: string): string;
}

/** A new signing secret, as the administrator sees it once. */
export const novoSegredo = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** What a stored secret starts with once locked; a plain `whsec_…` is from before. */
const MARCA = 'aes256gcm:';

export const MSG_COFRE =
  'Segredo do webhook ilegível: a chave mestra (WEBHOOK_CHAVE_MESTRA ou o arquivo ao lado dos dados) não é a que o cifrou; troque o segredo (docs/backup.md).';

/** The master key file's path for a data directory: beside it, never inside it. */
export const arquivoDaChaveMestra = (dataDir: string) => `${dataDir}.chave-webhooks`;

/** Reads the key file, or makes it (random, 0600) when there is none; two processes agree. */
function chaveDoArquivo(caminho: string): string {
  try {
    return readFileSync(caminho, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(caminho), { recursive: true });
  try {
    // 'wx': a second process starting at the same moment reads the first one's key instead.
    writeFileSync(caminho, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(caminho, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(caminho, 'utf8').trim();
}

export function abrirCofre(opts: { chaveMestra: string | undefined; dataDir: string }): Cofre {
  const texto = opts.chaveMestra ?? chaveDoArquivo(arquivoDaChaveMestra(opts.dataDir));
  const chave = createHash('sha256').update(texto).digest();
  return {
    cifrar(segredo) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', chave, iv);
      const corpo = Buffer.concat([c.update(segredo, 'utf8'), c.final()]);
      return MARCA + Buffer.concat([iv, c.getAuthTag(), corpo]).toString('base64url');
    },
    decifrar(guardado) {
      if (!guardado.startsWith(MARCA)) return guardado;
      const b = Buffer.from(guardado.slice(MARCA.length), 'base64url');
      try {
        const d = createDecipheriv('aes-256-gcm', chave, b.subarray(0, 12));
        d.setAuthTag(b.subarray(12, 28));
        return Buffer.concat([d.update(b.subarray(28)), d.final()]).toString('utf8');
      } catch {
        throw new Error(MSG_COFRE);
      }
    },
  };
}

/** Whether a stored secret is still in the clear (written before secrets were locked). */
export const emClaro = (guardado: string) => !guardado.startsWith(MARCA);
