import { expect, test } from '@playwright/test';
import { caixaDaArvore, linhaDoUsuario, unico } from './support/admin.ts';
import { criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

const MSG_CONCEDER = 'Você não pode conceder permissões que não possui.';
const MSG_CONTA = 'Você não pode alterar a conta de quem tem permissões que você não possui.';

/*
 * Nobody grants a right they do not hold (docs/decisions.md): the screens offer only what the
 * acting user may grant; the other profiles and permissions are shown disabled, saying why.
 */

test('usuário: os perfis que dão o que o ator não tem aparecem desabilitados, com o motivo', async ({
  page,
}) => {
  const admin = await entrar();
  const [nomeDoAtor, nomeAlheio] = [unico('Só usuários '), unico('Bobinas ')];
  const doAtor = await criarPerfil(admin, nomeDoAtor, ['GESTAO_DE_USUARIOS']);
  await criarPerfil(admin, nomeAlheio, ['CADASTRAR_BOBINA']);
  const ator = await criarUsuario(admin, [doAtor]);

  await fazerLogin(page, ator.login, ator.senha);
  await page.goto('/usuario');
  const pode = page.getByRole('checkbox', { name: nomeDoAtor });
  const naoPode = page.getByRole('checkbox', { name: nomeAlheio });
  await expect(pode).toBeEnabled();
  await expect(naoPode).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Administrador' })).toBeDisabled();
  await page.getByTestId('perfis-lista').getByText(nomeAlheio, { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(MSG_CONCEDER);
  // What the actor holds can be ticked; the other cannot.
  await page.getByTestId('perfis-lista').getByText(nomeDoAtor, { exact: true }).click();
  await expect(pode).toBeChecked();
  await page
    .getByTestId('perfis-lista')
    .getByText(nomeAlheio, { exact: true })
    .click({ force: true });
  await expect(naoPode).not.toBeChecked();
});

test('perfil: as permissões que o ator não tem aparecem desabilitadas, com o motivo', async ({
  page,
}) => {
  const admin = await entrar();
  const doAtor = await criarPerfil(admin, unico('Só perfis '), ['GESTAO_DE_PERFIS_DE_ACESSO']);
  const ator = await criarUsuario(admin, [doAtor]);

  await fazerLogin(page, ator.login, ator.senha);
  await page.goto('/perfil');
  const tree = page.getByTestId('perfil-tree');
  await expect(caixaDaArvore(page, 'GESTAO_DE_PERFIS_DE_ACESSO')).not.toHaveClass(/disabled/);
  await expect(caixaDaArvore(page, 'CADASTRAR_BOBINA')).toHaveClass(/disabled/);
  await expect(tree.getByTestId('permissao-CADASTRAR_BOBINA')).toHaveAttribute(
    'data-concedivel',
    'false',
  );
  await tree.getByTestId('permissao-CADASTRAR_BOBINA').hover();
  await expect(page.getByRole('tooltip')).toHaveText(MSG_CONCEDER);
  // A click on the name does not tick it; one on a permission the actor holds does.
  await tree.getByText('CADASTRAR_BOBINA', { exact: true }).click();
  await expect(caixaDaArvore(page, 'CADASTRAR_BOBINA')).toHaveAttribute('aria-checked', 'false');
  await tree.getByText('GESTAO_DE_PERFIS_DE_ACESSO', { exact: true }).click();
  await expect(caixaDaArvore(page, 'GESTAO_DE_PERFIS_DE_ACESSO')).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('usuário com mais permissões que o ator: senha, e-mail, login, ativo e exclusão desabilitados, com o motivo', async ({
  page,
}) => {
  const admin = await entrar();
  const soUsuarios = await criarPerfil(admin, unico('Só usuários '), ['GESTAO_DE_USUARIOS']);
  const mais = await criarPerfil(admin, unico('Usuários e bobinas '), [
    'GESTAO_DE_USUARIOS',
    'CADASTRAR_BOBINA',
  ]);
  const ator = await criarUsuario(admin, [soUsuarios]);
  const acima = await criarUsuario(admin, [mais]);
  const igual = await criarUsuario(admin, [soUsuarios]);

  await fazerLogin(page, ator.login, ator.senha);
  await page.goto('/usuarios');
  const linha = await linhaDoUsuario(page, acima.login);
  for (const botao of ['recriar-senha-button', 'excluir-button']) {
    await expect(linha.getByTestId(botao)).toBeDisabled();
  }
  await linha.getByTestId('excluir-button').hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText(MSG_CONTA);
  // An account the actor may change keeps its actions.
  const outra = await linhaDoUsuario(page, igual.login);
  await expect(outra.getByTestId('recriar-senha-button')).toBeEnabled();
  await expect(outra.getByTestId('excluir-button')).toBeEnabled();

  // The form: the name stays editable; what lets someone sign in as the user does not.
  await (await linhaDoUsuario(page, acima.login)).getByTestId('editar-button').click();
  await expect(page.getByTestId('usuario-nome-input')).toBeEnabled();
  for (const campo of ['usuario-email-input', 'usuario-login-input', 'usuario-ativo-switch']) {
    await expect(page.getByTestId(campo)).toBeDisabled();
  }
  await expect(page.getByTestId('usuario-email-input')).toHaveAttribute('title', MSG_CONTA);
});
