import { expect, type Page, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { loteUnico } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto } from './support/fotos.ts';
import { abrirMapa, endereco, gruposLivres, incluirPeloMapa } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** The number a dashboard statistic shows (pt-BR digits, thousands with a dot). */
async function numero(page: Page, testId: string): Promise<number> {
  const texto = await page
    .getByTestId(testId)
    .locator('.ant-statistic-content-value')
    .textContent();
  return Number((texto ?? '').replace(/\D/g, ''));
}

test('o painel em /main acompanha o pátio ao vivo e leva ao mapa do grupo', async ({
  page,
  browser,
}, testInfo) => {
  const token = await entrar();
  const [grupo = 0] = await gruposLivres(token);
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByTestId('painel')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Painel do pátio');
  const antes = await numero(page, 'bobinas-noPatio');
  const livresAntes = Number(await page.getByTestId('ocupacao-chao-livres').textContent());

  // Another operator, in another browser, places a coil: the open dashboard follows.
  const outro = await browser.newContext({ baseURL: process.env.PATIO_URL });
  const outra = await outro.newPage();
  await fazerLogin(outra, 'admin', ADMIN_SENHA);
  await abrirMapa(outra);
  await incluirPeloMapa(outra, endereco(grupo, 'A', 1), loteUnico('P'), 'Anexo 1 (AX#1)');
  await expect.poll(() => numero(page, 'bobinas-noPatio')).toBe(antes + 1);
  await expect(page.getByTestId('ocupacao-chao-livres')).toHaveText(String(livresAntes - 1));
  await outro.close();
  await foto(page, 'painel', { info: testInfo });

  // The group strip leads to the map, centred on that group.
  await page.getByTestId(`grupo-${grupo}`).click();
  await expect(page).toHaveURL(new RegExp(`/mapa\\?grupo=${grupo}$`));
  await expect(page.getByTestId(`celula-${endereco(grupo, 'A', 1)}`)).toBeInViewport();
});
