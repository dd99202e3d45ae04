import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSmtp } from '../apps/server/test/smtp.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { freePort, pararProcesso, waitHealthy } from './support/servidor.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Starts the built product on a free port with a fresh data directory and a real SMTP
 * listener whose mails land in a folder the specs read.
 */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'patio-e2e-'));
  const mailDir = join(dataDir, 'mails');
  const smtp = await startSmtp({ dir: mailDir });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      ADMIN_PASSWORD: ADMIN_SENHA,
      APP_URL: baseURL,
      SMTP_URL: smtp.url,
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // The webhook specs' receivers listen on loopback.
      WEBHOOK_DESTINOS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  try {
    await waitHealthy(baseURL, child, () => output);
  } catch (e) {
    // A server that never answered must not outlive the run and load the machine further.
    child.kill('SIGKILL');
    await smtp.close();
    throw e;
  }
  process.env.PATIO_URL = baseURL;
  process.env.PATIO_MAIL_DIR = mailDir;
  writeFileSync(join(dataDir, 'url'), baseURL);

  return async () => {
    await pararProcesso(child);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
