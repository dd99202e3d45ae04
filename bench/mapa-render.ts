/**
 * The map's first render in Chromium with the yard as seeded: the measures the web app records
 * itself ('mapa:primeiro-render', 'mapa:patio-completo'; features/mapa/usePrimeiroRender.ts),
 * over full page loads of /mapa: the call and the drawing, the app booting around them.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

export interface ResultadoMapaRender {
  /** [first screen, whole yard] in ms per full page load. */
  cargas: number[][];
  bobinas: number;
}

const EXECUTAVEL = '/usr/bin/chromium';

export async function medirMapaRender(
  url: string,
  login: string,
  senha: string,
  vezes: number,
): Promise<ResultadoMapaRender> {
  if (!existsSync(EXECUTAVEL))
    throw new Error(`${EXECUTAVEL} não existe: node scripts/ensure-chromium.mjs`);
  const browser = await chromium.launch({
    executablePath: EXECUTAVEL,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await (await browser.newContext({ baseURL: url })).newPage();
    // As e2e/support/pages.ts fazerLogin does.
    await page.goto('/login');
    await page.getByTestId('login-input').fill(login);
    await page.getByTestId('senha-input').fill(senha);
    await page.getByTestId('entrar-button').click();
    await page.waitForURL(/\/main$/);
    const cargas: number[][] = [];
    for (let i = 0; i < vezes; i++) {
      await page.goto('/mapa');
      cargas.push(await medidas(page));
    }
    const bobinas = Number(await page.getByTestId('mapa-grid').getAttribute('data-bobinas'));
    return { cargas, bobinas };
  } finally {
    await browser.close();
  }
}

async function medidas(page: Page): Promise<number[]> {
  // No named function inside: tsx would wrap it in a helper (__name) the page does not have.
  const h = await page.waitForFunction(
    () => {
      const a = performance.getEntriesByName('mapa:primeiro-render')[0];
      const b = performance.getEntriesByName('mapa:patio-completo')[0];
      return a && b ? [a.duration, b.duration] : null;
    },
    undefined,
    { timeout: 60_000 },
  );
  return (await h.jsonValue()) as number[];
}
