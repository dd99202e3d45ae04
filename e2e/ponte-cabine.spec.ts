/**
 * The crane cab: the crane screen on the cab's tablet, upright (800×1280) and on its
 * side (1280×800). No horizontal scroll, every touch target at least 48 px (a dialog's buttons
 * too), the screen kept awake while the crane has work, and a lost connection shown and
 * recovered by itself without acting twice. Screenshots of each state go to the report.
 */
import { expect, type Page, test } from '@playwright/test';
import { baseURL, entrar } from './support/api.ts';
import { criarBobina } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { criarDespacho, identificacaoUnica } from './support/despachos.ts';
import { foto } from './support/fotos.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';
import { buscarNaPonte, instrucaoDe, soterrada } from './support/remanejamentos.ts';

test.use({ baseURL: process.env.PATIO_URL });

const CABINE = {
  retrato: { viewport: { width: 800, height: 1280 }, ponte: 'PR346' },
  paisagem: { viewport: { width: 1280, height: 800 }, ponte: 'PR345' },
} as const;

/** What a finger taps: buttons, links, select boxes and input boxes, as drawn on screen. */
const ALVOS =
  'button, a[href], [role="button"], .ant-select-selector, .ant-input-affix-wrapper, .ant-input:not(.ant-input-affix-wrapper .ant-input)';

/** The visible touch targets under `escopo` smaller than 48 px either way. */
function alvosPequenos(page: Page, escopo: string) {
  return page.evaluate(
    ({ escopo, alvos }) =>
      [...document.querySelectorAll(escopo)]
        .flatMap((raiz) => [...raiz.querySelectorAll(alvos)])
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(
          ({ el, r }) =>
            r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden',
        )
        .filter(({ r }) => r.width < 48 || r.height < 48)
        .map(({ el, r }) => {
          const nome =
            el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
          return `${nome.trim().slice(0, 40)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        }),
    { escopo, alvos: ALVOS },
  );
}

const rolagemHorizontal = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function conferirTela(page: Page) {
  expect(await rolagemHorizontal(page), 'rolagem horizontal').toBeLessThanOrEqual(0);
  expect(await alvosPequenos(page, '.ponte-page'), 'alvos menores que 48 px').toEqual([]);
}

for (const [posicao, { viewport, ponte }] of Object.entries(CABINE)) {
  test.describe(`tela da ponte na cabine (${posicao})`, () => {
    test.use({ viewport });

    test('sem rolagem lateral, alvos de 48 px, tela acesa, sem conexão e de volta', async ({
      page,
      context,
    }, testInfo) => {
      const token = await entrar();
      const { chao, topo } = await soterrada(token);
      await criarDespacho(token, identificacaoUnica('CAB'), [chao.id]);
      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto(`/instrucoes-ponte?ponte=${ponte}`);
      await expect(page.getByTestId('selecao-view')).toBeVisible();

      // Selection: the dispatch instruction greyed behind its relocation.
      await buscarNaPonte(page, chao.lote);
      await expect(page.getByTestId(`aguardando-${chao.lote}`)).toBeVisible();
      await conferirTela(page);
      await foto(page, 'cabine-selecao', { info: testInfo });

      // Execution: the relocation on the crane, the screen kept awake.
      await buscarNaPonte(page, topo.lote);
      await page.getByTestId(`escolha-${topo.lote}`).click();
      await page.getByTestId('avancar-button').click();
      await expect(page.getByTestId(`operacao-${topo.lote}`)).toBeVisible();
      await expect
        .poll(() => page.getByTestId('execucao-view').getAttribute('data-tela-acesa'))
        .toMatch(/^(ativa|indisponivel)$/);
      await conferirTela(page);
      await foto(page, 'cabine-execucao', { info: testInfo });

      // The connection drops as the operator taps Pegar: the tap is queued and shown as
      // pending, and sent by itself when the network is back (docs/offline.md).
      await context.setOffline(true);
      await page.getByTestId('pegar-button').click();
      await expect(page.getByTestId('sem-conexao')).toContainText(
        'Sem conexão — 1 operação pendente',
      );
      await foto(page, 'cabine-sem-conexao', { info: testInfo });
      await context.setOffline(false);
      await expect(page.getByTestId('soltar-button')).toBeVisible();
      await expect(page.getByTestId('sem-conexao')).toHaveCount(0);
      const movimentos = await fetch(`${baseURL()}/api/bobinas/${topo.id}/historico`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((r) => r.json() as Promise<{ data: { motivo: string }[] }>);
      expect(movimentos.data.filter((m) => m.motivo.startsWith('Pega pela ponte'))).toHaveLength(1);

      // Its destination is taken meanwhile: Soltar answers with the new slot, in a dialog
      // whose button is finger-sized too.
      const { destino } = await instrucaoDe(token, topo.lote);
      const f = await filaLivre(token);
      const intrusa = await criarBobina(token, f.n('A'));
      const corrigida = await fetch(
        `${baseURL()}/api/bobinas/${intrusa.id}/endereco?novoEndereco=${destino}&force=true`,
        { method: 'PUT', headers: { authorization: `Bearer ${token}` } },
      );
      expect(corrigida.status).toBe(200);
      await page.getByTestId('soltar-button').click();
      const dialogo = page.locator('.ant-modal-confirm');
      await expect(dialogo).toContainText(`O destino ${destino} não pode mais receber`);
      await expect(dialogo).toContainText('Novo destino do remanejamento');
      expect(await alvosPequenos(page, '.ant-modal-confirm'), 'botões do diálogo').toEqual([]);
      await foto(page, 'cabine-dialogo', { info: testInfo });
      await dialogo.getByRole('button', { name: 'OK' }).click();
      const novo = (await instrucaoDe(token, topo.lote)).destino as string;
      await expect(page.getByTestId(`operacao-${topo.lote}`).getByTestId('destino')).toHaveText(
        novo,
      );
      await page.getByTestId('soltar-button').click();
      await expect(page.getByTestId('selecao-view')).toBeVisible();
      await buscarNaPonte(page, chao.lote);
      await expect(page.getByTestId(`aguardando-${chao.lote}`)).toHaveCount(0);
      await foto(page, 'cabine-liberada', { info: testInfo });
    });
  });
}
