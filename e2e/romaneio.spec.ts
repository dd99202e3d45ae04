/**
 * The dispatch manifest (docs/romaneio.md): opened from the dispatch list, each coil in loading
 * order with the loaded one marked, the totals, and the A4 print Chromium turns into a PDF.
 */
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { carregarNaPonte, criarDespacho, identificacaoUnica } from './support/despachos.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('romaneio: ordem de carga, a carregada marcada, totais; imprime em A4 como PDF', async ({
  page,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  // criarBobina gives every coil 20 t.
  const a = await criarBobina(token, f.n('A'));
  const b = await criarBobina(token, f.n('B'));
  const identificacao = identificacaoUnica('CARRETA');
  await criarDespacho(token, identificacao, [b.id, a.id]);
  await carregarNaPonte(token, b.lote);

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  // Searched by its identification: the list, oldest first, holds other specs' dispatches.
  await page.goto(`/operacoes-despacho?q=${identificacao}`);
  await page.getByTestId(`row-${identificacao}`).getByTestId('romaneio-button').click();
  await expect(page).toHaveURL(/\/operacao-despacho\/\d+\/romaneio$/);
  const folha = page.getByTestId('romaneio');
  await expect(folha).toContainText(`Romaneio do despacho ${identificacao}`);
  await expect(page.getByTestId('romaneio-situacao')).toHaveText('Em carregamento');
  // Loading order, not address or lot order.
  await expect(folha.locator('tbody tr')).toHaveCount(2);
  expect(await folha.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual([b.lote, a.lote]);
  const carregada = page.getByTestId(`romaneio-${b.lote}`);
  await expect(carregada).toHaveClass(/carregada/);
  await expect(carregada.getByTestId('romaneio-carregada')).toHaveText('✔ Sim');
  await expect(carregada).toContainText(b.endereco);
  await expect(page.getByTestId(`romaneio-${a.lote}`).getByTestId('romaneio-carregada')).toHaveText(
    'Não',
  );
  await expect(page.getByTestId('romaneio-totais')).toHaveText(
    'Total: 2 bobina(s), 40,000 t · Carregadas: 1 bobina(s), 20,000 t',
  );
  // The saved PDF is named after the page title.
  await expect(page).toHaveTitle(`Romaneio ${identificacao}`);

  // On paper only the manifest: no menu, no screen buttons; the totals stay.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await expect(page.getByTestId('romaneio-imprimir')).toBeHidden();
  await expect(page.getByTestId('romaneio-totais')).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // One A4 page (595 × 842 points) for two coils.
  const texto = pdf.toString('latin1');
  expect(texto.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const caixa = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(texto);
  const [x0, y0, x1, y1] = (caixa?.slice(1) ?? []).map(Number);
  expect(Math.round((x1 ?? 0) - (x0 ?? 0))).toBe(595);
  expect(Math.round((y1 ?? 0) - (y0 ?? 0))).toBe(842);
});
