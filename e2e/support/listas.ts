/** Reserve-list fixtures made over the API, the CSV files the specs import, and the drag gesture. */
import { expect, type Locator, type Page } from '@playwright/test';
import { chamar } from './api.ts';
import { escolher } from './bobinas.ts';

/** Empties both reserve lists, so each spec starts from known positions. */
export async function limparListas(token: string) {
  for (const tipo of ['PLANO', 'RESERVA'])
    await chamar('DELETE', `listas?tipoLista=${tipo}`, token, { todos: true });
}

/** A reserve coil at the end of its list. */
export async function criarItem(token: string, lote: string, dados: Record<string, unknown> = {}) {
  const { data } = await chamar<{ data: { id: number; sequencia: number } }>(
    'POST',
    'listas',
    token,
    {
      item: 'R00001',
      lote,
      grupo: 'LZ',
      material: 'BG',
      laminacaoAt: '2024-02-03T04:05',
      laminacaoTurno: 3,
      isResfriada: true,
      isLege: false,
      peso: 18.5,
      espessura: 2.25,
      largura: 1100,
      proximoProcesso: 'LPBQ2',
      fluxo: 'CD',
      tipo: 'PLANO',
      ...dados,
    },
  );
  return data;
}

export const CABECALHO =
  'ITEM;LOTE;GRUPO;MATERIAL;DATA_HORA;TURNO;RESFRIADA;PESO;ESPESSURA;LARGURA;PROCESSO;FLUXO;LEGE';

/** A pt-BR Excel-style CSV (';', decimal commas) with one row per lot. */
export function csv(lotes: string[], mudar: (i: number) => string | null = () => null): string {
  const linhas = lotes.map(
    (lote, i) =>
      mudar(i) ??
      `A${String(i).padStart(5, '0')};${lote};${['LQ', 'FM', 'LZ', 'LF'][i % 4]};BQ;15/03/2024 14:${String(i % 60).padStart(2, '0')};${(i % 3) + 1};NÃO;21,5;3,2;1250;LDC3;BE;NÃO`,
  );
  return [CABECALHO, ...linhas].join('\r\n');
}

/** Chooses 'Importar lista' in the Novo menu and gives it this file. */
export async function importarCsv(page: Page, conteudo: string, nome = 'lista.csv') {
  await page.getByTestId('novo-menu').click();
  const escolha = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Importar lista' }).click();
  await (await escolha).setFiles({
    name: nome,
    mimeType: 'text/csv',
    buffer: Buffer.from(conteudo, 'utf-8'),
  });
}

/** The lots of the table's rows, top to bottom. */
export async function lotesNaTela(page: Page, tabela = 'listas-table'): Promise<string[]> {
  const ids = await page
    .getByTestId(tabela)
    .locator('tr[data-testid^="row-"]')
    .evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^row-/, ''));
}

async function centro(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('elemento sem caixa');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** Drags row `lote` by its handle onto the row of `sobre` (dnd-kit needs a real pointer path). */
export async function arrastar(page: Page, lote: string, sobre: string) {
  const de = await centro(page.getByTestId(`arrastar-${lote}`));
  const para = await centro(page.getByTestId(`row-${sobre}`));
  await page.mouse.move(de.x, de.y);
  await page.mouse.down();
  await page.mouse.move(de.x, de.y + (para.y > de.y ? 8 : -8), { steps: 4 });
  await page.mouse.move(de.x, para.y, { steps: 20 });
  await page.mouse.up();
}

export async function esperarToast(page: Page, texto: string) {
  await expect(page.locator('.ant-notification-notice').filter({ hasText: texto })).toBeVisible();
}

/** Fills the reserve coil form's required fields (and a width) for a new coil of lot `lote`. */
export async function preencherItem(page: Page, lote: string) {
  await page.getByTestId('campo-item').fill('R12345');
  await page.getByTestId('campo-lote').fill(lote);
  await escolher(page, 'campo-grupo', 'FM - Folha metálica');
  await escolher(page, 'campo-material', 'BDZ - Bobina decapada zincada');
  await escolher(page, 'campo-turnoLaminacao', '3');
  await page.getByTestId('campo-dataLaminacao').fill('02/01/2024');
  await page.getByTestId('campo-dataLaminacao').press('Tab');
  await page.getByTestId('campo-horaLaminacao').fill('06:15');
  await page.getByTestId('campo-horaLaminacao').press('Tab');
  await page.getByTestId('campo-largura').fill('1320');
}
