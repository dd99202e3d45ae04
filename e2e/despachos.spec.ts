import { expect, type Page, test } from '@playwright/test';
import { criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { criarBobina, escolher, procurar, responder } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import {
  abrirDespachos,
  carregarNaPonte,
  criarDespacho,
  identificacaoUnica,
  marcar,
  ordemNoDespacho,
} from './support/despachos.ts';
import { foto } from './support/fotos.ts';
import { criarInstrucao } from './support/instrucoes.ts';
import { abrirMapa, esperarCelula } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

const linha = (page: Page, identificacao: string) => page.getByTestId(`row-${identificacao}`);
const alerta = (page: Page) => page.locator('.ant-modal-confirm');

test('cria pela tela, a ponte carrega, finaliza e as bobinas deixam o pátio', async ({ page }) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const [a, b, c] = [
    await criarBobina(token, f.n('A')),
    await criarBobina(token, f.n('B')),
    await criarBobina(token, f.n('C')),
  ];
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await abrirDespachos(page);
  await expect(page.getByTestId('page-title')).toHaveText('Operações de Despacho');
  await page.getByTestId('novo-button').click();
  await expect(page).toHaveURL(/\/operacao-despacho$/);

  // An empty form marks its fields and sends nothing.
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);

  const identificacao = identificacaoUnica('TREM');
  await page.getByTestId('campo-identificacao').fill(identificacao);
  await escolher(page, 'campo-modal', 'Ferroviário');
  // The order of selection is the loading order.
  for (const x of [c, a, b]) await marcar(page, 'lado-patio', x.lote);
  await page.getByTestId('incluir-button').click();
  expect(await ordemNoDespacho(page)).toEqual([
    `1. ${c.lote} ${c.endereco}`,
    `2. ${a.lote} ${a.endereco}`,
    `3. ${b.lote} ${b.endereco}`,
  ]);
  await foto(page, 'despacho-form');
  await page.getByTestId('salvar-button').click();
  await expect(
    page.getByText(
      'Despacho criado com sucesso. Aguarde um momento, as bobinas estão sendo movidas para o despacho.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/operacoes-despacho$/);

  const row = linha(page, identificacao);
  await expect(row).toContainText('Ferroviário');
  await expect(row.getByTestId('quantidade')).toHaveText('0 (3)');
  await row.click();
  const itens = page.locator('[data-testid^="bobinas-do-despacho-"]');
  await expect(itens.getByTestId(`item-${c.lote}`)).toContainText(c.endereco);
  await foto(page, 'despachos-lista');

  // A crane loads two of them; the list hears it live.
  await carregarNaPonte(token, c.lote);
  await carregarNaPonte(token, a.lote);
  await expect(row.getByTestId('quantidade')).toHaveText('2 (3)');
  await row.getByTestId('finalizar-button').click();
  await responder(page, 'Deseja realmente finalizar esta operação de despacho?', true);
  await expect(alerta(page)).toContainText('Ainda falta(m) 1 bobina(s) a carregar');
  await foto(page, 'despacho-finalizar-recusado');
  await alerta(page).getByRole('button', { name: 'OK' }).click();

  await carregarNaPonte(token, b.lote);
  await expect(row.getByTestId('quantidade')).toHaveText('3 (3)');
  await row.getByTestId('finalizar-button').click();
  await responder(page, 'Deseja realmente finalizar esta operação de despacho?', true);
  await expect(page.getByText('Operação de despacho finalizada com sucesso')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Shipped: out of the open list, readable among the finalized ones, gone from the yard.
  await escolher(page, 'situacao-select', 'Finalizados');
  await expect(linha(page, identificacao)).toContainText('Finalizado');
  await expect(linha(page, identificacao).getByTestId('finalizar-button')).toHaveCount(0);
  // The shipped dispatch still names its coils (the row stays open from before, else open it).
  if (!(await itens.getByTestId(`item-${c.lote}`).isVisible()))
    await linha(page, identificacao).click();
  for (const x of [a, b, c]) await expect(itens.getByTestId(`item-${x.lote}`)).toBeVisible();
  await page.goto('/bobinas');
  await procurar(page, c.lote);
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();
  // …and the map has their cells free again.
  await abrirMapa(page);
  for (const x of [a, b, c]) await esperarCelula(page, x.endereco, 'vazia');
});

test('edição envia cada bobina na hora; remover bobina carregada abre a correção de endereço', async ({
  page,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const volta = (await filaLivre(token)).n('A');
  const a = await criarBobina(token, f.n('A'));
  const b = await criarBobina(token, f.n('B'));
  const c = await criarBobina(token, f.n('C'));
  // A coil another open instruction holds cannot be dispatched (a buried coil can, with its
  // relocations planned: remanejamento-despacho.spec.ts).
  const d = await criarBobina(token, f.n('E'));
  await criarInstrucao(token, d.lote, (await filaLivre(token)).n('A'));
  const identificacao = identificacaoUnica('CARRETA');
  await criarDespacho(token, identificacao, [a.id, b.id]);

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await abrirDespachos(page);
  await linha(page, identificacao).getByTestId('editar-button').click();
  await expect(page).toHaveURL(/\/operacao-despacho\/\d+$/);
  await expect(page.getByTestId('campo-identificacao')).toBeDisabled();
  await expect(page.getByTestId('campo-identificacao')).toHaveValue(identificacao);

  await marcar(page, 'lado-patio', c.lote);
  await marcar(page, 'lado-patio', d.lote);
  await page.getByTestId('incluir-button').click();
  await expect(alerta(page)).toContainText(`A bobina ${d.lote} já tem uma instrução em aberto.`);
  // Several refusals arrive joined by line breaks: the alert keeps one per line.
  await expect(alerta(page).locator('.ant-modal-confirm-content > div')).toHaveCSS(
    'white-space',
    'pre-line',
  );
  await alerta(page).getByRole('button', { name: 'OK' }).click();
  expect(await ordemNoDespacho(page)).toEqual([
    `1. ${a.lote} ${a.endereco}`,
    `2. ${b.lote} ${b.endereco}`,
    `3. ${c.lote} ${c.endereco}`,
  ]);

  await carregarNaPonte(token, a.lote, 'PR347');
  await expect(page.getByTestId('lado-despacho')).toContainText('Carregada');
  await marcar(page, 'lado-despacho', a.lote);
  await page.getByTestId('remover-button').click();
  const dialogo = page.getByTestId('corrigir-endereco-form');
  await expect(dialogo).toBeVisible();
  await expect(page.locator('.ant-modal-body')).toContainText(a.lote);
  await foto(page, 'despacho-corrigir-endereco');
  await page.getByTestId('corrigir-endereco-input').fill(volta);
  await page.getByTestId('corrigir-endereco-salvar').click();
  await expect(page.getByText('Endereço corrigido com sucesso.')).toBeVisible();
  await expect(page.getByText('Bobina(s) removida(s) do despacho com sucesso')).toBeVisible();
  // Back in the yard at its new slot, and out of the dispatch.
  await page.getByTestId('lado-patio').getByTestId('search-input').fill(a.lote);
  await expect(page.getByTestId('lado-patio')).toContainText(volta);
  expect(await ordemNoDespacho(page)).toEqual([
    `1. ${b.lote} ${b.endereco}`,
    `2. ${c.lote} ${c.endereco}`,
  ]);
  await foto(page, 'despacho-edicao');

  await page.getByTestId('salvar-button').click();
  await linha(page, identificacao).getByTestId('excluir-button').click();
  await responder(page, 'Deseja realmente excluir esta operação de despacho?', true);
  await expect(page.getByText('Operação de despacho excluída com sucesso')).toBeVisible();
  await expect(linha(page, identificacao)).toHaveCount(0);
});

test('sem permissões: vê a lista, sem Novo nem ações; filtra pelo tipo', async ({ page }) => {
  const token = await entrar();
  const perfil = await criarPerfil(token, identificacaoUnica('Leitor'), ['CADASTRAR_ITEM']);
  const leitor = await criarUsuario(token, [perfil]);
  const e = await criarBobina(token, (await filaLivre(token)).n('H'));
  const identificacao = identificacaoUnica('RODO');
  await criarDespacho(token, identificacao, [e.id]);
  await fazerLogin(page, leitor.login, leitor.senha);
  await page.goto('/operacoes-despacho');
  await expect(linha(page, identificacao)).toContainText('Rodoviário');
  await expect(page.getByTestId('novo-button')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Ações' })).toHaveCount(0);
  await escolher(page, 'modal-select', 'Ferroviário');
  await expect(linha(page, identificacao)).toHaveCount(0);
  await escolher(page, 'modal-select', 'Todos');
  await procurar(page, identificacao);
  await expect(linha(page, identificacao)).toBeVisible();
  await page.goto('/operacao-despacho');
  await expect(page).toHaveURL(/\/nao-autorizado$/);
});
