/**
 * Concurrent edits (docs/decisions.md "Edições concorrentes"): two people open
 * one coil; A saves Peso, then B saves Largura from the same read. B's save is refused, B's form
 * shows the current coil (with A's weight) and what B typed, and B re-applies and saves: both
 * changes stay.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { enderecosLivres } from './support/instrucoes.ts';
import { gruposLivres } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });
// Two browsers, two logins and three saves: ~15 s here when idle, 185 s measured on this
// machine at load 38 on 2 cores; room for that.
test.setTimeout(300_000);

async function abrirBobina(browser: Browser, id: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto(`/bobina/${id}`);
  await expect(page.getByTestId('campo-peso')).toHaveValue('20', { timeout: 60_000 });
  return page;
}

async function salvar(page: Page) {
  const resposta = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/bobinas\/\d+$/.test(r.url()),
  );
  await page.getByTestId('salvar-button').click();
  return resposta;
}

test('dois usuários na mesma bobina: a segunda gravação mostra o conflito e reaplica', async ({
  browser,
}) => {
  const token = await entrar();
  const [grupo = 30] = await gruposLivres(token, 1);
  const [endereco = ''] = await enderecosLivres(token, grupo, 1);
  const b = await criarBobina(token, endereco, { peso: 20, largura: 1200 });
  const a = await abrirBobina(browser, b.id);
  const outro = await abrirBobina(browser, b.id);

  // Both are typing; A saves first. (An untouched form follows the live update instead.)
  await outro.getByTestId('campo-largura').fill('1111');
  await a.getByTestId('campo-peso').fill('11,1');
  expect((await salvar(a)).status()).toBe(200);
  await expect(a.getByText('Bobina atualizada com sucesso.')).toBeVisible();

  expect((await salvar(outro)).status()).toBe(409);
  const conflito = outro.getByTestId('conflito-edicao');
  await expect(conflito).toContainText(
    'Bobina foi alterada por outro usuário desde que você a abriu.',
  );
  await expect(conflito).toContainText('Largura (mm): 1.111 (valor atual: 1.200)');
  await expect(outro.getByText('Bobina atualizada com sucesso.')).toHaveCount(0);
  // The form now shows the coil as it is: A's weight, the old width.
  await expect(outro.getByTestId('campo-peso')).toHaveValue('11,1');
  await expect(outro.getByTestId('campo-largura')).not.toHaveValue(/1\.?111/);

  await outro.getByTestId('reaplicar-button').click();
  await expect(conflito).toHaveCount(0);
  await expect(outro.getByTestId('campo-largura')).toHaveValue(/^1\.?111$/);
  await expect(outro.getByTestId('campo-peso')).toHaveValue('11,1');
  expect((await salvar(outro)).status()).toBe(200);
  await expect(outro.getByText('Bobina atualizada com sucesso.')).toBeVisible();

  const res = await fetch(`${baseURL()}/api/bobinas/${b.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await res.json()).data).toMatchObject({ peso: 11.1, largura: 1111 });
  await a.context().close();
  await outro.context().close();
});
