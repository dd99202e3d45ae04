/**
 * The main yard, events and shell at the three screen sizes the walkthrough used:
 * narrow lists keep their actions, sessions, missing records, the coil form's keyboard, the
 * delete confirmation, the events filters, tab titles. Screenshots go to the test report.
 */
import { expect, type Page, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { acaoNaLinha, criarBobina, loteUnico, procurar } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto } from './support/fotos.ts';
import { endereco, gruposLivres } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

const TELAS = [
  { nome: '1440x900', width: 1440, height: 900 },
  { nome: '1024x768', width: 1024, height: 768 },
  { nome: '800x1280', width: 800, height: 1280 },
] as const;

/** The element lies wholly inside the window, where a click can reach it. */
async function esperarNaTela(alvo: ReturnType<Page['locator']>) {
  await expect(alvo).toBeInViewport({ ratio: 1 });
}

let lote = '';

test.beforeAll(async () => {
  const token = await entrar();
  const [g] = await gruposLivres(token, 1);
  lote = loteUnico('T');
  await criarBobina(token, endereco(g as number, 'A', 1), { lote });
});

for (const tela of TELAS) {
  test(`telas estreitas ${tela.nome}: o ⋮ das bobinas e a Mensagem dos eventos ficam na tela`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: tela.width, height: tela.height });
    await fazerLogin(page, 'admin', ADMIN_SENHA);
    await page.goto('/bobinas');
    await procurar(page, lote);
    const menu = page.getByTestId(`row-menu-${lote}`);
    await esperarNaTela(menu);
    await expect(page).toHaveTitle('Bobinas — Pátio');
    await foto(page, `bobinas-${tela.nome}`, { info, inteira: false });
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Visualizar' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/alarmeseventos');
    await expect(page.locator('tr[data-testid^="evento-"]').first()).toBeVisible();
    await esperarNaTela(page.getByRole('columnheader', { name: 'Mensagem' }));
    await expect(page).toHaveTitle('Alarmes e Eventos — Pátio');
    await foto(page, `eventos-${tela.nome}`, { info, inteira: false });

    await page.goto('/mapa');
    await expect(page).toHaveTitle('Mapa — Pátio');
    await foto(page, `mapa-${tela.nome}`, { info, inteira: false });
  });
}

test('sessão expirada: avisa no login e volta à página onde o usuário estava', async ({ page }) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto(`/bobinas?q=${lote}`);
  await expect(page.getByTestId(`row-menu-${lote}`)).toBeVisible();
  // The server now refuses the token, as it does when the session has expired.
  await page.route('**/api/bobinas?**', (r) => r.fulfill({ status: 401, body: '{}' }));
  await page.getByTestId('search-input').fill(`${lote}x`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('sessao-expirou')).toHaveText(
    'Sua sessão expirou. Entre novamente.',
  );
  await page.unroute('**/api/bobinas?**');
  await page.getByTestId('login-input').fill('admin');
  await page.getByTestId('senha-input').fill(ADMIN_SENHA);
  await page.getByTestId('entrar-button').click();
  await expect(page).toHaveURL(new RegExp(`/bobinas\\?q=${lote}`));
});

test('quem só não estava conectado não vê aviso de sessão expirada', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-input')).toBeVisible();
  await expect(page.getByTestId('sessao-expirou')).toHaveCount(0);
});

test('bobina inexistente: "Bobina não encontrada." e o caminho de volta, sem formulário', async ({
  page,
}) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobina/999999');
  await expect(page.getByTestId('nao-encontrado')).toHaveText('Bobina não encontrada.');
  await expect(page.getByTestId('bobina-form')).toHaveCount(0);
  await page.getByTestId('voltar-button').click();
  await expect(page).toHaveURL(/\/bobinas$/);
  await page.goto('/usuario/999999');
  await expect(page.getByTestId('nao-encontrado')).toHaveText('Usuário não encontrado.');
  await page.goto('/bobina/abc');
  await expect(page.getByTestId('nao-encontrado')).toHaveText('Bobina não encontrada.');
});

test('formulário: Enter na hora vai ao próximo campo e não salva; Cancelar pergunta', async ({
  page,
}) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/bobinas(\?|$)/.test(r.url())) posts.push(r.url());
  });
  await page.goto('/bobina');
  await page.getByTestId('campo-item').fill('A1');
  await page.getByTestId('campo-item').press('Enter');
  await expect(page.getByTestId('campo-lote')).toBeFocused();
  await page.getByTestId('campo-endereco').fill('001 - an0 - 9');
  await page.getByTestId('campo-endereco').press('Tab');
  await expect(page.getByTestId('campo-endereco')).toHaveValue('0001AN09');
  await page.getByTestId('campo-horaLaminacao').fill('10:30');
  await page.getByTestId('campo-horaLaminacao').press('Enter');
  await expect(page.getByTestId('campo-horaLaminacao')).not.toBeFocused();
  await expect(page).toHaveURL(/\/bobina$/);
  expect(posts).toEqual([]);
  await page.getByTestId('cancelar-button').click();
  const pergunta = page.locator('.ant-modal-confirm', {
    hasText: 'Há alterações não salvas. Deseja descartá-las?',
  });
  await expect(pergunta).toBeVisible();
  await pergunta.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL(/\/bobina$/);
  await page.getByTestId('cancelar-button').click();
  await pergunta.getByTestId('confirm-ok').click();
  await expect(page).toHaveURL(/\/bobinas$/);
});

test('Visualizar mostra os valores em texto escuro, não cinza', async ({ page }) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobinas');
  await procurar(page, lote);
  await acaoNaLinha(page, lote, 'Visualizar');
  const campo = page.getByTestId('bobina-dialog').getByTestId('campo-lote');
  await expect(campo).toHaveValue(lote);
  await expect(campo).toHaveCSS('color', 'rgba(0, 0, 0, 0.88)');
});

test('setas percorrem o menu da linha; a exclusão nomeia o lote', async ({ page }) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobinas');
  await procurar(page, lote);
  await page.getByTestId(`row-menu-${lote}`).click();
  // The arrow goes to the menu once it is open: pressed before, it moved nothing (a CI run).
  const historico = page.getByRole('menuitem', { name: 'Histórico' });
  await expect(historico).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(historico).toBeFocused();
  await page.keyboard.press('Escape');
  await acaoNaLinha(page, lote, 'Excluir');
  const dialogo = page.locator('.ant-modal-confirm', {
    hasText: 'Deseja realmente excluir esta bobina?',
  });
  await expect(dialogo).toContainText(`Lote ${lote}`);
  await dialogo.getByTestId('confirm-cancel').click();
});

test('eventos: filtro por Tipo fica na URL e volta com o recarregar', async ({ page }) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/alarmeseventos');
  await page.getByTestId('filtro-tipo').click();
  await page.locator('.ant-select-item-option[title="NORMAL"]').click();
  await expect(page).toHaveURL(/f\.tipo=NORMAL/);
  await page.reload();
  await expect(page.getByTestId('filtro-tipo')).toContainText('NORMAL');
  const tags = page.getByTestId('tipo-tag');
  await expect(tags.first()).toHaveText('NORMAL');
  await expect(page.getByTestId('tipo-tag').filter({ hasText: 'ALERTA' })).toHaveCount(0);
  await page.goto('/alarmeseventos?f.de=2000-01-01&f.ate=2000-01-02');
  await expect(page.getByText('Nenhum item encontrado.')).toBeVisible();
});

test('uma chamada mostra um só indicador de carregamento', async ({ page }) => {
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  let soltar: () => void = () => undefined;
  const preso = new Promise<void>((r) => {
    soltar = r;
  });
  await page.route('**/api/bobinas?**', async (r) => {
    await preso;
    await r.continue();
  });
  await page.goto('/bobinas');
  // antd 6 puts the spinning wrapper around the table, not inside it.
  await expect(page.locator('.ant-spin-spinning:has(.ant-table)')).toBeVisible();
  await expect(page.locator('.ant-spin-dot:visible')).toHaveCount(1);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  soltar();
});
