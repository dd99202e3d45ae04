/** The yard map's fixtures and gestures: free groups and slots over the API, coils in bulk, cells. */
import { expect, type Locator, type Page } from '@playwright/test';
import { chamar, entrar } from './api.ts';
import { escolher, preencherObrigatorios } from './bobinas.ts';
import { ADMIN_SENHA } from './constants.ts';
import { fazerLogin } from './pages.ts';

export const COLUNAS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
/** The yard's groups as the server under test is configured (PATIO_GRUPOS). */
export const GRUPOS = Number(process.env.PATIO_GRUPOS ?? 30);

/** "0028CN05": group, column, type and row digit as the yard writes them. */
export const endereco = (grupo: number, coluna: string, fila: number, tipo: 'N' | 'P' = 'N') =>
  `${String(grupo).padStart(4, '0')}${coluna}${tipo}0${fila}`;

/** Every yard coil as the map reads it (one call, no pageSize): address → id. */
export async function ocupados(token: string): Promise<Map<string, number>> {
  const r = await chamar<{ bobinas: { id: number; endereco: string }[] }>(
    'GET',
    'bobinas?page=1',
    token,
  );
  return new Map(r.bobinas.map((b) => [b.endereco, b.id]));
}

/**
 * `n` groups holding no coil, from group 30 down: other spec files share this server and
 * mostly use low groups, so each test takes a group nobody else touches.
 */
export async function gruposLivres(token: string, n = 1): Promise<number[]> {
  const usados = new Set([...(await ocupados(token)).keys()].map((e) => Number(e.slice(0, 4))));
  const livres: number[] = [];
  for (let g = GRUPOS; g >= 1 && livres.length < n; g--) if (!usados.has(g)) livres.push(g);
  if (livres.length < n) throw new Error(`só ${livres.length} grupos livres no pátio`);
  return livres;
}

/** Runs `fn` over `itens`, `tamanho` calls at a time. */
export async function emLotes<T, R>(
  itens: readonly T[],
  tamanho: number,
  fn: (t: T) => Promise<R>,
) {
  const out: R[] = [];
  for (let i = 0; i < itens.length; i += tamanho)
    out.push(...(await Promise.all(itens.slice(i, i + tamanho).map(fn))));
  return out;
}

export const excluirPelaApi = (token: string, id: number) =>
  chamar('DELETE', `bobinas/${id}`, token);

export const celula = (page: Page, e: string): Locator => page.getByTestId(`celula-${e}`);

/** Waits until the cell says it is 'ocupada' or 'vazia' (default expect timeout unless told). */
export async function esperarCelula(
  page: Page,
  e: string,
  estado: 'ocupada' | 'vazia',
  timeout?: number,
) {
  await expect(celula(page, e)).toHaveAttribute('data-estado', estado, { timeout });
}

/** Opens /mapa and waits until the whole yard (every group) is drawn. */
export async function abrirMapa(page: Page) {
  await page.goto('/mapa');
  await expect(page.getByTestId('mapa-grid')).toHaveAttribute('data-completo', 'true');
}

/**
 * Brings a cell into view and clicks it. Back to the top-left corner first: from there every
 * cell lies right of or below the view, where scrolling (which the map turns into pan) reaches.
 */
export async function clicarCelula(page: Page, e: string) {
  await page.getByTestId('zoom-reset').click();
  const c = celula(page, e);
  await c.scrollIntoViewIfNeeded();
  await c.click();
}

export async function zoomAtual(page: Page): Promise<number> {
  return Number(await page.getByTestId('mapa-zoom').getAttribute('data-zoom'));
}

/** Clicks a zoom button `vezes` times. */
export async function clicarZoom(page: Page, botao: 'zoom-in' | 'zoom-out', vezes: number) {
  for (let i = 0; i < vezes; i++) await page.getByTestId(botao).click();
}

/** A cell's box on screen. */
export async function caixa(page: Page, e: string) {
  const b = await celula(page, e).boundingBox();
  if (!b) throw new Error(`célula ${e} sem caixa`);
  return b;
}

/** Incluir Bobina on an empty cell and the form filled as an operator does; ends on the toast. */
export async function incluirPeloMapa(page: Page, alvo: string, lote: string, tipo: string) {
  await clicarCelula(page, alvo);
  await page.getByTestId('incluir-bobina').click();
  await expect(page.locator('.ant-modal-title', { hasText: 'Cadastrar Bobina' })).toBeVisible();
  await expect(page.getByTestId('campo-endereco')).toHaveValue(alvo);
  await escolher(page, 'campo-tipo', tipo);
  await preencherObrigatorios(page, {
    item: 'C54321',
    lote,
    endereco: alvo,
    grupo: 'FM - Folha metálica',
    material: 'BQ - Bobina a quente',
    turno: '3',
    data: '02/05/2024',
    hora: '06:15',
  });
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Bobina criada com sucesso.')).toBeVisible();
}

/** The open details popover shows these values (detalhe-lote, detalhe-endereco…). */
export async function esperarDetalhes(page: Page, campos: Record<string, string>) {
  const d = page.getByTestId('detalhes-bobina');
  for (const [campo, valor] of Object.entries(campos))
    await expect(d.getByTestId(`detalhe-${campo}`)).toHaveText(valor);
}

/** 'Filtrar Bobinas' with exactly these fields filled (the others emptied). */
export async function filtrarMapa(page: Page, campos: Record<string, string>) {
  await page.getByTestId('filtrar-button').click();
  await expect(page.locator('.ant-modal-title')).toHaveText('Filtrar Bobinas');
  for (const campo of ['lote', 'item', 'grupo', 'material', 'fluxo'])
    await page.getByTestId(`filtro-${campo}`).fill(campos[campo] ?? '');
  await page.getByTestId('filtro-aplicar').click();
}

/** Cells picked by the filters (amber ring) and cells dimmed. */
export async function esperarFiltro(page: Page, dentro: string[], fora: string[]) {
  for (const e of dentro) await expect(celula(page, e)).toHaveClass(/\bdentro\b/);
  for (const e of fora) await expect(celula(page, e)).toHaveClass(/\bfora\b/);
}

/** The search box in a mode; emptied first so the old term is never searched in the new mode. */
export async function buscarNoMapa(page: Page, modo: 'Lote' | 'Item' | 'Endereço', termo: string) {
  await page.getByTestId('search-input').fill('');
  await expect(page.locator('.mapa-celula.fora')).toHaveCount(0);
  await escolher(page, 'busca-modo', modo);
  await page.getByTestId('search-input').fill(termo);
}

/** Presses at (x, y), drags by (dx, dy) and releases. */
export async function arrastar(page: Page, x: number, y: number, dx: number, dy: number) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/** The details calls the page makes (`GET bobinas` with pageSize 1): "filter page pageSize". */
export function consultasDeDetalhes(page: Page): string[] {
  const vistas: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    const q = (k: string) => u.searchParams.get(k);
    if (u.pathname === '/api/bobinas' && q('pageSize') === '1')
      vistas.push(`${q('filter')} ${q('page')} ${q('pageSize')}`);
  });
  return vistas;
}

/** Screen pixels from one cell's top-left corner to another's, rounded: [dx, dy]. */
export async function distancia(page: Page, de: string, ate: string): Promise<number[]> {
  const [a, b] = await Promise.all([caixa(page, de), caixa(page, ate)]);
  return [Math.round(b.x - a.x) || 0, Math.round(b.y - a.y) || 0];
}

/** Signs in as admin (or `u`) and hands back an admin token and a free group's addresses. */
export async function mapaComGrupoLivre(page: Page, u = { login: 'admin', senha: ADMIN_SENHA }) {
  const token = await entrar();
  const [g = 0] = await gruposLivres(token);
  await fazerLogin(page, u.login, u.senha);
  return { token, g, e: (c: string, f: number, t: 'N' | 'P' = 'N') => endereco(g, c, f, t) };
}
