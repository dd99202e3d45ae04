import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite does not lock its directory, and a second process writing to it silently loses data.
 * We keep a pid file beside the data and refuse to start while its owner is alive.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'patio.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(file, 'utf8'));
      if (isAlive(owner) && owner !== process.pid) {
        throw new Error(
          `O diretório de dados ${dir} está em uso pelo processo ${owner}. ` +
            'Pare aquele servidor ou use outro DATA_DIR.',
        );
      }
      unlinkSync(file); // stale lock of a process that died
    }
  }
  throw new Error(`Não foi possível travar o diretório de dados ${dir}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
