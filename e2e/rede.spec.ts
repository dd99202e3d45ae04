/**
 * The product as a plant network reaches it: plain HTTP through a host name that is not
 * localhost, so the page is not a secure context (docs/security-headers.md).
 */
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina, loteUnico } from './support/bobinas.ts';
import { ADMIN_SENHA, CHROMIUM } from './support/constants.ts';
import { criarItem, esperarToast } from './support/listas.ts';
import * as m from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

const porta = new URL(process.env.PATIO_URL as string).port;
const HOST = `http://patio.test:${porta}`;

test.use({
  baseURL: HOST,
  launchOptions: {
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--host-resolver-rules=MAP patio.test 127.0.0.1'],
  },
});

test('por http://patio.test: entra, vê o mapa com as bobinas e copia um lote', async ({
  page,
  context,
}) => {
  const falhas: string[] = [];
  // Leaving a screen aborts its live stream (ERR_ABORTED); any other failure is a fault.
  page.on('requestfailed', (r) => {
    const erro = r.failure()?.errorText ?? '';
    if (!erro.includes('ERR_ABORTED')) falhas.push(`${r.url()} ${erro}`);
  });
  page.on('pageerror', (e) => falhas.push(e.message));
  const token = await entrar();
  const [g = 0] = await m.gruposLivres(token);
  const bobina = await criarBobina(token, m.endereco(g, 'C', 5));

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  expect(new URL(page.url()).host).toBe(`patio.test:${porta}`);
  // Plain HTTP by name: no secure context, so no navigator.clipboard either.
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await m.abrirMapa(page);
  await m.esperarCelula(page, bobina.endereco, 'ocupada');
  await expect(m.celula(page, bobina.endereco)).toHaveAttribute('title', new RegExp(bobina.lote));

  // The reserve list's lot copy falls back to the selection route.
  const lote = loteUnico('R');
  await criarItem(token, lote);
  // Searched by its lot: the shared list holds other specs' items, and the new one is last.
  await page.goto(`/patio-reserva/bobinas?tipoPatio=PLANO&q=${lote}`);
  await page.getByTestId(`lote-${lote}`).click();
  await esperarToast(page, `Lote "${lote}" copiado para a area de transferencia.`);
  // Read the clipboard back from a secure origin of the same browser.
  await context.grantPermissions(['clipboard-read'], { origin: process.env.PATIO_URL });
  const leitor = await context.newPage();
  await leitor.goto(`${process.env.PATIO_URL}/api/health`);
  expect(await leitor.evaluate(() => navigator.clipboard.readText())).toBe(lote);
  expect(falhas).toEqual([]);
});
