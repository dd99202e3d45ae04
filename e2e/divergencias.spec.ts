/**
 * The supervisor's divergences screen (docs/offline.md, "Divergences"): an instruction
 * cancelled while the tablet was off-line ends as an open divergence, reached from the badge
 * and applied on the screen; the coil ends where the operator left it.
 */
import { expect, test } from '@playwright/test';
import { chamar, entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { abrirCabineComServiceWorker, criarInstrucao, ponteCom } from './support/instrucoes.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

const PONTE = 'PR347';
type Div = { id: number; acao: string; lote: string; endereco: string };

test('instrução cancelada com o tablet sem rede: o supervisor aplica a divergência na tela', async ({
  page,
  context,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const c = await criarBobina(token, f.n('C'));
  const ic = await criarInstrucao(token, c.lote, f.n('G'));
  await ponteCom(token, PONTE, [ic]);
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await abrirCabineComServiceWorker(page, PONTE, c.lote);

  await context.setOffline(true);
  await page.reload();
  // The office hands the instruction back and cancels it; the tablet cannot know.
  await chamar('DELETE', `operacoes/${PONTE}/${ic}`, token);
  await chamar('DELETE', `instrucoes/${ic}`, token);
  await page.getByTestId('pegar-button').click();
  await page.getByTestId('soltar-button').click();
  await expect(page.getByTestId('sem-conexao')).toContainText('2 operações pendentes');
  await context.setOffline(false);
  await expect(page.getByTestId('nao-aplicadas')).toContainText(
    '2 operações não aplicadas — enviadas ao supervisor',
  );

  const abertas = (await chamar<{ data: Div[] }>('GET', 'divergencias?estado=ABERTA', token)).data;
  const solta = abertas.find((d) => d.lote === c.lote && d.acao === 'soltar') as Div;
  const pega = abertas.find((d) => d.lote === c.lote && d.acao === 'pegar') as Div;
  expect(solta.endereco).toBe(f.n('G'));

  // The badge on the dashboard leads to the screen, open ones shown.
  await page.goto('/main');
  await page.getByTestId('link-divergencias').click();
  await expect(page).toHaveURL(/\/divergencias$/);
  const linha = page.getByTestId(`divergencia-${solta.id}`);
  await expect(linha).toContainText(c.lote);
  await expect(linha).toContainText('OPERACAO_DIFERENTE');
  await expect(linha).toContainText(f.n('G'));

  // Aplicar, with the tap's address (none typed) and a reason.
  await page.getByTestId(`aplicar-${solta.id}`).click();
  const dialogo = page.getByTestId('resolver-divergencia-dialog');
  await dialogo.getByTestId('motivo-divergencia').fill('Conferido: a bobina está no destino');
  const resolvido = page.waitForResponse(
    (r) => r.url().includes(`/api/divergencias/${solta.id}/resolver`) && r.status() === 200,
  );
  await dialogo.getByTestId('confirmar-resolucao').click();
  await resolvido;
  await expect(page.getByText('Divergência aplicada: a bobina foi movida.')).toBeVisible();
  await expect(page.getByTestId(`divergencia-${solta.id}`)).toHaveCount(0);
  const bobina = await chamar<{ data: { endereco: string; status: string } }>(
    'GET',
    `bobinas/${c.id}`,
    token,
  );
  expect(bobina.data).toMatchObject({ endereco: f.n('G'), status: 'NO_PATIO' });

  // The pick, resolved by another supervisor meanwhile: the screen says so by the code.
  await expect(page.getByTestId(`divergencia-${pega.id}`)).toBeVisible();
  await page.getByTestId(`descartar-${pega.id}`).click();
  await chamar('POST', `divergencias/${pega.id}/resolver`, token, {
    acao: 'descartar',
    motivo: 'Coberto pela soltura aplicada',
  });
  await dialogo.getByTestId('motivo-divergencia').fill('Coberto pela soltura');
  await dialogo.getByTestId('confirmar-resolucao').click();
  await expect(page.getByText(/já foi resolvida por outro supervisor/)).toBeVisible();
  await expect(page.getByTestId(`divergencia-${pega.id}`)).toHaveCount(0);

  // The state lives in the URL: the applied one is among the Aplicadas.
  await page.getByTestId('filtro-estado').click();
  await page.getByTitle('Aplicadas').click();
  await expect(page).toHaveURL(/f\.estado=APLICADA/);
  await expect(page.getByTestId(`divergencia-${solta.id}`)).toContainText('Conferido');
});
