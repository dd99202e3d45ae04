import { expect, type Page, test } from '@playwright/test';
import { criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { acaoNaLinha, criarBobina, loteUnico, procurar } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto } from './support/fotos.ts';
import {
  abrirPonte,
  aviso,
  criarInstrucao,
  enderecosLivres,
  sessaoSemAoVivo,
} from './support/instrucoes.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('cria a instrução pela tela, executa na PR#493 e a bobina aparece no destino', async ({
  page,
}) => {
  const token = await entrar();
  const [origem, primeiroDestino, destino] = await enderecosLivres(token, 27, 3);
  const bobina = await criarBobina(token, origem as string, { lote: loteUnico('I') });

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.getByTestId('side-menu').getByText('Bobinas', { exact: true }).click();
  await page.getByTestId('side-menu').getByText('Instruções', { exact: true }).click();
  await expect(page).toHaveURL(/\/instrucoes$/);
  await page.getByTestId('novo-button').click();
  await expect(page).toHaveURL(/\/instrucao$/);
  await expect(page.getByTestId('page-title')).toHaveText('Cadastrar nova instrução');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
  await page.getByTestId('lote-input').fill(bobina.lote.slice(0, 9));
  await page.getByTestId('destino-input').fill('0027AN1');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Mínimo de 10 caracteres')).toBeVisible();
  await expect(page.getByText('Mínimo de 8 caracteres')).toBeVisible();
  await page.getByTestId('lote-input').fill(bobina.lote);
  await expect(page.getByTestId('lote-ajuda')).toHaveText(`Endereço atual da bobina: ${origem}`);
  await page.getByTestId('destino-input').fill((primeiroDestino as string).toLowerCase());
  await foto(page, 'instrucao-form');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Instrução criada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/instrucoes$/);

  await procurar(page, bobina.lote);
  const linha = page.getByTestId(`row-${bobina.lote}`);
  await expect(linha).toContainText(`${origem}${primeiroDestino}Manual`);
  await foto(page, 'instrucoes-lista');
  await acaoNaLinha(page, bobina.lote, 'Corrigir Destino');
  await expect(page.getByTestId('page-title')).toHaveText('Atualizar instrução');
  await expect(page.getByTestId('lote-input')).toHaveAttribute('readonly', '');
  await page.getByTestId('destino-input').fill(destino as string);
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Instrução atualizada com sucesso')).toBeVisible();
  await procurar(page, bobina.lote);
  await expect(linha).toContainText(`${origem}${destino}`);

  // The crane: choose, advance, lift, drop.
  await page.getByTestId('side-menu').getByText('Instruções da Ponte').click();
  await expect(page).toHaveURL(/\/instrucoes-ponte$/);
  await page.getByTestId('ponte-select').click();
  await page.locator('.ant-select-item-option[title="PR#493"]').click();
  await expect(page).toHaveURL(/ponte=PR493/);
  await expect(page.getByTestId('selecao-view')).toBeVisible();
  await page.getByTestId('avancar-button').click();
  await expect(aviso(page, 'Selecione ao menos uma instrução.')).toBeVisible();
  await abrirPonte(page, 'PR#493', bobina.lote);
  await page.getByTestId(`escolha-${bobina.lote}`).click();
  await expect(page.getByTestId(`escolha-${bobina.lote}`)).toHaveAttribute('aria-pressed', 'true');
  await foto(page, 'ponte-selecao');
  await page.getByTestId('avancar-button').click();

  const operacao = page.getByTestId(`operacao-${bobina.lote}`);
  await expect(operacao).toContainText(origem as string);
  await expect(operacao.getByTestId('destino')).toHaveText(destino as string);
  await expect(operacao.getByTestId('pular-button')).toBeEnabled();
  await page.getByTestId('pegar-button').click();
  await expect(page.getByTestId('soltar-button')).toHaveText('Soltar bobina');
  await expect(operacao.getByTestId('pular-button')).toBeDisabled();
  await expect(operacao).toContainText('Bobina na ponte');
  await foto(page, 'ponte-execucao');
  await page.getByTestId('soltar-button').click();
  await expect(page.getByTestId('selecao-view')).toBeVisible();

  await page.goto('/bobinas');
  await procurar(page, bobina.lote);
  await expect(page.getByTestId(`row-${bobina.lote}`)).toContainText(destino as string);
  await page.goto('/instrucoes');
  await procurar(page, bobina.lote);
  await expect(page.getByText('Nenhuma instrução encontrada.')).toBeVisible();
  // And on the map: the coil lies at its destination, its origin is free.
  await page.goto('/mapa');
  await expect(page.locator(`[data-endereco="${destino}"]`)).toHaveAttribute(
    'title',
    new RegExp(bobina.lote),
  );
  await expect(page.locator(`[data-endereco="${origem}"]`)).toHaveAttribute('data-estado', 'vazia');
});

test('outra ponte não consegue a mesma instrução e o operador sabe por quê', async ({
  page,
  browser,
}) => {
  const token = await entrar();
  const [origem, destino] = await enderecosLivres(token, 26, 2);
  const bobina = await criarBobina(token, origem as string, { lote: loteUnico('J') });
  await criarInstrucao(token, bobina.lote, destino as string);
  const perfil = await criarPerfil(token, `Ponte ${Date.now()}`, ['EXECUTAR_INSTRUCAO']);
  const operador = await criarUsuario(token, [perfil]);

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await abrirPonte(page, 'PR#493', bobina.lote);
  // The second tablet hears nothing live yet: it still believes the instruction is free.
  const outra = await sessaoSemAoVivo(browser, operador.login, operador.senha);
  await abrirPonte(outra.page, 'PR#346', bobina.lote);
  const escolha = (p: Page) => p.getByTestId(`escolha-${bobina.lote}`);
  await escolha(page).click();
  await escolha(outra.page).click();
  await page.getByTestId('avancar-button').click();
  await expect(page.getByTestId(`operacao-${bobina.lote}`)).toBeVisible();

  await outra.page.getByTestId('avancar-button').click();
  await expect(aviso(outra.page, 'Instrução já selecionada em outra ponte.')).toBeVisible();
  await expect(outra.page.getByTestId(`tomada-${bobina.lote}`)).toHaveText('Na ponte PR#493');
  await escolha(outra.page).click();
  await expect(
    aviso(outra.page, 'Algum operador selecionou essa instrução em outra ponte.'),
  ).toBeVisible();
  await foto(outra.page, 'ponte-tomada');

  // Live: PR#493 lets it go, PR#346 picks it, and PR#493's tap is taken away at once.
  await outra.ouvir();
  await page.getByTestId('pular-button').click();
  await expect(page.getByTestId('selecao-view')).toBeVisible();
  await expect(outra.page.getByTestId(`tomada-${bobina.lote}`)).toHaveCount(0);
  await page.getByTestId('search-input').fill(bobina.lote);
  await escolha(page).click();
  await expect(escolha(page)).toHaveAttribute('aria-pressed', 'true');
  await escolha(outra.page).click();
  await outra.page.getByTestId('avancar-button').click();
  await expect(outra.page.getByTestId(`operacao-${bobina.lote}`)).toBeVisible();
  await expect(
    aviso(page, 'Algum operador selecionou essa instrução em outra ponte.'),
  ).toBeVisible();
  await expect(escolha(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId(`tomada-${bobina.lote}`)).toHaveText('Na ponte PR#346');
  await outra.page.getByTestId('pegar-button').click();
  await expect(outra.page.getByTestId('soltar-button')).toBeVisible();
  await foto(outra.page, 'ponte-tablet');
  await outra.page.getByTestId('soltar-button').click();
  await expect(outra.page.getByTestId('selecao-view')).toBeVisible();
  await outra.context.close();
});
