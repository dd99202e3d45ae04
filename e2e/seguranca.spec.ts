import { expect, type Page, test } from '@playwright/test';
import { chamar, entrar } from './support/api.ts';
import { acaoNaLinha, criarBobina, procurar } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

/*
 * Stored XSS: what a user typed comes back from the server verbatim and must reach the screen
 * as text. Each canary would set window.__xss if the browser ran it; the literal text must be
 * visible instead.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

const post = (path: string, token: string, body: unknown) => chamar('POST', path, token, body);

/** No canary ran, and none could have been turned into an element either. */
async function nadaExecutou(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  expect(scripts.filter((s) => s.includes('__xss'))).toEqual([]);
}

test('texto hostil gravado aparece como texto em bobinas, alarmes e usuários; nenhum script roda', async ({
  page,
}) => {
  const token = await entrar();
  const marca = Date.now().toString(36).slice(-6).toUpperCase();

  // a coil's one free-text field: lote, exactly 10 characters (docs/coil-data-rules.md) — a tag
  // and a quote fit; item is a letter and five digits, the rest are codes from option lists
  const lote = `'<${marca}/>`;
  await criarBobina(token, (await filaLivre(token)).n('A'), { lote });
  // an event's description, as yard equipment or a user would post it
  const descricao = `Canário ${marca} ${IMG} ${SCRIPT}`;
  await post('alarmeseventos', token, { descricao, tipo: 'NORMAL' });
  // a user's name
  const login = `xss${marca.toLowerCase()}`;
  await post('usuarios', token, {
    nome: `${IMG}${SCRIPT}`,
    login,
    email: `${login}@teste.local`,
    senha: 'senha-xss-123',
    confirmaSenha: 'senha-xss-123',
    perfis: [],
  });

  await fazerLogin(page, 'admin', ADMIN_SENHA);

  await page.goto('/bobinas');
  await procurar(page, marca);
  const linha = page.getByTestId(`row-${lote}`);
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText(lote);
  await nadaExecutou(page);
  // the history drawer names the coil by its lot, in its title
  await acaoNaLinha(page, lote, 'Histórico');
  await expect(page.getByTestId('historico-drawer')).toContainText(`Histórico da bobina ${lote}`);
  await nadaExecutou(page);
  await page.keyboard.press('Escape');
  // the coil's form shows the tagged lot as a value (the item is a code now, docs/coil-data-rules.md)
  await acaoNaLinha(page, lote, 'Visualizar');
  const form = page.getByTestId('bobina-form');
  await expect(form.getByTestId('campo-lote')).toHaveValue(lote);
  await nadaExecutou(page);

  await page.goto('/alarmeseventos');
  await procurar(page, marca);
  const evento = page
    .getByTestId('eventos-table')
    .locator('tbody tr', { hasText: `Canário ${marca}` });
  await expect(evento).toHaveCount(1);
  await expect(evento).toContainText(descricao);
  await nadaExecutou(page);

  await page.goto('/usuarios');
  await page.getByTestId('search-input').fill(login);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${login}`));
  const usuario = page.locator('tbody tr', { hasText: login });
  await expect(usuario).toHaveCount(1);
  await expect(usuario).toContainText(`${IMG}${SCRIPT}`);
  await nadaExecutou(page);
});

test('index.html do produto construído sai com CSP (frame-ancestors) e nosniff', async ({
  page,
}) => {
  for (const caminho of ['/', '/bobinas']) {
    const res = await page.goto(caminho);
    expect(res?.status(), caminho).toBe(200);
    const h = res?.headers() ?? {};
    expect(h['content-type'], caminho).toContain('text/html');
    expect(h['content-security-policy'], caminho).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], caminho).toContain("script-src 'self'");
    expect(h['content-security-policy'], caminho).toContain("object-src 'none'");
    expect(h['x-content-type-options'], caminho).toBe('nosniff');
    expect(h['x-frame-options'], caminho).toBe('DENY');
  }
  // the policy holds for real: an inline script the page did not ship is refused
  await page.goto('/');
  const bloqueado = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
        const s = document.createElement('script');
        s.textContent = 'window.__xss = 1';
        document.body.appendChild(s);
        setTimeout(() => resolve(false), 5000);
      }),
  );
  expect(bloqueado).toBe(true);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
