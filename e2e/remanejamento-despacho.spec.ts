/**
 * A dispatch of a buried coil. The office creates it on the screen and is told the
 * relocation that was planned; the map marks the coil leaving and the reserved slot; on one
 * crane the operator runs the relocation (the dispatch instruction waits, greyed), then the
 * dispatch instruction, and the office finalizes. The whole flow's time is attached.
 */
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { escolher, responder } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { abrirDespachos, identificacaoUnica, marcar } from './support/despachos.ts';
import { foto } from './support/fotos.ts';
import { aviso } from './support/instrucoes.ts';
import { abrirMapa } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';
import {
  buscarNaPonte,
  executarNaPonte,
  instrucaoDe,
  soterrada,
} from './support/remanejamentos.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('despacho de bobina soterrada: remanejamento e carga numa ponte só, depois finaliza', async ({
  page,
}, testInfo) => {
  const token = await entrar();
  const { chao, topo } = await soterrada(token);
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  const inicio = Date.now();

  // The office creates the dispatch on the screen; the reply says what was planned.
  await abrirDespachos(page);
  await page.getByTestId('novo-button').click();
  const identificacao = identificacaoUnica('SOT');
  await page.getByTestId('campo-identificacao').fill(identificacao);
  await escolher(page, 'campo-modal', 'Rodoviário');
  await marcar(page, 'lado-patio', chao.lote);
  await page.getByTestId('incluir-button').click();
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText(`1 remanejamento criado para liberar ${chao.lote}`)).toBeVisible();
  await expect(page).toHaveURL(/\/operacoes-despacho$/);
  const remanejamento = await instrucaoDe(token, topo.lote);
  expect(remanejamento.tipo).toBe('REMANEJAMENTO');
  const destino = remanejamento.destino as string;

  // The map marks the coil leaving and the slot a crane is heading to.
  await abrirMapa(page);
  await expect(page.getByTestId(`origem-instrucao-${topo.endereco}`)).toHaveCount(1);
  await expect(page.getByTestId(`origem-instrucao-${chao.endereco}`)).toHaveCount(1);
  await expect(page.getByTestId(`reservado-${destino}`)).toHaveCount(1);

  // The instruction list: the relocation's badge and the lot it frees.
  await page.goto('/instrucoes');
  const buscou = page.waitForResponse(
    (r) => r.url().includes('/api/instrucoes?') && r.url().includes(topo.lote),
  );
  await page.getByTestId('search-input').fill(topo.lote);
  await buscou;
  await expect(page.getByTestId(`tipo-${topo.lote}`)).toHaveText('Remanejamento');
  await expect(page.getByTestId(`libera-${topo.lote}`)).toHaveText(`Libera ${chao.lote}`);
  await foto(page, 'instrucoes-remanejamento', { info: testInfo });

  // One crane: the dispatch instruction waits, greyed; the relocation runs first.
  await page.goto('/instrucoes-ponte?ponte=PR493');
  await expect(page.getByTestId('selecao-view')).toBeVisible();
  await buscarNaPonte(page, chao.lote);
  await expect(page.getByTestId(`aguardando-${chao.lote}`)).toHaveText(
    `aguardando remanejamento de ${topo.lote}`,
  );
  await page.getByTestId(`escolha-${chao.lote}`).click();
  await expect(aviso(page, `Instrução aguardando remanejamento de ${topo.lote}`)).toBeVisible();
  await expect(page.getByTestId(`escolha-${chao.lote}`)).toHaveAttribute('aria-pressed', 'false');
  await foto(page, 'ponte-aguardando', { info: testInfo });

  await buscarNaPonte(page, topo.lote);
  await expect(page.getByTestId(`escolha-${topo.lote}`)).toContainText(`Libera ${chao.lote}`);
  await executarNaPonte(page, topo.lote);

  // Done: the dispatch instruction is free at once and the same crane loads it.
  await buscarNaPonte(page, chao.lote);
  await expect(page.getByTestId(`aguardando-${chao.lote}`)).toHaveCount(0);
  await executarNaPonte(page, chao.lote);

  // The office finalizes.
  await page.goto('/operacoes-despacho');
  const row = page.getByTestId(`row-${identificacao}`);
  await expect(row.getByTestId('quantidade')).toHaveText('1 (1)');
  await row.getByTestId('finalizar-button').click();
  await responder(page, 'Deseja realmente finalizar esta operação de despacho?', true);
  await expect(page.getByText('Operação de despacho finalizada com sucesso')).toBeVisible();
  const segundos = ((Date.now() - inicio) / 1000).toFixed(1);
  testInfo.annotations.push({
    type: 'tempo do fluxo',
    description: `despacho de bobina soterrada, do cadastro à finalização: ${segundos} s`,
  });
  console.info(`[remanejamento-despacho] fluxo completo: ${segundos} s`);

  // The relocated coil lies at its destination; the dispatched one left the yard.
  await abrirMapa(page);
  await expect(page.getByTestId(`celula-${destino}`)).toHaveAttribute('data-estado', 'ocupada');
  await expect(page.getByTestId(`reservado-${destino}`)).toHaveCount(0);
});
