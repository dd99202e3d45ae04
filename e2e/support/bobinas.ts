/** Coil fixtures made over the API and the few gestures the coil screens need (antd selects, row menus). */
import { expect, type Page } from '@playwright/test';
import { chamar } from './api.ts';

export interface BobinaE2E {
  id: number;
  lote: string;
  endereco: string;
}

let seq = 0;
/** A 10-character lot no other test uses: prefix, run stamp and a counter. */
export function loteUnico(prefixo = 'E'): string {
  seq += 1;
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  return `${prefixo}${stamp}${String(seq).padStart(4, '0')}`.slice(0, 10);
}

/** Registers a coil at `endereco` (NJA, 1200 mm wide unless told otherwise). */
export async function criarBobina(
  token: string,
  endereco: string,
  dados: Record<string, unknown> = {},
): Promise<BobinaE2E> {
  const lote = (dados.lote as string | undefined) ?? loteUnico();
  const { data } = await chamar<{ data: { id: number } }>('POST', 'bobinas', token, {
    item: 'A12345',
    lote,
    endereco,
    grupo: 'LQ',
    material: 'BQ',
    laminacaoAt: '2024-03-15T14:30',
    laminacaoTurno: 1,
    isResfriada: false,
    isLege: false,
    largura: 1200,
    peso: 20,
    espessura: 3,
    ...dados,
  });
  return { id: data.id, lote, endereco };
}

/** Picks an option of an antd Select by its visible label (typing first when it searches). */
export async function escolher(page: Page, testId: string, rotulo: string) {
  const select = page.getByTestId(testId);
  await select.click();
  const busca = select.locator('input');
  if (await busca.isEditable().catch(() => false)) await busca.fill(rotulo);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator(`.ant-select-item-option[title="${rotulo}"]`)
    .click();
  await expect(select).toContainText(rotulo);
}

/**
 * Opens the row menu of coil `lote` and clicks `acao` (Visualizar, Histórico, Editar…). A live
 * refresh of the list may redraw the row and close a menu just opened (seen on a loaded
 * machine): then the menu is opened again, as a user would.
 */
export async function acaoNaLinha(page: Page, lote: string, acao: string) {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: acao });
    if (!(await item.isVisible())) await page.getByTestId(`row-menu-${lote}`).click();
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Types into the list's search box and waits for the debounced search to reach the URL. */
export async function procurar(page: Page, termo: string) {
  await page.getByTestId('search-input').fill(termo);
  const q = new URLSearchParams({ q: termo }).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveURL(new RegExp(`[?&]${q}(&|$)`));
}

/** The confirm dialog's question, then Sim (true) or Cancelar (false). */
export async function responder(page: Page, pergunta: string, sim: boolean) {
  const dialogo = page.locator('.ant-modal-confirm', { hasText: pergunta });
  await expect(dialogo).toBeVisible();
  await dialogo.getByTestId(sim ? 'confirm-ok' : 'confirm-cancel').click();
  await expect(dialogo).toHaveCount(0);
}

/** The coil as the API returns it (GET bobinas/{id}), found by its lot. */
export async function bobinaPorLote(token: string, lote: string) {
  const lista = await chamar<{ bobinas: { id: number }[] }>(
    'GET',
    `bobinas?page=1&pageSize=2&filter=${encodeURIComponent(`lote=${lote}`)}`,
    token,
  );
  const id = lista.bobinas[0]?.id;
  if (lista.bobinas.length !== 1 || id === undefined) throw new Error(`lote ${lote} não único`);
  return (await chamar<{ data: Record<string, unknown> }>('GET', `bobinas/${id}`, token)).data;
}

/** Records the create calls (POST bobinas) the page makes: an invalid or cancelled form sends none. */
export function contarCadastros(page: Page): string[] {
  const chamadas: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/bobinas(\?|$)/.test(r.url())) chamadas.push(r.url());
  });
  return chamadas;
}

export interface Obrigatorios {
  item: string;
  lote: string;
  endereco: string;
  grupo: string;
  material: string;
  turno: string;
  /** dd/MM/yyyy, typed as the operator would. */
  data: string;
  /** HH:mm */
  hora: string;
}

/** Fills the required fields of the coil form (labels as the selects show them). */
export async function preencherObrigatorios(page: Page, c: Obrigatorios) {
  await page.getByTestId('campo-item').fill(c.item);
  await page.getByTestId('campo-lote').fill(c.lote);
  await page.getByTestId('campo-endereco').fill(c.endereco);
  await escolher(page, 'campo-grupo', c.grupo);
  await escolher(page, 'campo-material', c.material);
  await escolher(page, 'campo-turnoLaminacao', c.turno);
  // Tab, not Enter: Enter in a form field submits the form.
  await page.getByTestId('campo-dataLaminacao').fill(c.data);
  await page.getByTestId('campo-dataLaminacao').press('Tab');
  await page.getByTestId('campo-horaLaminacao').fill(c.hora);
  await page.getByTestId('campo-horaLaminacao').press('Tab');
}
