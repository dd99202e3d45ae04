import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { bobinaPorLote, loteUnico, preencherObrigatorios } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import * as m from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** The advisor's list: waits for its first row and returns the addresses shown, best first. */
async function abrirSugestoes(page: import('@playwright/test').Page) {
  const resposta = page.waitForResponse(
    (r) => r.url().endsWith('/api/patio/sugestoes') && r.request().method() === 'POST',
  );
  await page.getByTestId('sugerir-endereco').click();
  expect((await resposta).status()).toBe(200);
  await expect(page.getByTestId('sugestao-0')).toBeVisible();
  return page.getByTestId('sugestao-endereco').allTextContents();
}

test('formulário: "Sugerir endereço" preenche o endereço e salva sem pedir confirmação', async ({
  page,
}) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobina');
  await expect(page.getByTestId('page-title')).toHaveText('Cadastrar nova bobina');
  const lote = loteUnico('G');
  await preencherObrigatorios(page, {
    item: 'S12345',
    lote,
    endereco: '',
    grupo: 'LQ - Linha a quente',
    material: 'BQ - Bobina a quente',
    turno: '1',
    data: '10/11/2026',
    hora: '08:00',
  });
  await page.getByTestId('campo-largura').fill('1200');
  const enderecos = await abrirSugestoes(page);
  expect(enderecos).toHaveLength(5);
  await expect(page.getByTestId('sugestao-0')).toContainText(/bobinas|chão|topo|apoio/);
  // the stay model the advisor reads, under the list
  await expect(page.getByTestId('modelo-permanencia')).toContainText(/^Modelo de permanência: /);
  await page.getByTestId('sugestao-0').click();
  await expect(page.getByTestId('campo-endereco')).toHaveValue(enderecos[0] ?? '');

  let perguntou = false;
  page.on('dialog', () => {
    perguntou = true;
  });
  const cadastro = page.waitForResponse(
    (r) => /\/api\/bobinas(\?|$)/.test(r.url()) && r.request().method() === 'POST',
  );
  await page.getByTestId('salvar-button').click();
  expect((await cadastro).status()).toBe(201);
  await expect(page.getByText('Bobina criada com sucesso.')).toBeVisible();
  await expect(page.getByText('Deseja confirmar esta operação?')).toHaveCount(0);
  expect(perguntou).toBe(false);
  const salva = await bobinaPorLote(await entrar(), lote);
  expect(salva?.endereco).toBe(enderecos[0]);
});

test('mapa: as sugestões aparecem destacadas nas suas posições', async ({ page }) => {
  const { e } = await m.mapaComGrupoLivre(page);
  await m.abrirMapa(page);
  await m.clicarCelula(page, e('C', 5));
  await page.getByTestId('incluir-bobina').click();
  await expect(page.locator('.ant-modal-title', { hasText: 'Cadastrar Bobina' })).toBeVisible();
  const enderecos = await abrirSugestoes(page);
  expect(enderecos.length).toBeGreaterThan(0);
  const destaques = page.locator('[data-testid^="sugerida-"]');
  await expect(destaques).toHaveCount(enderecos.length);
  for (const [i, endereco] of enderecos.entries()) {
    const d = page.getByTestId(`sugerida-${endereco}`);
    await expect(d).toBeAttached();
    await expect(d).toHaveText(String(i + 1));
  }
  // picking one fills the field and the highlight goes with the list
  await page.getByTestId('sugestao-0').click();
  await expect(page.getByTestId('campo-endereco')).toHaveValue(enderecos[0] ?? '');
  await expect(destaques).toHaveCount(0);
});
