/** Dispatch fixtures over the API, the crane steps a yard operator would do, and picker gestures. */
import { expect, type Page } from '@playwright/test';
import { chamar } from './api.ts';

let seq = 0;
/** An identification no other test uses. */
export function identificacaoUnica(prefixo: string): string {
  seq += 1;
  return `${prefixo}-${Date.now().toString(36).slice(-5).toUpperCase()}${seq}`;
}

export async function criarDespacho(token: string, identificacao: string, ids: number[]) {
  const { data } = await chamar<{ data: { id: number } }>('POST', 'despachos', token, {
    identificacao,
    modal: 'CARRETA',
    bobinas: ids.map((bobinaId, i) => ({ bobinaId, sequencia: i + 1 })),
  });
  return data.id;
}

/** A crane takes the coil's DESPACHO instruction and loads it onto the vehicle (pegar, soltar). */
export async function carregarNaPonte(token: string, lote: string, ponte = 'PR344') {
  const filtro = encodeURIComponent(`lote=${lote},tipo=DESPACHO`);
  const lista = await chamar<{ instrucoes: { id: number }[] }>(
    'GET',
    `instrucoes?page=1&pageSize=5&filter=${filtro}`,
    token,
  );
  const instrucao = lista.instrucoes[0];
  if (lista.instrucoes.length !== 1 || !instrucao) throw new Error(`instrução de ${lote}?`);
  await chamar('POST', 'operacoes', token, { ponte, primeiraInstrucaoId: instrucao.id });
  await chamar('PUT', `operacoes/${ponte}/pegar`, token);
  await chamar('PUT', `operacoes/${ponte}/soltar`, token);
}

/** Side menu → Bobinas → Operações de Despacho. */
export async function abrirDespachos(page: Page) {
  await page.getByTestId('side-menu').getByText('Bobinas', { exact: true }).click();
  await page.getByTestId('side-menu').getByText('Operações de Despacho').click();
  await expect(page).toHaveURL(/\/operacoes-despacho$/);
}

/** Finds a coil on one side of the picker (its 300 ms search) and ticks it. */
export async function marcar(page: Page, lado: 'lado-patio' | 'lado-despacho', lote: string) {
  await page.getByTestId(lado).getByTestId('search-input').fill(lote);
  await page.getByTestId(`${lado}-${lote}`).click();
}

/** The lots on the dispatch side, in loading order, as "sequência. lote". */
export async function ordemNoDespacho(page: Page) {
  const limpar = page.getByTestId('lado-despacho').getByTestId('search-clear');
  if (await limpar.isEnabled()) await limpar.click();
  const linhas = page.getByTestId('lado-despacho').locator('.ant-checkbox-wrapper');
  return (await linhas.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** A vehicle type with a name no other test uses (docs/planejamento-de-carga.md). */
export async function criarTipoVeiculo(
  token: string,
  modal: 'TREM' | 'CARRETA',
  capacidadeT: number,
  posicoes: number,
) {
  const nome = identificacaoUnica(modal === 'TREM' ? 'Vagão' : 'Carreta');
  const { data } = await chamar<{ data: { id: number; nome: string } }>(
    'POST',
    'tipos-veiculo',
    token,
    { nome, modal, capacidadeT, posicoes },
  );
  return data;
}
