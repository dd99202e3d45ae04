import { createServer, type Server } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** An integrator's endpoint on loopback: it refuses the first delivery (500), then accepts. */
async function receptor() {
  const entregas: { evento: string; status: number }[] = [];
  const servidor: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = entregas.length === 0 ? 500 : 200;
      entregas.push({ evento: String(req.headers['x-patio-entrega']), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/patio/${Date.now().toString(36)}`,
    entregas,
    fechar: () => new Promise<void>((ok) => servidor.close(() => ok())),
  };
}

/** A date as the screen's pickers show it, in the browser's own zone (the config sets it). */
const dataHora = (page: Page, d: Date) =>
  page.evaluate((ms) => {
    const l = new Date(ms);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${p(l.getDate())}/${p(l.getMonth() + 1)}/${l.getFullYear()} ${p(l.getHours())}:${p(l.getMinutes())}`;
  }, d.getTime());

/** Types a date into the picker labelled `rotulo` and confirms it with Enter. */
async function preencherData(page: Page, rotulo: string, valor: string) {
  const campo = page.getByLabel(rotulo);
  await campo.click();
  await campo.fill(valor);
  await campo.press('Enter');
  await expect(campo).toHaveValue(valor);
}

test('webhook: segredo mostrado uma vez, entrega que falha e depois chega no registro, Reenviar, Reenviar período', async ({
  page,
}) => {
  const r = await receptor();
  try {
    await fazerLogin(page, 'admin', ADMIN_SENHA);
    const menu = page.getByTestId('side-menu');
    await menu.getByText('Administração').click();
    await menu.getByText('Integrações').click();
    await expect(page.getByTestId('page-title')).toHaveText('Integrações');
    await page.getByRole('tab', { name: 'Webhooks' }).click();

    await page.getByRole('button', { name: 'Novo webhook' }).click();
    await page.getByTestId('webhook-url').fill(r.url);
    await page.getByLabel(/\(bobina\.colocada\)/).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    const segredo = page.getByTestId('webhook-segredo');
    await expect(segredo).toContainText(/whsec_[A-Za-z0-9_-]{32}/);
    await page.getByRole('button', { name: 'Já guardei' }).click();
    await expect(segredo).toHaveCount(0);
    const linha = page.getByRole('row').filter({ hasText: r.url });
    await expect(linha).toContainText('bobina.colocada');
    await expect(linha).not.toContainText('whsec_');

    const inicio = new Date();
    const token = await entrar();
    const fila = await filaLivre(token);
    await criarBobina(token, fila.n('A'));
    // Refused once, then delivered on the retry.
    await expect
      .poll(() => r.entregas.map((e) => e.status), { timeout: 30_000 })
      .toEqual([500, 200]);
    const evento = r.entregas[0]?.evento as string;

    await linha.getByRole('button', { name: 'Entregas' }).click();
    const log = page.getByTestId('webhook-entregas');
    const entrega = log.getByRole('row').filter({ hasText: evento.slice(0, 8) });
    await expect(entrega).toContainText('Entregue');
    await expect(entrega).toContainText('bobina.colocada');
    await expect(entrega.getByRole('cell').nth(4)).toHaveText('2');
    await expect(entrega.getByRole('cell').nth(5)).toHaveText('200');

    await entrega.getByRole('button', { name: 'Reenviar' }).click();
    const aviso = page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Evento colocado na fila para reenvio.' });
    await expect(aviso).toBeVisible();
    // Closed by hand: the toast sits over the row's buttons at the top right, and one under the
    // mouse never closes by itself.
    await aviso.locator('.ant-notification-notice-close').click();
    await expect(aviso).toHaveCount(0);
    await expect.poll(() => r.entregas.length, { timeout: 30_000 }).toBe(3);
    expect(r.entregas[2]).toEqual({ evento, status: 200 });
    await expect(entrega.getByRole('cell').nth(4)).toHaveText('3');
    await page.keyboard.press('Escape');

    // Reenviar período: older than the retention is refused on the field (422 by its code);
    // from a minute before the coil, the coil's event goes out again with its id.
    await linha.getByRole('button', { name: 'Reenviar período' }).click();
    const dialogo = page.getByRole('dialog').filter({ hasText: 'Reenviar período' });
    await preencherData(page, 'Desde', '01/01/2020 00:00');
    await dialogo.getByRole('button', { name: 'Reenviar' }).click();
    await expect(dialogo).toContainText('é anterior à retenção de');
    await preencherData(page, 'Desde', await dataHora(page, new Date(inicio.getTime() - 60_000)));
    await dialogo.getByRole('button', { name: 'Reenviar' }).click();
    await expect(dialogo.getByTestId('reenvio-agendadas')).toHaveText(
      /^[1-9]\d* eventos? colocados? na fila para reenvio\.$/,
    );
    await expect
      .poll(() => r.entregas.slice(3).some((e) => e.evento === evento), { timeout: 30_000 })
      .toBe(true);
    // The footer's button (the corner's X is also named Fechar, by its label only).
    await dialogo.locator('button', { hasText: 'Fechar' }).click();
    await expect(dialogo).toHaveCount(0);

    // Gone, so the specs after this one send it nothing.
    await linha.getByRole('button', { name: 'Excluir' }).click();
    await page.getByTestId('confirm-ok').click();
    await expect(page.getByText('Webhook excluído com sucesso.')).toBeVisible();
    await expect(linha).toHaveCount(0);
  } finally {
    await r.fechar();
  }
});
