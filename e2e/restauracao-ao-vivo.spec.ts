import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { freePort, iniciarServidor, RAIZ } from './support/servidor.ts';

/*
 * A screen open across a backup → restore (a crane cab's screen stays open for a shift): when
 * the server is back it refetches what it shows (the coil placed after the backup is gone),
 * then keeps hearing changes — a coil placed after the restore appears with no reload.
 * The spec runs a server of its own: it must stop it for the restore.
 */
test('cópia → restauração com a tela aberta: a tela recarrega e depois mostra a bobina colocada após a restauração', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'patio-e2e-restauracao-'));
  const dataDir = join(dir, 'db');
  const port = await freePort();
  const compartilhado = process.env.PATIO_URL;
  let servidor = await iniciarServidor(dataDir, port);
  // The API helpers read the server's address from PATIO_URL: point them at this one.
  process.env.PATIO_URL = servidor.url;
  try {
    const token = await entrar();
    await page.goto(`${servidor.url}/login`);
    await page.getByTestId('login-input').fill('admin');
    await page.getByTestId('senha-input').fill(ADMIN_SENHA);
    await page.getByTestId('entrar-button').click();
    await expect(page).toHaveURL(/\/main$/);
    const antes = await criarBobina(token, '0001AN01');
    await page.goto(`${servidor.url}/bobinas`);
    await expect(page.getByTestId(`row-${antes.lote}`)).toBeVisible();

    const res = await fetch(`${servidor.url}/api/admin/backup`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const arquivo = join(dir, 'patio.backup');
    writeFileSync(arquivo, Buffer.from(await res.arrayBuffer()));

    // Placed after the backup: the open screen hears it live.
    const perdida = await criarBobina(token, '0001BN01');
    await expect(page.getByTestId(`row-${perdida.lote}`)).toBeVisible();

    await servidor.parar();
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/restore.ts', arquivo],
      {
        cwd: RAIZ,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    servidor = await iniciarServidor(dataDir, port);

    // The stream comes back on its own; the screen refetches: the restore took that coil away.
    await expect(page.getByTestId(`row-${perdida.lote}`)).toHaveCount(0);
    await expect(page.getByTestId(`row-${antes.lote}`)).toBeVisible();
    // And it keeps listening: a coil placed now appears without a reload.
    const depois = await criarBobina(token, '0001CN01');
    await expect(page.getByTestId(`row-${depois.lote}`)).toBeVisible();
  } finally {
    process.env.PATIO_URL = compartilhado;
    await servidor.parar();
    rmSync(dir, { recursive: true, force: true });
  }
});
