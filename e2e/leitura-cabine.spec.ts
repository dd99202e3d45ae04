/**
 * Scan-to-confirm in the cab (docs/etiquetas-e-leitura.md#confirmação-na-cabine): a camera reading of
 * the coil's label sends the pick with `lido`; a hand-held scanner's reading of the wrong coil
 * covers the screen in red with both codes, and nothing moves. Chromium's fake camera shows a
 * video of the label, made in this file's worker before the browser starts.
 */
import { expect, type Page, test } from '@playwright/test';
import { chamar, entrar } from './support/api.ts';
import { criarBobina, loteUnico } from './support/bobinas.ts';
import { chromiumComCamera, videoDaEtiqueta } from './support/camera.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { criarInstrucao, ponteCom } from './support/instrucoes.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

/** The coil the camera sees: its lote is fixed before the browser (and its camera) starts. */
const LOTE_DA_CAMERA = loteUnico('C');
test.use({
  baseURL: process.env.PATIO_URL,
  launchOptions: chromiumComCamera(videoDaEtiqueta(LOTE_DA_CAMERA)),
});

const PONTE = 'PR347';

async function abrirCabine(page: Page, lote: string) {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto(`/instrucoes-ponte?ponte=${PONTE}`);
  await expect(page.getByTestId('ler-etiqueta')).toHaveText(
    `Leia a etiqueta da bobina ${lote} para pegar`,
  );
}

type Linha = { motivo: string };
const historico = (token: string, id: number) =>
  chamar<{ data: Linha[] }>('GET', `bobinas/${id}/historico`, token).then((r) => r.data);

test('a câmera lê a etiqueta da bobina e a cabine pega com a leitura', async ({ page }) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const b = await criarBobina(token, f.n('A'), { lote: LOTE_DA_CAMERA });
  await ponteCom(token, PONTE, [await criarInstrucao(token, b.lote, f.n('E'))]);
  // When the camera's picture starts: the label is in view from its first frame.
  await page.addInitScript(() => {
    document.addEventListener(
      'playing',
      () => {
        (window as { cameraDesde?: number }).cameraDesde ??= Date.now();
      },
      true,
    );
  });
  await abrirCabine(page, b.lote);

  const pegou = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/pegar'));
  await page.getByTestId('camera-button').click();
  const pedido = await pegou;
  const enviadoEm = Date.now();
  expect(pedido.postDataJSON()).toMatchObject({ lido: b.lote, lote: b.lote });
  const desde = await page.evaluate(() => (window as { cameraDesde?: number }).cameraDesde);
  expect(desde).toBeDefined();
  const ms = enviadoEm - (desde ?? enviadoEm);
  test
    .info()
    .annotations.push({ type: 'da etiqueta na câmera à pegada enviada', description: `${ms} ms` });
  console.log(`da etiqueta na câmera à pegada enviada: ${ms} ms`);

  await expect(page.getByTestId('codigo-lido')).toHaveText(b.lote);
  await expect(page.getByTestId('soltar-button')).toBeVisible();
  await expect(page.getByTestId('ler-etiqueta')).toHaveText(
    `Leia a etiqueta do endereço ${f.n('E')} para soltar`,
  );
  await expect
    .poll(async () => (await historico(token, b.id)).map((m) => m.motivo).join('\n'))
    .toContain('confirmada pela leitura da etiqueta');
});

test('o leitor de mão lê a bobina errada: tela vermelha com os dois códigos, nada se move', async ({
  page,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const certa = await criarBobina(token, f.n('A'));
  const errada = await criarBobina(token, f.n('B'));
  await ponteCom(token, PONTE, [await criarInstrucao(token, certa.lote, f.n('E'))]);
  await abrirCabine(page, certa.lote);

  const recusa = page.waitForResponse((r) => r.url().endsWith('/pegar'));
  // A scanner in keyboard mode: the code typed fast and Enter, no field focused.
  await page.keyboard.type(errada.lote);
  await page.keyboard.press('Enter');
  const r = await recusa;
  expect(r.status()).toBe(409);
  expect((await r.json()).codigos).toContain('BOBINA_LIDA_DIFERENTE');

  const tela = page.getByTestId('leitura-diferente');
  await expect(tela).toBeVisible();
  await expect(tela).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  await expect(page.getByTestId('leitura-diferente-lido')).toHaveText(errada.lote);
  await expect(page.getByTestId('leitura-diferente-esperado')).toHaveText(certa.lote);
  // It stays until dismissed.
  await page.waitForTimeout(1_500);
  await expect(tela).toBeVisible();
  await page.getByTestId('leitura-diferente-fechar').click();
  await expect(tela).toHaveCount(0);

  // Nothing moved: the pick is still to do, both coils where they were.
  await expect(page.getByTestId('pegar-button')).toBeVisible();
  for (const b of [certa, errada]) {
    const { data } = await chamar<{ data: { endereco: string; status: string } }>(
      'GET',
      `bobinas/${b.id}`,
      token,
    );
    expect([data.endereco, data.status]).toEqual([b.endereco, 'NO_PATIO']);
  }
});
