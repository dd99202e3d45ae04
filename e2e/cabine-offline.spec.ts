/**
 * The cab in a Wi-Fi dead zone (docs/offline.md): the built app, its service worker on
 * localhost. A reload without a network opens the crane screen; picks and drops are queued with
 * their tap times and sent in order when the network returns; a tap the yard overtook meanwhile
 * ends as an open divergence that a supervisor applies.
 */
import { expect, type Page, test } from '@playwright/test';
import { chamar, entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { abrirCabineComServiceWorker, criarInstrucao, ponteCom } from './support/instrucoes.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** Signed in, the cab open on the crane under the service worker. */
async function abrirCabine(page: Page, codigo: string, lote: string) {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await abrirCabineComServiceWorker(page, codigo, lote);
}

type Linha = { motivo: string; createdAt: string; ocorridoEm: string | null; para: string | null };
const historico = (token: string, id: number) =>
  chamar<{ data: Linha[] }>('GET', `bobinas/${id}/historico`, token).then((r) => r.data);

test('sem rede: recarrega, pega e solta duas instruções; de volta, vão em ordem com a hora do toque', async ({
  page,
  context,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const a = await criarBobina(token, f.n('A'));
  const b = await criarBobina(token, f.n('B'));
  const ia = await criarInstrucao(token, a.lote, f.n('E'));
  const ib = await criarInstrucao(token, b.lote, f.n('F'));
  await ponteCom(token, 'PR344', [ia, ib]);
  await abrirCabine(page, 'PR344', a.lote);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId(`operacao-${a.lote}`)).toBeVisible();
  const antes = Date.now();
  for (const lote of [a.lote, b.lote]) {
    await expect(page.getByTestId(`operacao-${lote}`)).toBeVisible();
    await page.getByTestId('pegar-button').click();
    await page.getByTestId('soltar-button').click();
  }
  const depois = Date.now();
  const aviso = page.getByTestId('sem-conexao');
  await expect(aviso).toContainText('Sem conexão — 4 operações pendentes (a mais antiga há 0 min)');
  await expect(page.getByTestId('execucao-view')).toHaveCount(0);
  // Nothing reached the server.
  expect((await historico(token, a.id)).some((m) => m.motivo.startsWith('Pega pela ponte'))).toBe(
    false,
  );

  const volta = Date.now();
  await context.setOffline(false);
  await expect(aviso).toHaveCount(0);
  const ate = Date.now() - volta;
  test.info().annotations.push({ type: 'fila vazia após a rede voltar', description: `${ate} ms` });
  console.log(`fila vazia ${ate} ms após a rede voltar`);

  const ha = await historico(token, a.id);
  const hb = await historico(token, b.id);
  const toques = [
    ha.find((m) => m.motivo.startsWith('Pega pela ponte')),
    ha.find((m) => m.para === f.n('E')),
    hb.find((m) => m.motivo.startsWith('Pega pela ponte')),
    hb.find((m) => m.para === f.n('F')),
  ];
  const ocorridos = toques.map((m) => Date.parse(m?.ocorridoEm ?? ''));
  // In the order tapped, at the tap's time (before the network returned), received after.
  expect([...ocorridos].sort((x, y) => x - y)).toEqual(ocorridos);
  for (const [i, m] of toques.entries()) {
    expect(ocorridos[i], m?.motivo).toBeGreaterThanOrEqual(antes - 1000);
    expect(ocorridos[i], m?.motivo).toBeLessThanOrEqual(depois + 1000);
    expect(Date.parse(m?.createdAt ?? '')).toBeGreaterThanOrEqual(volta - 1000);
  }
  expect(ha.filter((m) => m.motivo.startsWith('Pega pela ponte'))).toHaveLength(1);
  expect(hb.filter((m) => m.motivo.startsWith('Pega pela ponte'))).toHaveLength(1);
});

test('instrução cancelada enquanto o tablet estava sem rede: divergência aberta que o supervisor aplica', async ({
  page,
  context,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const c = await criarBobina(token, f.n('C'));
  const ic = await criarInstrucao(token, c.lote, f.n('G'));
  await ponteCom(token, 'PR343', [ic]);
  await abrirCabine(page, 'PR343', c.lote);

  await context.setOffline(true);
  await page.reload();
  // The office hands the instruction back and cancels it; the tablet cannot know.
  await chamar('DELETE', `operacoes/PR343/${ic}`, token);
  await chamar('DELETE', `instrucoes/${ic}`, token);
  await page.getByTestId('pegar-button').click();
  await page.getByTestId('soltar-button').click();
  await expect(page.getByTestId('sem-conexao')).toContainText('2 operações pendentes');

  await context.setOffline(false);
  await expect(page.getByTestId('nao-aplicadas')).toContainText(
    '2 operações não aplicadas — enviadas ao supervisor',
  );
  await expect(page.getByTestId('sem-conexao')).toHaveCount(0);

  type Div = { id: number; acao: string; lote: string; endereco: string; codigo: string };
  const abertas = (
    await chamar<{ data: Div[] }>('GET', 'divergencias?estado=ABERTA', token)
  ).data.filter((d) => d.lote === c.lote);
  expect(abertas.map((d) => [d.acao, d.codigo]).sort()).toEqual([
    ['pegar', 'OPERACAO_DIFERENTE'],
    ['soltar', 'OPERACAO_DIFERENTE'],
  ]);
  // The supervisor sees them on the dashboard and on the map.
  await page.goto('/main');
  await expect(page.getByTestId('selo-divergencias')).toContainText('divergências abertas');
  await page.goto('/mapa');
  await expect(page.getByTestId('selo-divergencias')).toBeVisible();
  const solta = abertas.find((d) => d.acao === 'soltar') as Div;
  expect(solta.endereco).toBe(f.n('G'));
  await chamar('POST', `divergencias/${solta.id}/resolver`, token, {
    acao: 'aplicar',
    motivo: 'Conferido: a bobina está no destino',
  });
  const pega = abertas.find((d) => d.acao === 'pegar') as Div;
  await chamar('POST', `divergencias/${pega.id}/resolver`, token, {
    acao: 'descartar',
    motivo: 'Coberto pela soltura aplicada',
  });
  const bobina = await chamar<{ data: { endereco: string; status: string } }>(
    'GET',
    `bobinas/${c.id}`,
    token,
  );
  expect(bobina.data).toMatchObject({ endereco: f.n('G'), status: 'NO_PATIO' });
});
