import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

describe('trava do diretório de dados do PGlite', () => {
  it('recusa um diretório cujo dono está vivo e libera ao soltar', () => {
    const dir = mkdtempSync(join(tmpdir(), 'patio-lock-'));
    const child = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'patio.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(/está em uso pelo processo \d+/);
    } finally {
      child.kill();
    }
  });

  it('assume a trava de um processo que morreu', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'patio-lock-'));
    const child = spawn('true');
    await new Promise((r) => child.once('exit', r));
    writeFileSync(join(dir, 'patio.lock'), String(child.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'patio.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'patio.lock'))).toBe(false);
  });

  it('um segundo servidor no mesmo DATA_DIR não sobe e diz por quê', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'patio-lock-'));
    writeFileSync(join(dir, 'patio.lock'), String(process.pid)); // held by this live process
    const main = new URL('../main.ts', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toContain(`está em uso pelo processo ${process.pid}`);
  });
});
