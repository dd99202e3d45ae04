/** A failed load never looks like an empty yard: error state, or old data marked out of date. */
import { expect, type Page, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina, procurar } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import * as m from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

// Retries (two, with backoff) run before the error shows: room for a slow machine.
const DEPOIS_DAS_TENTATIVAS = { timeout: 30_000 };
const listaDeBobinas = (u: URL) => u.pathname.toLowerCase() === '/api/bobinas';

async function servidorComErro(page: Page, como: 'fora' | '500') {
  await page.route(listaDeBobinas, (r) =>
    como === 'fora'
      ? r.abort('connectionrefused')
      : r.fulfill({ status: 500, json: { errors: {}, Messagens: ['Erro interno.'] } }),
  );
}

test('lista de bobinas: servidor fora → erro com Tentar novamente, não lista vazia', async ({
  page,
}) => {
  const token = await entrar();
  const [g = 0] = await m.gruposLivres(token);
  const b = await criarBobina(token, m.endereco(g, 'C', 5));
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await servidorComErro(page, 'fora');
  await page.goto('/bobinas');
  const erro = page.getByTestId('erro-de-carga');
  await expect(erro).toBeVisible(DEPOIS_DAS_TENTATIVAS);
  await expect(erro.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByText('Nenhuma bobina encontrada.')).toHaveCount(0);

  // Back up: Tentar novamente loads the list.
  await page.unroute(listaDeBobinas);
  await erro.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(erro).toBeHidden();
  await procurar(page, b.lote);
  await expect(page.getByTestId(`row-${b.lote}`)).toBeVisible();

  // Failing again (500) while rows are on screen: the rows stay, marked out of date.
  await servidorComErro(page, '500');
  await page.getByTestId('search-input').fill(`${b.lote.slice(0, 9)}`);
  const aviso = page.getByTestId('dados-desatualizados');
  await expect(aviso).toBeVisible(DEPOIS_DAS_TENTATIVAS);
  await expect(aviso).toContainText('desatualizado');
  await expect(page.getByTestId(`row-${b.lote}`)).toBeVisible();
  await page.unroute(listaDeBobinas);
  await aviso.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(aviso).toBeHidden();
  await expect(page.getByTestId(`row-${b.lote}`)).toBeVisible();
});

test('mapa: resposta 500 → erro com Tentar novamente, nunca "0 bobinas no pátio"', async ({
  page,
}) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await servidorComErro(page, '500');
  await page.goto('/mapa');
  const erro = page.getByTestId('erro-de-carga');
  await expect(erro).toBeVisible(DEPOIS_DAS_TENTATIVAS);
  await expect(page.getByTestId('total-bobinas')).toHaveCount(0);
  await expect(page.getByText('0 bobinas no pátio')).toHaveCount(0);

  await page.unroute(listaDeBobinas);
  await erro.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByTestId('mapa-grid')).toHaveAttribute('data-completo', 'true');
  await expect(erro).toBeHidden();
  await expect(page.getByTestId('total-bobinas')).toContainText('no pátio');
});

test('formulário de usuário: perfis que não carregam → aviso e só Voltar, nunca o formulário', async ({
  page,
}) => {
  const perfisDoUsuario = (u: URL) => u.pathname.toLowerCase() === '/api/usuarios/perfis';
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.route(perfisDoUsuario, (r) =>
    r.fulfill({ status: 500, json: { errors: {}, Messagens: ['Erro interno.'] } }),
  );
  await page.goto('/usuario');
  const aviso = page.locator('.ant-result-warning');
  await expect(aviso).toContainText('Erro ao carregar os perfis de acesso.', DEPOIS_DAS_TENTATIVAS);
  await expect(page.getByTestId('usuario-nome-input')).toHaveCount(0);
  await expect(page.getByTestId('salvar-button')).toHaveCount(0);
  await page.unroute(perfisDoUsuario);
  await aviso.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/usuarios$/);
});
