import { expect, test } from '@playwright/test';
import { baseURL, criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { emailPara } from './support/mail.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('o admin entra e vê a versão na tela de login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('versao')).toHaveText('20240001');
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // a logged-in user visiting /login goes to /main
  await page.goto('/login');
  await expect(page).toHaveURL(/\/main$/);
});

test('senha errada mostra o aviso', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-input').fill('admin');
  await page.getByTestId('senha-input').fill('senha-errada');
  await page.getByTestId('entrar-button').click();
  await expect(page.getByText('Usuário ou senha incorretos. Tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('token expirado leva ao login', async ({ page }) => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = `${b64({ alg: 'HS256' })}.${b64({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
  await page.goto('/login');
  await page.evaluate((t) => {
    const record = { token: t, permissoes: ['GESTAO_DE_USUARIOS'], login: 'admin' };
    localStorage.setItem('patio.sessao', btoa(JSON.stringify(record)));
  }, token);
  await page.goto('/alterar-senha');
  await expect(page).toHaveURL(/\/login$/);
});

test('usuário sem permissões de administração não vê Administração e cai em /nao-autorizado', async ({
  page,
}) => {
  const admin = await entrar();
  const perfil = await criarPerfil(admin, `Operação ${Date.now()}`, ['CADASTRAR_BOBINA']);
  const u = await criarUsuario(admin, [perfil]);
  await fazerLogin(page, u.login, u.senha);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('side-menu').getByText('Administração')).toHaveCount(0);
  await page.goto('/usuarios');
  await expect(page).toHaveURL(/\/nao-autorizado$/);
  await expect(page.getByText('Nao autorizado!')).toBeVisible();
  await expect(page.getByText('Voce nao tem acesso a esta pagina.')).toBeVisible();
});

test('altera a própria senha e entra com a nova', async ({ page }) => {
  const admin = await entrar();
  const perfil = await criarPerfil(admin, `Conta ${Date.now()}`, ['CADASTRAR_BOBINA']);
  const u = await criarUsuario(admin, [perfil]);
  await fazerLogin(page, u.login, u.senha);
  await page.getByTestId('account-menu').click();
  await page.getByText('Alterar Senha').click();
  await expect(page).toHaveURL(/\/alterar-senha$/);
  await page.getByTestId('senha-atual-input').fill(u.senha);
  await page.getByTestId('nova-senha-input').fill('trocada-e2e-456');
  await page.getByTestId('confirmar-senha-input').fill('trocada-e2e-456');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  await page.getByTestId('account-menu').click();
  await page.getByText('Sair').click();
  await expect(page).toHaveURL(/\/login$/);
  await fazerLogin(page, u.login, 'trocada-e2e-456');
});

test('esqueci a senha: o link do email caído no SMTP troca a senha', async ({ page }) => {
  const admin = await entrar();
  const perfil = await criarPerfil(admin, `Reset ${Date.now()}`, ['CADASTRAR_BOBINA']);
  const u = await criarUsuario(admin, [perfil]);
  await page.goto('/login');
  await page.getByTestId('esqueceu-senha-link').click();
  await expect(page).toHaveURL(/\/esqueceu-senha$/);
  await expect(page.getByText('Esqueceu sua senha?').first()).toBeVisible();
  await page.getByTestId('email-input').fill(u.email);
  await page.getByTestId('enviar-link-button').click();
  await expect(page.getByTestId('link-enviado')).toBeVisible();
  const mail = await emailPara(u.email);
  const link = /(http\S+\/redefinir-senha\?token=[\w-]+)/.exec(mail)?.[1];
  expect(link?.startsWith(baseURL())).toBe(true);
  await page.goto(link as string);
  await page.getByTestId('nova-senha-input').fill('pelo-link-789');
  await page.getByTestId('confirmar-senha-input').fill('pelo-link-789');
  await page.getByTestId('salvar-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await fazerLogin(page, u.login, 'pelo-link-789');
});
