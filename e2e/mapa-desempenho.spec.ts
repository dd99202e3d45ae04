import { expect, type Page, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { bobinaPorLote, criarBobina, loteUnico } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto } from './support/fotos.ts';
import * as m from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

/**
 * The full default yard (30 × 9 × 8 ground coils) drawn from one call: prints how long the
 * first render took ('mapa:primeiro-render', from the route mounting to the first paint with
 * data). No timing assertion: this machine's load varies; the goal is ≤ 300 ms.
 */
test('pátio cheio: mede o primeiro render do mapa', async ({ page }) => {
  // A measurement, not a behaviour check: filling 2,000+ slots through the API takes minutes on
  // a busy machine, and a fill cut by the time limit leaves the yard full for every spec after
  // it. `npm run bench` measures the same render on the seed:scale yard; here it runs on demand
  // (docs/testing.md).
  test.skip(!process.env.E2E_MEDIDAS, 'medida sob demanda: E2E_MEDIDAS=1');
  test.setTimeout(600_000);
  const token = await entrar();
  const ja = await m.ocupados(token);
  const livres: string[] = [];
  for (let g = 1; g <= m.GRUPOS; g++)
    for (let fila = 1; fila <= 9; fila++)
      for (const c of m.COLUNAS)
        if (!ja.has(m.endereco(g, c, fila))) livres.push(m.endereco(g, c, fila));
  // Only slots still free: other spec files share this server. NJA coils in groups 1–30 need no force.
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  try {
    await m.emLotes(livres, 20, (e) =>
      criarBobina(token, e, { lote: `D${stamp.slice(-3)}${e.slice(2)}`, isLege: false }),
    );
    await fazerLogin(page, 'admin', ADMIN_SENHA);
    // A full page load: the call and the drawing, plus the app booting around them.
    const carga: number[][] = [];
    for (let i = 0; i < 3; i++) {
      await m.abrirMapa(page);
      carga.push(await primeiroRender(page));
    }
    await m.esperarCelula(page, m.endereco(30, 'H', 1), 'ocupada');
    await expect(page.locator('[data-estado="vazia"]')).toHaveCount(0);
    const total = await page.getByTestId('mapa-grid').getAttribute('data-bobinas');
    // Back through the menu: the yard is cached, so this is the drawing alone.
    const menu = page.getByTestId('side-menu');
    const navegacao: number[][] = [];
    for (let i = 0; i < 3; i++) {
      await menu.getByText('Cadastrar bobinas').click();
      await expect(page).toHaveURL(/\/bobinas$/);
      await page.evaluate(() => performance.clearMeasures());
      await menu.getByText('Mapa', { exact: true }).click();
      navegacao.push(await primeiroRender(page));
    }
    const ms = (xs: number[][]) =>
      xs.map(([a = 0, b = 0]) => `${Math.round(a)} ms (completo ${Math.round(b)} ms)`).join(', ');
    for (const [x = 0] of carga) console.log(`mapa:primeiro-render ${Math.round(x)} ms`);
    console.log(`${total} bobinas. Carga da página: ${ms(carga)}. Pelo menu: ${ms(navegacao)}.`);
    await foto(page, 'mapa-cheio', { inteira: false });
  } finally {
    // Leave the yard as found (even after a failed creation): later specs need free slots.
    const agora = await m.ocupados(token);
    const ids = livres.flatMap((e) => agora.get(e) ?? []);
    await m.emLotes(ids, 20, (id) => m.excluirPelaApi(token, id));
  }
});

/** The map's measures once it has painted everything: [first screen, whole yard] in ms. */
async function primeiroRender(page: Page): Promise<number[]> {
  const h = await page.waitForFunction(() => {
    const d = (n: string) => performance.getEntriesByName(n)[0]?.duration;
    const [a, b] = [d('mapa:primeiro-render'), d('mapa:patio-completo')];
    return a && b ? [a, b] : null;
  });
  return (await h.jsonValue()) as number[];
}

test('zoom entre 0,5 e 2 por botões e roda; arrastar move o mapa sem tocar nas células', async ({
  page,
}) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await m.abrirMapa(page);
  // Pan and zoom write one transform: no cell of the grid may change meanwhile.
  const grid = page.getByTestId('mapa-grid');
  await grid.evaluate((el) => {
    const w = window as unknown as { mutacoes: number };
    w.mutacoes = 0;
    new MutationObserver((ms) => {
      w.mutacoes += ms.filter((x) => x.target !== el).length;
    }).observe(el, { subtree: true, childList: true, attributes: true });
  });
  const zoom = page.getByTestId('mapa-zoom');
  expect(await m.zoomAtual(page)).toBe(1);
  await m.clicarZoom(page, 'zoom-in', 3);
  await expect(zoom).toHaveAttribute('data-zoom', '1.3');
  await m.clicarZoom(page, 'zoom-out', 12);
  await expect(zoom).toHaveAttribute('data-zoom', '0.5');
  await expect(zoom).toHaveText('50%');
  expect(await grid.evaluate((el) => el.style.transform)).toContain('scale(0.5)');
  await foto(page, 'mapa-05', { inteira: false });
  await m.clicarZoom(page, 'zoom-in', 20);
  await expect(zoom).toHaveAttribute('data-zoom', '2');
  await page.getByTestId('zoom-reset').click();
  await expect(zoom).toHaveAttribute('data-zoom', '1');

  const vp = await page.locator('.mapa-viewport').boundingBox();
  if (!vp) throw new Error('mapa sem caixa');
  await page.mouse.move(vp.x + vp.width / 2, vp.y + vp.height / 2);
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -100);
  await expect(zoom).toHaveAttribute('data-zoom', '1.2');
  for (let i = 0; i < 20; i++) await page.mouse.wheel(0, 100);
  await expect(zoom).toHaveAttribute('data-zoom', '0.5');
  await page.getByTestId('zoom-reset').click();

  // A drag that starts on a cell moves the map by the drag and opens nothing.
  const antes = await m.caixa(page, '0002CN07');
  await m.arrastar(page, antes.x + 25, antes.y + 25, -100, -40);
  const depois = await m.caixa(page, '0002CN07');
  expect(depois.x - antes.x).toBeCloseTo(-100, 0);
  expect(depois.y - antes.y).toBeCloseTo(-40, 0);
  await expect(
    page.locator('[data-testid="celula-livre"], [data-testid="detalhes-bobina"]'),
  ).toHaveCount(0);
  // The yard cannot be dragged away: past its corner it stops 100 px in.
  await m.arrastar(page, vp.x + 100, vp.y + 100, 600, 400);
  const canto = await grid.boundingBox();
  expect(canto?.x).toBeCloseTo(vp.x + 1 + 100, 0);
  expect(canto?.y).toBeCloseTo(vp.y + 1 + 100, 0);
  expect(await page.evaluate(() => (window as unknown as { mutacoes: number }).mutacoes)).toBe(0);
});

test('outra sessão inclui e a API exclui: o mapa aberto mostra sem recarregar', async ({
  page,
  browser,
}) => {
  const { token, e } = await m.mapaComGrupoLivre(page);
  await m.abrirMapa(page);
  await m.esperarCelula(page, e('E', 4), 'vazia');
  const outro = await browser.newContext({ baseURL: process.env.PATIO_URL });
  const outra = await outro.newPage();
  await fazerLogin(outra, 'admin', ADMIN_SENHA);
  await m.abrirMapa(outra);
  const novo = loteUnico('V');
  await m.incluirPeloMapa(outra, e('E', 4), novo, 'Anexo 1 (AX#1)');
  // The live update arrives in well under 2 s on a quiet machine; the limit is sized for a busy one.
  await m.esperarCelula(page, e('E', 4), 'ocupada', 6000);
  await outro.close();
  const { id } = (await bobinaPorLote(token, novo)) as { id: number };
  await m.excluirPelaApi(token, id);
  await m.esperarCelula(page, e('E', 4), 'vazia', 6000);
});
