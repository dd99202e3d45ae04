/** Instruction and crane fixtures over the API, and the gestures of the crane screen. */
import { type Browser, expect, type Page } from '@playwright/test';
import { baseURL, chamar } from './api.ts';
import { fazerLogin } from './pages.ts';

/**
 * `n` ground slots of group `grupo` holding no coil and promised to no open instruction.
 * Every spec shares one yard, so slots are found, not assumed.
 */
export async function enderecosLivres(token: string, grupo: number, n: number) {
  const g = String(grupo).padStart(4, '0');
  const filtro = encodeURIComponent(`endereco^${g}`);
  const { bobinas } = await chamar<{ bobinas: { endereco: string }[] }>(
    'GET',
    `bobinas?filter=${filtro}`,
    token,
  );
  const { instrucoes } = await chamar<{ instrucoes: { destino: string | null }[] }>(
    'GET',
    `instrucoes?filter=${encodeURIComponent(`destino^${g}`)}`,
    token,
  );
  const usados = new Set([...bobinas.map((b) => b.endereco), ...instrucoes.map((i) => i.destino)]);
  const livres: string[] = [];
  for (let fila = 9; fila >= 1 && livres.length < n; fila--)
    for (const coluna of 'ABCDEFGH') {
      const e = `${g}${coluna}N0${fila}`;
      if (!usados.has(e) && livres.length < n) livres.push(e);
    }
  if (livres.length < n) throw new Error(`grupo ${g} sem ${n} endereços livres`);
  return livres;
}

/** An instruction created over the API (the screen itself is exercised elsewhere). */
export async function criarInstrucao(token: string, lote: string, destino: string) {
  const { data } = await chamar<{ data: { id: number } }>('POST', 'instrucoes', token, {
    lote,
    destino,
  });
  return data.id;
}

/** Opens the crane screen on `ponte` (PR#493) and narrows the selection to `lote`. */
export async function abrirPonte(page: Page, ponte: string, lote?: string) {
  await page.goto(`/instrucoes-ponte?ponte=${ponte.replace('#', '')}`);
  await expect(page.getByTestId('ponte-select')).toContainText(ponte);
  if (lote) {
    await expect(page.getByTestId('selecao-view')).toBeVisible();
    // The search is debounced: wait for its answer, not for the unfiltered list.
    const buscou = page.waitForResponse(
      (r) => r.url().includes('/api/instrucoes?') && r.url().includes(lote),
    );
    await page.getByTestId('search-input').fill(lote);
    await buscou;
    await expect(page.getByTestId(`escolha-${lote}`)).toBeVisible();
    await expect(page.locator('.ponte-escolha')).toHaveCount(1);
  }
}

/** The warning toast with this text (antd notification). */
export const aviso = (page: Page, texto: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: texto });

/**
 * A second signed-in browser (a tablet) that hears no live updates (its stream is refused) until
 * `ouvir()`: so it can act on what it saw before another crane took an instruction.
 */
export async function sessaoSemAoVivo(browser: Browser, login: string, senha: string) {
  // The cab's tablet, upright.
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: 800, height: 1280 },
  });
  const bloquear = (route: { abort(): Promise<void> }) => route.abort();
  await context.route('**/api/stream', bloquear);
  const page = await context.newPage();
  await fazerLogin(page, login, senha);
  return {
    context,
    page,
    /** Lets the stream through and waits until the tab is connected again. */
    async ouvir() {
      const conectado = page.waitForResponse(
        (r) => r.url().endsWith('/api/stream') && r.status() === 200,
        { timeout: 45_000 },
      );
      await context.unroute('**/api/stream', bloquear);
      await conectado;
    },
  };
}

/** The cab open on the crane, controlled by the service worker (its first load installs it). */
export async function abrirCabineComServiceWorker(page: Page, ponte: string, lote: string) {
  await page.goto(`/instrucoes-ponte?ponte=${ponte}`);
  await expect(page.getByTestId(`operacao-${lote}`)).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByTestId(`operacao-${lote}`)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

type Op = { instrucaoId: number; isIniciada: boolean };

/** The crane emptied of what earlier specs left on it, then given these instructions (1 or 2). */
export async function ponteCom(token: string, ponte: string, ids: number[]) {
  for (const op of await chamar<Op[]>('GET', `operacoes/${ponte}`, token)) {
    if (op.isIniciada) await chamar('PUT', `operacoes/${ponte}/soltar`, token);
    else await chamar('DELETE', `operacoes/${ponte}/${op.instrucaoId}`, token);
  }
  await chamar('POST', 'operacoes', token, {
    ponte,
    primeiraInstrucaoId: ids[0],
    segundaInstrucaoId: ids[1] ?? null,
  });
}
