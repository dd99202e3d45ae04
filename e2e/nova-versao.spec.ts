/**
 * The update prompt (docs/offline.md, "The app shell (service worker)"): a new version found
 * mid-shift waits for the operator. The spec serves a copy of the build from a server of its
 * own (WEB_DIST), installs its service worker, then turns the copy into "build B" (index.html
 * marked, its precache revision changed in sw.js, as a new build would): a reload finds it, the
 * banner shows and the page stays on A until "atualizar" is tapped.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, iniciarServidor, RAIZ } from './support/servidor.ts';

test('nova versão: o aviso aparece, a tela não recarrega sozinha; "atualizar" leva à nova', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'patio-e2e-versao-'));
  const web = join(dir, 'web');
  cpSync(join(RAIZ, 'apps/web/dist'), web, { recursive: true });
  const servidor = await iniciarServidor(join(dir, 'db'), await freePort(), { WEB_DIST: web });
  try {
    await page.goto(`${servidor.url}/login`);
    await expect(page.getByTestId('login-input')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect(page.getByTestId('nova-versao')).toHaveCount(0);

    // Build B on the same origin.
    const index = join(web, 'index.html');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace('<head>', '<head><meta name="patio-versao" content="B">'),
    );
    const sw = join(web, 'sw.js');
    const antes = readFileSync(sw, 'utf8');
    const depois = antes.replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1b0b0b0b0');
    expect(depois).not.toBe(antes);
    writeFileSync(sw, depois);

    await page.reload();
    await expect(page.getByTestId('login-input')).toBeVisible();
    // Still A, served by the old worker; a mark on the page tells whether it reloads by itself.
    await page.evaluate(() => {
      (window as unknown as { semRecarga: boolean }).semRecarga = true;
    });
    await expect(page.getByTestId('nova-versao')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('nova-versao')).toContainText('Nova versão disponível —');
    await expect(page.locator('meta[name="patio-versao"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { semRecarga?: boolean }).semRecarga),
    ).toBe(true);

    await page.getByTestId('nova-versao').getByRole('button', { name: 'atualizar' }).click();
    await expect(page.locator('meta[name="patio-versao"]')).toHaveCount(1, { timeout: 60_000 });
    await expect(page.getByTestId('nova-versao')).toHaveCount(0);
    await expect(page.getByTestId('login-input')).toBeVisible();
  } finally {
    await servidor.parar();
    rmSync(dir, { recursive: true, force: true });
  }
});
