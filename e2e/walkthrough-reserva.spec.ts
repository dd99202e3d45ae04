/**
 * Reserve lists and administration as a user meets them: the form's Enter, undoing a
 * tick, the select-all count, long lists, reorder mode's messages and "mover para a posição…",
 * the columns a user without rights sees, the profile tree. At 1440×900 and 800×1280.
 */
import { expect, type Page, test } from '@playwright/test';
import { baseURL, criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { loteUnico, procurar } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto, TELAS } from './support/fotos.ts';
import { arrastar, criarItem, esperarToast, limparListas, lotesNaTela } from './support/listas.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

const LISTA = '/patio-reserva/bobinas?tipoPatio=PLANO';
const notificacoes = (page: Page) => page.locator('.ant-notification-notice');

/**
 * Whether any toast covers the button. Read in one pass inside the page: toasts close on their
 * own, and a locator for the n-th toast taken before one closed would wait for it forever.
 */
async function sobrepoe(page: Page, testId: string): Promise<boolean> {
  await expect(page.getByTestId(testId)).toBeVisible();
  return page.evaluate((id) => {
    const alvo = document.querySelector(`[data-testid="${id}"]`);
    if (!alvo) throw new Error(`${id} sem caixa`);
    const b = alvo.getBoundingClientRect();
    return [...document.querySelectorAll('.ant-notification-notice')].some((n) => {
      const c = n.getBoundingClientRect();
      return c.left < b.right && b.left < c.right && c.top < b.bottom && b.top < c.bottom;
    });
  }, testId);
}

async function importar(token: string, lotes: string[]) {
  const res = await fetch(`${baseURL()}/api/listas/importar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      lotes.map((lote, i) => ({
        item: `I${String(i).padStart(5, '0')}`,
        lote,
        grupo: 'LQ',
        material: 'BQ',
        laminacaoAt: '2024-03-15T14:30',
        laminacaoTurno: 1,
        isResfriada: false,
        isLege: false,
        tipo: 'PLANO',
      })),
    ),
  });
  if (!res.ok) throw new Error(`importar → ${res.status}: ${await res.text()}`);
}

for (const [tela, viewport] of Object.entries(TELAS)) {
  test.describe(`pátio reserva (${tela})`, () => {
    test.use({ viewport });

    test('Enter no formulário vai ao próximo campo; só Ctrl+Enter ou Salvar salvam', async ({
      page,
    }, testInfo) => {
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/listas')) posts.push(r.url());
      });
      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto('/patio-reserva/bobina?tipoPatio=PLANO');
      await page.getByTestId('campo-item').fill('R12345');
      await page.getByTestId('campo-item').press('Enter');
      await expect(page.getByTestId('campo-lote')).toBeFocused();
      await page.getByTestId('campo-lote').fill(loteUnico('N'));
      await page.getByTestId('campo-lote').press('Enter');
      await expect(page.getByTestId('campo-lote')).not.toBeFocused();
      // Half a form was never sent, and no required-field error was raised by Enter.
      await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
      expect(posts).toEqual([]);
      await page.getByTestId('campo-lote').press('Control+Enter');
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
      expect(posts).toEqual([]);
      await foto(page, 'reserva-form-enter', { info: testInfo });
    });

    test('Marcar: o aviso oferece Desfazer e a bobina volta à sua posição', async ({
      page,
    }, testInfo) => {
      const token = await entrar();
      await limparListas(token);
      const [a, b, c] = [loteUnico('T'), loteUnico('T'), loteUnico('T')];
      for (const l of [a, b, c]) await criarItem(token, l);
      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto(LISTA);
      await expect(page.getByTestId(`row-${b}`)).toBeVisible();
      await page.getByTestId(`ticar-${b}`).click();
      await esperarToast(page, `Bobina ${b} marcada.`);
      const desfez = page.waitForResponse(
        (r) => r.url().includes('/api/listas/desmarcar') && r.status() === 200,
      );
      await page.getByTestId('desfazer').click();
      await desfez;
      await esperarToast(page, `Marcação da bobina ${b} desfeita.`);
      await expect(page.getByTestId(`row-${b}`)).toBeVisible();
      expect(await lotesNaTela(page)).toEqual([a, b, c]);
      await foto(page, 'reserva-desfazer', { info: testInfo });
    });

    test('selecionar todas com busca: a confirmação diz quantas serão excluídas', async ({
      page,
    }, testInfo) => {
      const token = await entrar();
      await limparListas(token);
      const lotes = [loteUnico('S'), loteUnico('S'), loteUnico('S')];
      for (const l of lotes) await criarItem(token, l);
      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto(LISTA);
      await procurar(page, lotes[0] as string);
      await expect(page.getByTestId(`row-${lotes[1]}`)).toHaveCount(0);
      await page.getByTestId('selecionar-todas').first().click();
      await page.getByTestId('excluir-selecionadas').click();
      const dialogo = page.locator('.ant-modal-confirm');
      await expect(dialogo).toContainText('Deseja realmente excluir as bobinas selecionadas?');
      await expect(dialogo).toContainText(
        '3 bobinas da lista Programa de laminacao serão excluídas.',
      );
      await foto(page, 'reserva-excluir-todas', { info: testInfo });
      await page.getByTestId('confirm-cancel').click();
      await expect(dialogo).toHaveCount(0);
    });

    test('lista longa: total, ir para a página; modo edição: mover para a posição…', async ({
      page,
    }, testInfo) => {
      const token = await entrar();
      await limparListas(token);
      const lotes = Array.from({ length: 75 }, () => loteUnico('L'));
      await importar(token, lotes);
      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto(LISTA);
      await expect(page.getByTestId('total-itens')).toHaveText('75 bobinas');
      await page.getByTestId('page-goto').fill('9');
      await page.getByTestId('page-goto').press('Enter');
      await expect(page).toHaveURL(/[?&]page=9(&|$)/);
      await expect(page.getByTestId(`row-${lotes[56]}`)).toBeVisible();
      await foto(page, 'reserva-lista-longa', { info: testInfo });

      await page.getByTestId('ativar-edicao').click();
      await expect(page.getByTestId(`row-${lotes[0]}`)).toBeVisible();
      // The 75th coil, never loaded in the box, is moved from the first row's neighbour: 2 → 60.
      await page.getByTestId(`mover-${lotes[1]}`).click();
      await page.getByTestId('mover-posicao-input').fill('60');
      const salvou = page.waitForResponse(
        (r) => r.url().includes('/api/listas/sequencia') && r.status() === 200,
      );
      await page.getByTestId('mover-posicao-ok').click();
      await salvou;
      await esperarToast(page, 'Ordem das bobinas salva com sucesso.');
      const r = await fetch(
        `${baseURL()}/api/listas?page=60&pageSize=1&orderBy=sequencia&filter=${encodeURIComponent('Tipo=PLANO,Ticada=0')}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(((await r.json()) as { bobinas: { lote: string }[] }).bobinas[0]?.lote).toBe(lotes[1]);

      // A conflict: the message of docs/product/operations.md#messages, the server's reason on the
      // line below.
      await expect(page.getByTestId(`row-${lotes[2]}`)).toBeVisible();
      await arrastar(page, lotes[2] as string, lotes[4] as string);
      await fetch(
        `${baseURL()}/api/listas/ticar?bobinaId=${await idDe(token, lotes[3] as string)}`,
        {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}` },
        },
      );
      await page.getByTestId('edicao-salvar').click();
      const erro = notificacoes(page).filter({
        hasText: 'Erro ao salvar a nova ordem das bobinas.',
      });
      await expect(erro).toContainText('A lista foi alterada por outro operador');
      // Two toasts stacked (Salvar twice, nothing moved now) must leave the buttons free.
      await page.getByTestId('edicao-salvar').click();
      await page.getByTestId('edicao-salvar').click();
      await expect(
        notificacoes(page).filter({
          hasText: 'Nenhuma bobina foi selecionada para alterar a ordem.',
        }),
      ).toHaveCount(2);
      expect(await sobrepoe(page, 'edicao-salvar')).toBe(false);
      expect(await sobrepoe(page, 'edicao-cancelar')).toBe(false);
      await foto(page, 'reserva-modo-edicao-conflito', { info: testInfo });
      await page.getByTestId('edicao-cancelar').click();
    });
  });
}

async function idDe(token: string, lote: string): Promise<number> {
  const r = await fetch(
    `${baseURL()}/api/listas?filter=${encodeURIComponent(`bobina.lote=${lote}`)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { bobinas } = (await r.json()) as { bobinas: { id: number }[] };
  return bobinas[0]?.id ?? 0;
}

test('sem direito a marcar: nenhuma coluna Marcar vazia', async ({ page }) => {
  const token = await entrar();
  const perfil = await criarPerfil(token, `SoCadastro${Date.now()}`, ['CADASTRAR_ITEM']);
  const u = await criarUsuario(token, [perfil]);
  await criarItem(token, loteUnico('M'));
  await fazerLogin(page, u.login, u.senha);
  await page.goto(LISTA);
  const cabecalho = page.getByTestId('listas-table').locator('thead');
  await expect(cabecalho).toContainText('Lote');
  await expect(cabecalho).not.toContainText('Marcar');
  // The row menu keeps Visualizar for everyone, so Acoes stays.
  await expect(cabecalho).toContainText('Acoes');
});

for (const [tela, viewport] of Object.entries(TELAS)) {
  test(`perfil: descrições, concedidas em leitura, menu legível (${tela})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const token = await entrar();
    const id = await criarPerfil(token, `Leitura${Date.now()}`, ['EDITAR_ITEM', 'EXCLUIR_ITEM']);
    await fazerLogin(page, 'admin', ADMIN_SENHA);
    const menu = page.getByTestId('side-menu');
    if (viewport.width < 1024) {
      // The cab's tablet: the menu starts collapsed, the page gets the width.
      await expect(menu).toHaveClass(/ant-layout-sider-collapsed/);
    } else {
      await expect(menu).not.toHaveClass(/ant-layout-sider-collapsed/);
      await menu.getByText('Bobinas', { exact: true }).click();
      const rotulo = menu.getByText('Operações de Despacho');
      await expect(rotulo).toBeVisible();
      const cortado = await rotulo.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const m = (el.closest('.side-menu') as HTMLElement).getBoundingClientRect();
        return el.scrollWidth > el.clientWidth || r.right > m.right;
      });
      expect(cortado).toBe(false);
    }
    await page.goto(`/perfil/${id}?modo=visualizar`);
    await expect(page.getByTestId('descricao-GESTAO_DE_USUARIOS')).toHaveText(
      ' — Cadastrar, alterar e excluir usuários',
    );
    await expect(page.getByTestId('concedida-EDITAR_ITEM')).toHaveText(/Concedida/);
    await expect(page.getByTestId('concedida-EXCLUIR_ITEM')).toBeVisible();
    await expect(page.getByTestId('concedida-IMPORTAR_ITENS')).toHaveCount(0);
    await foto(page, 'perfil-leitura', { info: testInfo });
  });
}
