import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { acaoNaLinha, bobinaPorLote, loteUnico, responder } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto } from './support/fotos.ts';
import { enderecosLivres } from './support/instrucoes.ts';
import {
  arrastar,
  criarItem,
  csv,
  esperarToast,
  importarCsv,
  limparListas,
  lotesNaTela,
  preencherItem,
} from './support/listas.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });
// Every test starts from empty lists: they must not run side by side.
test.describe.configure({ mode: 'serial' });

let token: string;
test.beforeEach(async ({ page }) => {
  token = await entrar();
  await limparListas(token);
  await fazerLogin(page, 'admin', ADMIN_SENHA);
});

test('importa um CSV; recusa arquivo ruim nomeando a linha; busca por lote e por ordem', async ({
  page,
}) => {
  await page.getByTestId('side-menu').getByText('Bobinas').click();
  await page.getByTestId('side-menu').getByText('Pátio reserva').click();
  await expect(page).toHaveURL(/\/patio-reserva\/bobinas\?tipoPatio=PLANO$/);
  await expect(page.getByTestId('page-title')).toHaveText('Patio reserva de bobinas');
  await expect(page.getByTestId('breadcrumb')).toContainText(
    'Bobinas/Patio reserva/Listar Bobinas',
  );
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();

  const prefixo = loteUnico('C').slice(0, 6);
  const lotes = Array.from({ length: 12 }, (_, i) => `${prefixo}${String(i).padStart(4, '0')}`);
  // Line 5 (row index 3) carries a group the yard does not have: nothing is stored.
  await importarCsv(
    page,
    csv(lotes, (i) => (i === 3 ? `A00001;${lotes[3]};XX;BQ;15/03/2024 14:00;1;SIM;;;;;;` : null)),
  );
  const alerta = page.locator('.ant-modal-confirm', { hasText: 'Linha 5:' });
  await expect(alerta).toContainText('Atencao');
  await expect(alerta).toContainText('Linha 5: Grupo: valor inválido "XX" (use LQ, FM, LZ ou LF).');
  await alerta.getByRole('button', { name: 'OK' }).click();
  await importarCsv(page, '', 'vazio.csv');
  await expect(
    page.locator('.ant-modal-confirm', { hasText: 'Erro ao importar arquivo' }),
  ).toBeVisible();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();

  await importarCsv(page, csv(lotes));
  await esperarToast(page, 'Bobinas importadas com sucesso.');
  await expect(page.getByTestId(`row-${lotes[0]}`)).toBeVisible();
  expect(await lotesNaTela(page)).toEqual(lotes.slice(0, 7));
  await foto(page, 'listas-lista');

  await page.getByTestId('search-input').fill(lotes[9] as string);
  await expect.poll(() => lotesNaTela(page)).toEqual([lotes[9]]);
  // A number also matches the order (position 11), OR-ed with lots that contain it.
  await page.getByTestId('search-input').fill('11');
  const com11 = lotes.filter((l, i) => i === 10 || l.includes('11'));
  await expect.poll(() => lotesNaTela(page)).toEqual(com11.slice(0, 7));
  await page.getByTestId('search-clear').click();
  await expect.poll(() => lotesNaTela(page)).toHaveLength(7);

  // The other list is empty; the lot copies to the clipboard.
  await page.getByTestId('tipo-patio').getByText('Anexo 1 (AX#1)').click();
  await expect(page).toHaveURL(/tipoPatio=RESERVA/);
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();
  await page.getByTestId('tipo-patio').getByText('Programa de laminacao').click();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId(`lote-${lotes[2]}`).click();
  await esperarToast(page, `Lote "${lotes[2]}" copiado para a area de transferencia.`);
});

test('marca uma bobina (some da lista); exclusão em lote com avisos e confirmação', async ({
  page,
}) => {
  const lotes = [];
  for (let i = 0; i < 5; i++) lotes.push(loteUnico('T'));
  for (const l of lotes) await criarItem(token, l);
  await page.goto('/patio-reserva/bobinas?tipoPatio=PLANO');
  await expect.poll(() => lotesNaTela(page)).toEqual(lotes);

  await page.getByTestId(`ticar-${lotes[1]}`).click();
  await expect(page.getByTestId(`row-${lotes[1]}`)).toHaveCount(0);

  await page.getByTestId('excluir-selecionadas').click();
  await esperarToast(page, 'Nenhuma bobina foi selecionada para exclusao.');
  await page.getByTestId(`row-${lotes[0]}`).getByRole('checkbox').check();
  await page.getByTestId(`row-${lotes[3]}`).getByRole('checkbox').check();
  // While rows are selected the Novo menu and the filter step aside.
  await expect(page.getByTestId('novo-menu')).toHaveCount(0);
  await expect(page.getByTestId('filtrar-button')).toHaveCount(0);
  await page.getByTestId('excluir-selecionadas').click();
  const pergunta = page.locator('.ant-modal-confirm', {
    hasText: 'Deseja realmente excluir as bobinas selecionadas?',
  });
  await expect(pergunta.getByRole('button', { name: 'Nao, cancelar' })).toBeVisible();
  await pergunta.getByRole('button', { name: 'Sim, excluir' }).click();
  await esperarToast(page, 'Bobinas excluidas com sucesso.');
  await expect.poll(() => lotesNaTela(page)).toEqual([lotes[2], lotes[4]]);
  await expect(page.getByTestId('filtrar-button')).toBeVisible();

  // Select-all takes the whole list, past this page.
  await page.locator('thead').getByTestId('selecionar-todas').check();
  await expect(page.getByTestId('selecao-todas')).toContainText('Todas as 2 bobinas');
  await foto(page, 'listas-selecao-todas');
  await page.getByTestId('excluir-selecionadas').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Sim, excluir' }).click();
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();
  await page.getByTestId('excluir-selecionadas').click();
  await esperarToast(page, 'Nao ha bobinas nesta tela.');
});

test('modo edição: arrasta uma linha, salva e a ordem persiste após recarregar', async ({
  page,
}) => {
  const lotes = [];
  for (let i = 0; i < 4; i++) lotes.push(loteUnico('O'));
  for (const l of lotes) await criarItem(token, l, { tipo: 'RESERVA' });
  await page.goto('/patio-reserva/bobinas?tipoPatio=RESERVA');
  await expect.poll(() => lotesNaTela(page)).toEqual(lotes);

  await page.getByTestId('ativar-edicao').click();
  await esperarToast(page, 'Modo edicao ativado');
  await page.getByTestId('edicao-salvar').click();
  await esperarToast(page, 'Nenhuma bobina foi selecionada para alterar a ordem.');
  await expect.poll(() => lotesNaTela(page, 'edicao-table')).toEqual(lotes);
  await arrastar(page, lotes[3] as string, lotes[1] as string);
  const nova = [lotes[0], lotes[3], lotes[1], lotes[2]];
  await expect.poll(() => lotesNaTela(page, 'edicao-table')).toEqual(nova);
  await foto(page, 'listas-modo-edicao');
  await page.getByTestId('edicao-salvar').click();
  await esperarToast(page, 'Ordem das bobinas salva com sucesso.');
  // Closing returns to page 1 with 10 per page.
  await expect(page).toHaveURL(/pageSize=10/);
  await expect.poll(() => lotesNaTela(page)).toEqual(nova);
  await page.reload();
  await expect.poll(() => lotesNaTela(page)).toEqual(nova);

  // The first drag on the list itself enters the mode with that move made; Cancelar drops it.
  await arrastar(page, nova[2] as string, nova[0] as string);
  await esperarToast(page, 'Modo edicao ativado');
  await expect
    .poll(() => lotesNaTela(page, 'edicao-table'))
    .toEqual([nova[2], nova[0], nova[1], nova[3]]);
  await page.getByTestId('edicao-cancelar').click();
  await expect.poll(() => lotesNaTela(page)).toEqual(nova);
});

test('modo edição: 20 por página; rolar até o fim acrescenta as seguintes; Cancelar volta a 10', async ({
  page,
}) => {
  const lotes = [];
  for (let i = 0; i < 25; i++) lotes.push(loteUnico('S'));
  for (const l of lotes) await criarItem(token, l, { tipo: 'RESERVA' });
  await page.goto('/patio-reserva/bobinas?tipoPatio=RESERVA');
  await page.getByTestId('ativar-edicao').click();
  await esperarToast(page, 'Modo edicao ativado');
  await expect.poll(() => lotesNaTela(page, 'edicao-table')).toEqual(lotes.slice(0, 20));
  await page.getByTestId('modo-edicao').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect.poll(() => lotesNaTela(page, 'edicao-table')).toEqual(lotes);
  await page.getByTestId('edicao-cancelar').click();
  await expect(page).toHaveURL(/pageSize=10/);
  await expect.poll(() => lotesNaTela(page)).toEqual(lotes.slice(0, 10));
});

test('Corrigir Endereco na lista: pergunta do resfriamento; Sim coloca a bobina no pátio e ela sai da lista', async ({
  page,
}) => {
  const [lege, outra] = [loteUnico('C'), loteUnico('C')];
  await criarItem(token, lege, { tipo: 'RESERVA', isLege: true });
  await criarItem(token, outra, { tipo: 'RESERVA' });
  const [destino] = await enderecosLivres(token, 23, 1);
  await page.goto('/patio-reserva/bobinas?tipoPatio=RESERVA');
  await expect.poll(() => lotesNaTela(page)).toEqual([lege, outra]);

  await acaoNaLinha(page, lege, 'Corrigir Endereco');
  await page.getByTestId('corrigir-endereco-input').fill(destino as string);
  // A LEGE coil outside groups 31–92: the client asks before sending anything.
  const pergunta = `O endereço escolhido não atende ao critério de resfriamento definido para a bobina LEGE. Deseja confirmar esta operação?`;
  await page.getByTestId('corrigir-endereco-salvar').click();
  await responder(page, pergunta, false);
  await expect(page.getByTestId('corrigir-endereco-input')).toBeVisible();
  // Não sends nothing: the coil is still in the list behind the dialog.
  await expect(page.getByTestId(`row-${lege}`)).toBeVisible();
  await page.getByTestId('corrigir-endereco-salvar').click();
  await responder(page, pergunta, true);
  // docs/product/operations.md#messages words the reserve list's success without accents.
  await expect(page.getByText('Endereco corrigido com sucesso.')).toBeVisible();
  await expect.poll(() => lotesNaTela(page)).toEqual([outra]);
  expect(await bobinaPorLote(token, lege)).toMatchObject({ endereco: destino, status: 'NO_PATIO' });
});

test('formulário da reserva e auto-preenchimento pelo lote no cadastro do pátio', async ({
  page,
}) => {
  const lote = loteUnico('P');
  await page.goto('/patio-reserva/bobinas?tipoPatio=RESERVA');
  await page.getByTestId('novo-menu').click();
  await page.getByRole('menuitem', { name: 'Novo', exact: true }).click();
  await expect(page).toHaveURL(/\/patio-reserva\/bobina\?tipoPatio=RESERVA$/);
  await expect(page.getByTestId('page-title')).toHaveText('Cadastrar nova bobina');
  await expect(page.getByTestId('campo-endereco')).toHaveCount(0);
  await preencherItem(page, lote);
  await foto(page, 'listas-form');
  await page.getByTestId('salvar-button').click();
  await esperarToast(page, 'Bobina criada com sucesso.');
  await expect(page).toHaveURL(/\/patio-reserva\/bobinas\?tipoPatio=RESERVA$/);
  await expect(page.getByTestId(`row-${lote}`)).toBeVisible();
  await acaoNaLinha(page, lote, 'Visualizar');
  const dialogo = page.getByTestId('item-dialog');
  await expect(dialogo.getByText('Visualizar bobina', { exact: true })).toBeVisible();
  await expect(dialogo.getByTestId('campo-lote')).toHaveValue(lote);
  await expect(dialogo.getByTestId('campo-lote')).toBeDisabled();
  await expect(dialogo.getByTestId('salvar-button')).toHaveCount(0);
  await foto(page, 'listas-visualizar');
  await dialogo.getByTestId('cancelar-button').click();
  await expect(dialogo).toHaveCount(0);

  await page.goto('/bobina');
  await page.getByTestId('campo-lote').fill(lote);
  await expect(page.getByTestId('campo-grupo')).toContainText('FM - Folha metálica');
  await expect(page.getByTestId('campo-item')).toHaveValue('R12345');
  await expect(page.getByTestId('campo-largura')).toHaveValue('1320');
  await expect(page.getByTestId('campo-horaLaminacao')).toHaveValue('06:15');
  await page.getByTestId('campo-endereco').fill((await filaLivre(token)).n('A'));
  await page.getByTestId('salvar-button').click();
  await esperarToast(page, 'Bobina criada com sucesso.');
  // The same coil entered the yard: it left its reserve list.
  await page.goto('/patio-reserva/bobinas?tipoPatio=RESERVA');
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();
});
