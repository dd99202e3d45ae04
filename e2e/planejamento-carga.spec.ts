/**
 * Load planning on the dispatch form (docs/planejamento-de-carga.md): pick coils, choose a vehicle
 * type, plan (one card per vehicle, the coil on top first), create the dispatch, then see its
 * vehicles on the form and one block per vehicle on the romaneio.
 */
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina, escolher } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import {
  abrirDespachos,
  criarTipoVeiculo,
  identificacaoUnica,
  marcar,
} from './support/despachos.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('planeja a carga, cria o despacho e vê os veículos no formulário e no romaneio', async ({
  page,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  // Every coil weighs 20 t; a wagon of 45 t and 2 positions takes two: two wagons for four.
  const [a, b, c] = [
    await criarBobina(token, f.n('A')),
    await criarBobina(token, f.n('B')),
    await criarBobina(token, f.n('C')),
  ];
  const topo = await criarBobina(token, f.p('C'), { largura: 1000 });
  const tipo = await criarTipoVeiculo(token, 'TREM', 45, 2);

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await abrirDespachos(page);
  await page.getByTestId('novo-button').click();
  const identificacao = identificacaoUnica('PLANO');
  await page.getByTestId('campo-identificacao').fill(identificacao);
  await escolher(page, 'campo-modal', 'Ferroviário');
  await page.getByTestId('campo-tipo-veiculo').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .locator('.ant-select-item-option', { hasText: tipo.nome })
    .click();
  for (const x of [a, b, c, topo]) await marcar(page, 'lado-patio', x.lote);
  await page.getByTestId('incluir-button').click();

  await page.getByTestId('planejar-button').click();
  const plano = page.getByTestId('plano');
  await expect(plano.getByTestId('veiculo-1')).toBeVisible();
  await expect(plano.getByTestId('veiculo-2')).toBeVisible();
  await expect(plano.locator('[data-testid^="veiculo-"][data-testid$="3"]')).toHaveCount(0);
  await expect(page.getByTestId('plano-resumo')).toHaveText('2 veículo(s) (mínimo possível: 2)');
  for (const v of ['veiculo-1', 'veiculo-2'])
    await expect(plano.getByTestId(v).getByTestId('veiculo-carga')).toHaveText(
      '40 t de 45 t · 2 de 2 bobina(s)',
    );
  // The coil on top is lifted before the two it rests on.
  const ordem = await plano.getByTestId('veiculo-lote').allInnerTexts();
  const posicao = (lote: string) => ordem.findIndex((t) => t.startsWith(lote));
  expect(posicao(topo.lote)).toBeLessThan(posicao(b.lote));
  expect(posicao(topo.lote)).toBeLessThan(posicao(c.lote));
  await expect(page.getByTestId('plano-remanejamentos')).toContainText('Nenhum remanejamento');

  await page.getByTestId('criar-planejado-button').click();
  await expect(page).toHaveURL(/\/operacoes-despacho$/);
  await page.goto(`/operacoes-despacho?q=${identificacao}`);
  const linha = page.getByTestId(`row-${identificacao}`);
  await expect(linha.getByTestId('quantidade')).toHaveText('0 (4)');

  // The form of the dispatch: one card per wagon.
  await linha.getByTestId('editar-button').click();
  const veiculos = page.getByTestId('veiculos-do-despacho');
  await expect(veiculos.getByTestId('veiculo-1').getByTestId('veiculo-carga')).toHaveText(
    '40 t de 45 t · 2 de 2 bobina(s)',
  );
  await expect(veiculos.getByTestId('veiculo-2')).toBeVisible();
  // A coil added later goes to the vehicle chosen here.
  await expect(page.getByTestId('veiculo-para-incluir')).toBeVisible();

  // The romaneio: one block per wagon with its load.
  await page.goto(`/operacoes-despacho?q=${identificacao}`);
  await page.getByTestId(`row-${identificacao}`).getByTestId('romaneio-button').click();
  await expect(page.getByTestId('romaneio-veiculo-1')).toContainText(
    'Veículo 1: 2 de 2 bobina(s), 40,000 t de 45,0 t',
  );
  await expect(page.getByTestId('romaneio-veiculo-2').locator('tr')).toHaveCount(3);
});
