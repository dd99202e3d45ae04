import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { baseURL } from './api.ts';
import { fazerLogin } from './pages.ts';

/** Steps of the administration screens (users, access profiles) as an administrator does them. */

let seq = 0;
/** A unique suffix, so specs never collide with data left by earlier runs or tests. */
export function unico(prefixo: string): string {
  seq += 1;
  return `${prefixo}${seq}${Date.now().toString(36)}`;
}

/** The box of a role or permission in the profile tree, found by its name. */
export function caixaDaArvore(page: Page, nome: string): Locator {
  return page
    .getByTestId('perfil-tree')
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByText(nome, { exact: true }) })
    .getByRole('checkbox');
}

/** Clicks roles or permissions of the profile tree by name (a click on a name ticks it). */
export async function clicarNaArvore(page: Page, ...nomes: string[]) {
  for (const nome of nomes)
    await page.getByTestId('perfil-tree').getByText(nome, { exact: true }).click();
}

/** Expects each named box of the tree to be ticked ('true'), not ('false') or partly ('mixed'). */
export async function esperarArvore(
  page: Page,
  estados: Record<string, 'true' | 'false' | 'mixed'>,
) {
  for (const [nome, estado] of Object.entries(estados))
    await expect(caixaDaArvore(page, nome)).toHaveAttribute('aria-checked', estado);
}

/** A row of the current list screen holding `texto`. */
export function linhaCom(page: Page, texto: string): Locator {
  return page.locator('tr[data-testid^="row-"]').filter({ hasText: texto });
}

/** Creates a profile on /perfil ticking these permissions by name; ends back on /perfis. */
export async function criarPerfilPelaTela(page: Page, nome: string, permissoes: string[]) {
  await page.goto('/perfis');
  await page.getByTestId('novo-button').click();
  await expect(page).toHaveURL(/\/perfil$/);
  await page.getByTestId('perfil-nome-input').fill(nome);
  await clicarNaArvore(page, ...permissoes);
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Perfil salvo com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/perfis$/);
}

export interface NovoUsuario {
  nome: string;
  login: string;
  email: string;
  senha: string;
}

export function novoUsuario(): NovoUsuario {
  const login = unico('adm');
  return {
    nome: `Operador ${login}`,
    login,
    email: `${login}@teste.local`,
    senha: 'senha-tela-123',
  };
}

/** Fills the given fields of the user form (the confirmation defaults to the password). */
export async function preencherUsuario(
  page: Page,
  u: Partial<NovoUsuario> & { confirma?: string },
  perfis: string[] = [],
) {
  const campos = { nome: u.nome, email: u.email, login: u.login, senha: u.senha };
  for (const [campo, valor] of Object.entries(campos))
    if (valor !== undefined) await page.getByTestId(`usuario-${campo}-input`).fill(valor);
  const confirma = u.confirma ?? u.senha;
  if (confirma !== undefined) await page.getByTestId('usuario-confirma-input').fill(confirma);
  for (const p of perfis) await page.getByTestId('perfis-lista').getByLabel(p).check();
}

/** Fills the open 'Recriar senha' modal and presses its Salvar. */
export async function salvarNovaSenha(page: Page, senha: string, confirma = senha) {
  const modal = page.getByTestId('recriar-senha-modal');
  await modal.getByTestId('recriar-senha-input').fill(senha);
  await modal.getByTestId('recriar-confirma-input').fill(confirma);
  await modal.getByTestId('recriar-salvar-button').click();
  return modal;
}

/** URLs of the requests the page sends with this method to a path ending in `sufixo`. */
export function pedidos(page: Page, method: string, sufixo: string): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.endsWith(sufixo)) urls.push(r.url());
  });
  return urls;
}

/** Presses a row's delete button and confirms the question the dialog must ask. */
export async function excluirLinha(page: Page, linha: Locator, pergunta: string) {
  await linha.getByTestId('excluir-button').click();
  await expect(page.getByText(pergunta)).toBeVisible();
  await page.getByTestId('confirm-ok').click();
}

/** Types in the users list's search box and waits for the row holding `texto`. */
export async function linhaDoUsuario(page: Page, texto: string): Promise<Locator> {
  await page.getByTestId('search-input').fill(texto);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(texto)}`));
  const linha = linhaCom(page, texto);
  await expect(linha).toHaveCount(1);
  return linha;
}

/** A second, separate browser (its own storage) signed in as `login`. */
export async function outraSessao(browser: Browser, login: string, senha: string) {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await fazerLogin(page, login, senha);
  return { context, page };
}
