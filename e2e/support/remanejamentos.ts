/** Buried coils for the relocation specs (docs/relocation.md), made over the API per attempt. */
import { expect, type Page } from '@playwright/test';
import { chamar } from './api.ts';
import { type BobinaE2E, criarBobina } from './bobinas.ts';
import { filaLivre } from './patio.ts';

export interface Soterrada {
  chao: BobinaE2E;
  topo: BobinaE2E;
}

/** A ground coil at column C of a free row with a pyramid coil over C/D on it. */
export async function soterrada(token: string): Promise<Soterrada> {
  const f = await filaLivre(token);
  const chao = await criarBobina(token, f.n('C'));
  await criarBobina(token, f.n('D'));
  const topo = await criarBobina(token, f.p('D'));
  return { chao, topo };
}

/** The open instruction of a coil, as the list shows it. */
export async function instrucaoDe(token: string, lote: string) {
  const { instrucoes } = await chamar<{
    instrucoes: { id: number; destino: string | null; tipo: string; aguardando: string[] }[];
  }>('GET', `instrucoes?filter=${encodeURIComponent(`lote=${lote}`)}`, token);
  const [i] = instrucoes;
  if (!i) throw new Error(`nenhuma instrução aberta para ${lote}`);
  return i;
}

/** Narrows the crane's selection to `lote` and waits for the list that answered it. */
export async function buscarNaPonte(page: Page, lote: string) {
  const buscou = page.waitForResponse(
    (r) => r.url().includes('/api/instrucoes?') && r.url().includes(lote),
  );
  await page.getByTestId('search-input').fill(lote);
  await buscou;
  await expect(page.getByTestId(`escolha-${lote}`)).toBeVisible();
}

/** Takes the one instruction on screen to the crane and runs it: Avançar, Pegar, Soltar. */
export async function executarNaPonte(page: Page, lote: string) {
  await page.getByTestId(`escolha-${lote}`).click();
  await expect(page.getByTestId(`escolha-${lote}`)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('avancar-button').click();
  await expect(page.getByTestId(`operacao-${lote}`)).toBeVisible();
  await page.getByTestId('pegar-button').click();
  await expect(page.getByTestId('soltar-button')).toBeVisible();
  // The cab shows the drop at once and sends it from its queue (docs/offline.md): wait for the
  // server's answer, not the screen, before another page reads what the drop changed.
  const soltou = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/soltar'),
  );
  await page.getByTestId('soltar-button').click();
  expect((await soltou).status()).toBe(200);
  await expect(page.getByTestId('selecao-view')).toBeVisible();
}
