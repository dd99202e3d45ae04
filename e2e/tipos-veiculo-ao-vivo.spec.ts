/**
 * Live updates of the vehicle types (docs/live-updates.md): a type one person registers or
 * renames appears on every other open "Tipos de veículo" screen without a reload.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, chamar, entrar } from './support/api.ts';
import { escolher } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { identificacaoUnica } from './support/despachos.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });
// Two browsers and two logins on a loaded machine.
test.setTimeout(240_000);

/** A browser on the vehicle-type screen, once its live stream is open. */
async function abrirTipos(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  const ouvindo = page.waitForResponse((r) => r.url().endsWith('/api/stream'));
  await page.goto('/tipos-veiculo');
  await ouvindo;
  await expect(page.getByTestId('tipos-veiculo')).toBeVisible();
  return page;
}

test('um tipo de veículo cadastrado ou renomeado aparece na tela aberta de outro navegador', async ({
  browser,
}) => {
  const [a, b] = [await abrirTipos(browser), await abrirTipos(browser)];
  const nome = identificacaoUnica('Carreta viva');

  await a.getByTestId('novo-button').click();
  await a.getByTestId('tipo-nome').fill(nome);
  await escolher(a, 'tipo-modal', 'Rodoviário');
  await a.getByTestId('tipo-salvar').click();
  await expect(a.getByTestId('tipos-veiculo')).toContainText(nome);

  // B did nothing: only the live stream can bring the new row.
  await expect(b.getByTestId('tipos-veiculo')).toContainText(nome);

  const token = await entrar();
  const { data } = await chamar<{ data: { id: number; nome: string }[] }>(
    'GET',
    'tipos-veiculo',
    token,
  );
  const tipo = data.find((t) => t.nome === nome);
  if (!tipo) throw new Error(`tipo ${nome} não encontrado`);
  const novoNome = `${nome} R`;
  await chamar('PUT', `tipos-veiculo/${tipo.id}`, token, {
    nome: novoNome,
    modal: 'CARRETA',
    capacidadeT: 30,
    posicoes: 2,
  });
  await expect(a.getByTestId('tipos-veiculo')).toContainText(novoNome);
  await expect(b.getByTestId('tipos-veiculo')).toContainText(novoNome);
});
