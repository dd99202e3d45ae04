import { expect, test } from '@playwright/test';
import {
  clicarNaArvore,
  criarPerfilPelaTela,
  esperarArvore,
  excluirLinha,
  linhaCom,
  linhaDoUsuario,
  novoUsuario,
  outraSessao,
  pedidos,
  preencherUsuario,
  salvarNovaSenha,
  unico,
} from './support/admin.ts';
import { criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** Profiles are listed by id, 7 a page; earlier tests leave many, so look newest first. */
const PERFIS_RECENTES = '/perfis?sort=-id';
const PERGUNTA_PERFIL = 'Deseja realmente excluir este perfil de acesso?';

test.beforeEach(async ({ page }) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
});

test('perfil só com GESTAO_DE_USUARIOS, usuário criado pela tela, senha recriada e exclusão', async ({
  page,
  browser,
}) => {
  const perfil = unico('Gestores de usuários ');
  await criarPerfilPelaTela(page, perfil, ['GESTAO_DE_USUARIOS']);
  await page.goto(PERFIS_RECENTES);
  await expect(page.getByRole('cell', { name: perfil })).toBeVisible();

  const u = novoUsuario();
  await page.goto('/usuarios');
  await expect(page.getByTestId('page-title')).toHaveText('Usuários');
  await expect(page.getByTestId('breadcrumb')).toContainText('Administração do Sistema');
  await page.getByTestId('novo-button').click();
  await expect(page).toHaveURL(/\/usuario$/);
  await expect(page.getByTestId('page-title')).toHaveText('Cadastrar usuario');
  await preencherUsuario(page, u, [perfil]);
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Usuario criado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/usuarios$/);
  const linha = await linhaDoUsuario(page, u.login);
  await expect(linha).toContainText(u.email);
  await expect(linha).toContainText(/\d{2}\/\d{2}\/\d{4}/);

  // The new user, in a browser of their own, administers users but not profiles.
  const dele = await outraSessao(browser, u.login, u.senha);
  const menu = dele.page.getByTestId('side-menu');
  await menu.getByText('Administração').click();
  await expect(menu.getByText('Usuários')).toBeVisible();
  await expect(menu.getByText('Perfil de Acesso')).toHaveCount(0);
  await dele.page.goto('/perfis');
  await expect(dele.page).toHaveURL(/\/nao-autorizado$/);
  await dele.context.close();

  // Recreate the password: a mismatch stays in the modal and sends nothing.
  const enviados = pedidos(page, 'PUT', '/senha');
  await linha.getByTestId('recriar-senha-button').click();
  await expect(page.getByRole('dialog')).toContainText('Recriar senha');
  await expect(page.getByTestId('recriar-senha-login')).toHaveText(u.login);
  const modal = await salvarNovaSenha(page, 'recriada-e2e-1', 'recriada-e2e-2');
  await expect(modal.getByText('As senhas não conferem')).toBeVisible();
  expect(enviados).toEqual([]);
  await salvarNovaSenha(page, 'recriada-e2e-1');
  await expect(page.getByText('Senha recriada com sucesso')).toBeVisible();
  await expect(modal).toBeHidden();
  expect(enviados).toHaveLength(1);

  const denovo = await outraSessao(browser, u.login, 'recriada-e2e-1');
  await denovo.context.close();

  // Delete: confirm, the toast, and the row is gone.
  await linha.getByTestId('excluir-button').click();
  await expect(page.getByText('Deseja realmente excluir este usuário?')).toBeVisible();
  await expect(page.getByTestId('confirm-ok')).toHaveText('Sim, excluir');
  await expect(page.getByTestId('confirm-cancel')).toHaveText('Não, cancelar');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Usuário excluído com sucesso')).toBeVisible();
  await expect(linhaCom(page, u.login)).toHaveCount(0);
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
});

test('formulário de usuário: campos obrigatórios, senhas e login duplicado', async ({ page }) => {
  const enviados = pedidos(page, 'POST', '/api/usuarios');
  await page.goto('/usuario');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Por favor, preencha todos os campos obrigatorios.')).toBeVisible();

  const { nome, email } = novoUsuario();
  await preencherUsuario(page, { nome, email, login: 'admin' });
  await page.getByTestId('salvar-button').click();
  await expect(
    page.getByText('Senha e confirmacao de senha sao obrigatorias ao criar um novo usuario.'),
  ).toBeVisible();

  await preencherUsuario(page, { senha: 'senha-um-123', confirma: 'senha-dois-123' });
  await expect(page.getByTestId('senhas-nao-conferem')).toHaveText('As senhas não conferem');
  await page.getByTestId('salvar-button').click();
  expect(enviados).toEqual([]);

  await preencherUsuario(page, { confirma: 'senha-um-123' });
  await expect(page.getByTestId('senhas-nao-conferem')).toHaveCount(0);
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Login ou email ja cadastrado.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/usuario$/);
  expect(enviados).toHaveLength(1);

  await page.getByTestId('cancelar-button').click();
  await expect(page).toHaveURL(/\/usuarios$/);
});

test('usuários: ordenação na URL; visualizar sem Salvar; editar desativa', async ({ page }) => {
  const admin = await entrar();
  const perfilNome = unico('Leitura ');
  const perfil = await criarPerfil(admin, perfilNome, ['CADASTRAR_BOBINA']);
  const u = await criarUsuario(admin, [perfil]);
  // Sorting lives in the URL: a reload keeps it.
  await page.goto('/usuarios');
  await page.getByTestId('sort-name').click();
  await expect(page).toHaveURL(/sort=name/);
  await page.getByTestId('sort-name').click();
  await page.reload();
  await expect(page.getByTestId('sort-name')).toHaveAttribute('aria-sort', 'descending');
  const linha = await linhaDoUsuario(page, u.login);
  await expect(page).toHaveURL(/sort=-name/);
  await expect(linha.getByRole('switch')).toBeChecked();

  await linha.getByTestId('visualizar-button').click();
  await expect(page).toHaveURL(/\/usuario\/\d+\?view=true$/);
  await expect(page.getByTestId('page-title')).toHaveText('Visualizar usuario');
  await expect(page.getByTestId('usuario-login-input')).toHaveValue(u.login);
  await expect(page.getByTestId('usuario-login-input')).toBeDisabled();
  await expect(page.getByTestId('salvar-button')).toHaveCount(0);
  await expect(page.getByTestId(`perfil-${perfil}`)).toHaveAttribute('data-marcado', 'true');
  await page.getByTestId('cancelar-button').click();

  const linha2 = await linhaDoUsuario(page, u.login);
  await linha2.getByTestId('editar-button').click();
  await expect(page.getByTestId('page-title')).toHaveText('Cadastrar usuario');
  await expect(page.getByTestId('usuario-senha-input')).toHaveCount(0);
  await expect(page.getByTestId('perfis-lista').getByLabel(perfilNome)).toBeChecked();
  await page.getByTestId('usuario-ativo-switch').click();
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Usuario atualizado com sucesso.')).toBeVisible();
  const linha3 = await linhaDoUsuario(page, u.login);
  await expect(linha3.getByRole('switch')).not.toBeChecked();
});

test('perfil: avisos, árvore de seleção, edição e exclusão recusada quando em uso', async ({
  page,
}) => {
  await page.goto('/perfil');
  await expect(page.getByTestId('breadcrumb')).toHaveText(
    /Administracao do Sistema\s*\/\s*Perfis de Acesso\s*\/\s*Cadastrar/,
  );
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Preencha todos os campos obrigatorios.')).toBeVisible();
  const nome = unico('Pátio reserva ');
  await page.getByTestId('perfil-nome-input').fill(nome);
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Selecione ao menos um papel.')).toBeVisible();

  // Checking a role ticks all its permissions; unticking them one by one removes the role.
  const papel = 'Pátio reserva';
  await clicarNaArvore(page, papel);
  await esperarArvore(page, {
    [papel]: 'true',
    CADASTRAR_ITEM: 'true',
    IMPORTAR_ITENS: 'true',
    EXCLUIR_ITEM: 'true',
    EDITAR_ITEM: 'true',
  });
  await clicarNaArvore(page, 'IMPORTAR_ITENS');
  await esperarArvore(page, { [papel]: 'mixed', IMPORTAR_ITENS: 'false', EDITAR_ITEM: 'true' });
  await clicarNaArvore(page, 'CADASTRAR_ITEM', 'EXCLUIR_ITEM', 'EDITAR_ITEM');
  await esperarArvore(page, { [papel]: 'false' });
  // A permission of an unselected role brings the role along.
  await clicarNaArvore(page, 'EXCLUIR_ITEM');
  await esperarArvore(page, { [papel]: 'mixed', EXCLUIR_ITEM: 'true' });
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Perfil salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/perfis$/);

  await page.goto(PERFIS_RECENTES);
  const linha = linhaCom(page, nome);
  await linha.getByTestId('editar-button').click();
  await expect(page).toHaveURL(/\/perfil\/\d+$/);
  await expect(page.getByTestId('perfil-nome-input')).toHaveValue(nome);
  await esperarArvore(page, { [papel]: 'mixed', EXCLUIR_ITEM: 'true', CADASTRAR_ITEM: 'false' });
  const id = /\/perfil\/(\d+)$/.exec(page.url())?.[1];
  await page.goto(`/perfil/${id}?modo=visualizar`);
  await expect(page.getByTestId('perfil-nome-input')).toBeDisabled();
  await expect(page.getByTestId('salvar-button')).toHaveCount(0);

  // A profile held by a user cannot be deleted: the alert carries the server's reason.
  await criarUsuario(await entrar(), [Number(id)]);
  await page.goto(PERFIS_RECENTES);
  await excluirLinha(page, linha, PERGUNTA_PERFIL);
  const recusa = page.getByRole('dialog').filter({ hasText: 'Erro ao excluir' });
  await expect(recusa).toContainText('Perfil em uso por 1 usuário(s).');
});

test('perfil sem uso é excluído', async ({ page }) => {
  const nome = unico('Descartável ');
  await criarPerfil(await entrar(), nome, ['EXECUTAR_INSTRUCAO']);
  await page.goto(PERFIS_RECENTES);
  const linha = linhaCom(page, nome);
  await excluirLinha(page, linha, PERGUNTA_PERFIL);
  await expect(page.getByText('Perfil excluido com sucesso')).toBeVisible();
  await expect(linha).toHaveCount(0);
});
