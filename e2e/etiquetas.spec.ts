/**
 * Labels on the screens (docs/etiquetas-e-leitura.md, "Telas"): "Etiqueta" opens the coil's PDF,
 * "Imprimir etiquetas" sends the chosen coils' ZPL to a printer, and the map prints or saves a
 * group's address labels. The spec runs a server of its own whose IMPRESSORAS names a test
 * printer: a TCP listener on 127.0.0.1 that keeps what it receives.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { freePort, iniciarServidor } from './support/servidor.ts';

/** A raw-TCP printer (the 9100 port's protocol): each connection's text, once it ends. */
async function impressoraDeTeste() {
  const recebidos: string[] = [];
  const servidor: Server = createServer((s) => {
    let texto = '';
    s.on('data', (d) => {
      texto += d.toString('utf8');
    });
    s.on('end', () => recebidos.push(texto));
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const porta = (servidor.address() as { port: number }).port;
  return { porta, recebidos, fechar: () => new Promise((ok) => servidor.close(ok)) };
}

test('etiqueta em PDF, impressão das bobinas escolhidas e dos endereços de um grupo', async ({
  page,
  context,
}) => {
  const impressora = await impressoraDeTeste();
  const dir = mkdtempSync(join(tmpdir(), 'patio-e2e-etiquetas-'));
  const compartilhado = process.env.PATIO_URL;
  const servidor = await iniciarServidor(join(dir, 'db'), await freePort(), {
    IMPRESSORAS: `teste=127.0.0.1:${impressora.porta}`,
  });
  // The API helpers read the server's address from PATIO_URL: point them at this one.
  process.env.PATIO_URL = servidor.url;
  try {
    const token = await entrar();
    const b = await criarBobina(token, '0002AN01');
    await page.goto(`${servidor.url}/login`);
    await page.getByTestId('login-input').fill('admin');
    await page.getByTestId('senha-input').fill(ADMIN_SENHA);
    await page.getByTestId('entrar-button').click();
    await expect(page).toHaveURL(/\/main$/);

    // "Etiqueta" on the row: the PDF, fetched with the token, opens in a new tab.
    await page.goto(`${servidor.url}/bobinas?q=${b.lote}`);
    const linha = page.getByTestId(`row-${b.lote}`);
    await expect(linha).toBeVisible();
    await page.getByTestId(`row-menu-${b.lote}`).click();
    const pdf = page.waitForResponse((r) => r.url().includes(`/api/bobinas/${b.id}/etiqueta`));
    const aba = context.waitForEvent('page');
    await page.getByRole('menuitem', { name: 'Etiqueta' }).click();
    const resposta = await pdf;
    expect(resposta.status()).toBe(200);
    expect(resposta.headers()['content-type']).toBe('application/pdf');
    await expect.poll(async () => (await aba).url()).toMatch(/^blob:/);
    await (await aba).close();

    // "Imprimir etiquetas" for the coils chosen: the only printer is chosen already.
    await linha.locator('.ant-checkbox-input').check();
    await page.getByTestId('imprimir-etiquetas').click();
    const dialogo = page.getByTestId('imprimir-etiquetas-dialog');
    await expect(dialogo.getByTestId('impressora')).toContainText('teste');
    await dialogo.getByTestId('confirmar-impressao').click();
    await expect(page.getByText('1 etiqueta enviada à impressora teste.')).toBeVisible();
    await expect
      .poll(() => impressora.recebidos.find((z) => z.includes(`^FD${b.lote}^FS`)) ?? '')
      .toContain('^XA');

    // The coil's page has the button too.
    await page.goto(`${servidor.url}/bobina/${b.id}`);
    const pdfDaPagina = page.waitForResponse((r) =>
      r.url().includes(`/api/bobinas/${b.id}/etiqueta`),
    );
    const outraAba = context.waitForEvent('page');
    await page.getByTestId('etiqueta-bobina').click();
    expect((await pdfDaPagina).headers()['content-type']).toBe('application/pdf');
    await (await outraAba).close();

    // The map: a group's address labels, saved as a PDF and printed.
    await page.goto(`${servidor.url}/mapa?grupo=2`);
    await page.getByTestId('etiquetas-enderecos').click();
    await expect(dialogo.getByTestId('grupo-etiquetas')).toHaveValue('2');
    const download = page.waitForEvent('download');
    await dialogo.getByTestId('baixar-pdf-etiquetas').click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await dialogo.getByTestId('confirmar-impressao').click();
    await expect(page.getByText('135 etiquetas enviadas à impressora teste.')).toBeVisible();
    await expect
      .poll(() => impressora.recebidos.find((z) => z.includes('^FD0002AN01^FS')) ?? '')
      .toContain('^FD0002HP09^FS');
  } finally {
    process.env.PATIO_URL = compartilhado;
    await servidor.parar();
    await impressora.fechar();
    rmSync(dir, { recursive: true, force: true });
  }
});
