import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtp } from '../apps/server/test/smtp.ts';
import { freePort, iniciarServidor } from './support/servidor.ts';

/**
 * Starts the built product on a free port with a fresh data directory and a real SMTP
 * listener whose mails land in a folder the specs read.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'patio-e2e-'));
  const mailDir = join(dataDir, 'mails');
  const smtp = await startSmtp({ dir: mailDir });
  let servidor: Awaited<ReturnType<typeof iniciarServidor>>;
  try {
    servidor = await iniciarServidor(join(dataDir, 'db'), await freePort(), {
      SMTP_URL: smtp.url,
      // The webhook specs' receivers listen on loopback.
      WEBHOOK_DESTINOS: '127.0.0.1',
    });
  } catch (e) {
    await smtp.close();
    throw e;
  }
  process.env.PATIO_URL = servidor.url;
  process.env.PATIO_MAIL_DIR = mailDir;
  writeFileSync(join(dataDir, 'url'), servidor.url);

  return async () => {
    await servidor.parar();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
