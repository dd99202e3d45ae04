import { expect, test } from '@playwright/test';
import { unico } from './support/admin.ts';
import { baseURL, criarPerfil, entrar } from './support/api.ts';
import { escolher } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** A call as a machine: the key in x-api-key, no session. */
const comChave = (chave: string, path: string) =>
  fetch(`${baseURL()}/api/${path}`, { headers: { 'x-api-key': chave } });

test('chave de integração: criada pela tela, mostrada uma vez, depois só o prefixo; revogada, 401', async ({
  page,
}) => {
  const perfil = unico('Máquinas da laminação ');
  await criarPerfil(await entrar(), perfil, ['IMPORTAR_ITENS']);
  const nome = unico('Laminação L');

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  const menu = page.getByTestId('side-menu');
  await menu.getByText('Administração').click();
  await menu.getByText('Integrações').click();
  await expect(page).toHaveURL(/\/integracoes$/);
  await expect(page.getByTestId('page-title')).toHaveText('Integrações');
  await expect(page.getByRole('tab', { name: 'Webhooks' })).toBeVisible();

  await page.getByTestId('nova-chave').click();
  await page.getByTestId('chave-nome').fill(nome);
  await escolher(page, 'chave-perfil', perfil);
  await page.getByTestId('criar-chave').click();

  const mostrada = page.getByTestId('chave-criada');
  await expect(mostrada).toBeVisible();
  await expect(page.getByText('ela não será mostrada de novo')).toBeVisible();
  const chave = (await mostrada.textContent())?.trim() ?? '';
  expect(chave).toMatch(/^patio_[A-Za-z0-9_-]{40,}$/);
  expect((await comChave(chave, 'listas')).status).toBe(200);

  await page.getByTestId('fechar-chave').click();
  await expect(mostrada).toHaveCount(0);
  const linha = page.getByTestId('chaves').locator('tr').filter({ hasText: nome });
  await expect(linha).toContainText(`${chave.slice(0, 12)}…`);
  await expect(linha).toContainText(perfil);
  await expect(page.getByTestId('chaves')).not.toContainText(chave);
  await page.reload();
  await expect(linha).toContainText(chave.slice(0, 12));
  await expect(page.locator('body')).not.toContainText(chave);

  await linha.getByRole('button', { name: 'Revogar' }).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Chave revogada', { exact: true })).toBeVisible();
  await expect(linha).toContainText('Revogada');
  expect((await comChave(chave, 'listas')).status).toBe(401);
});
