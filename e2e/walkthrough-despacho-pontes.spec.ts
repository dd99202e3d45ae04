/**
 * Dispatch and cranes as a user meets them: why a yard coil cannot go, every refusal
 * at once, the selection kept after a partial failure, a finalized dispatch read-only, the
 * message for a loaded coil (docs/product/operations.md#messages); the crane's dead end and
 * the cab's tablet. At 1440×900 and 800×1280.
 */
import { expect, type Page, test } from '@playwright/test';
import { baseURL, chamar, criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { criarBobina, escolher } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { carregarNaPonte, criarDespacho, identificacaoUnica, marcar } from './support/despachos.ts';
import { foto, TELAS } from './support/fotos.ts';
import { abrirPonte, criarInstrucao } from './support/instrucoes.ts';
import { endereco, gruposLivres } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';

test.use({ baseURL: process.env.PATIO_URL });

const alerta = (page: Page) => page.locator('.ant-modal-confirm');

for (const [tela, viewport] of Object.entries(TELAS)) {
  test.describe(`despacho e pontes (${tela})`, () => {
    test.use({ viewport });

    test('escolher bobinas: o motivo ao lado, todas as recusas de uma vez, seleção mantida', async ({
      page,
    }, testInfo) => {
      const token = await entrar();
      const [g] = await gruposLivres(token, 1);
      const grupo = g as number;
      const livre = await criarBobina(token, endereco(grupo, 'A', 1));
      const outra = await criarBobina(token, endereco(grupo, 'B', 1));
      const comInstrucao = await criarBobina(token, endereco(grupo, 'C', 1));
      await criarInstrucao(token, comInstrucao.lote, endereco(grupo, 'A', 9));
      const sob = await criarBobina(token, endereco(grupo, 'E', 1));
      await criarBobina(token, endereco(grupo, 'F', 1));
      await criarBobina(token, endereco(grupo, 'F', 1, 'P'));

      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto('/operacao-despacho');
      const patio = page.getByTestId('lado-patio');
      await patio.getByTestId('search-input').fill(String(grupo).padStart(4, '0'));
      await expect(patio.getByTestId(`motivo-${comInstrucao.lote}`)).toHaveText('Instrução aberta');
      await expect(patio.getByTestId(`motivo-${sob.lote}`)).toHaveText(
        'Bobina empilhada sobre ela',
      );
      await expect(patio.getByTestId(`motivo-${livre.lote}`)).toHaveCount(0);
      await foto(page, 'despacho-motivos', { info: testInfo });

      await page.getByTestId('campo-identificacao').fill(identificacaoUnica('REC'));
      await escolher(page, 'campo-modal', 'Rodoviário');
      for (const b of [livre, comInstrucao, sob]) await marcar(page, 'lado-patio', b.lote);
      await page.getByTestId('incluir-button').click();
      await page.getByTestId('salvar-button').click();
      await expect(alerta(page)).toContainText(
        `A bobina ${comInstrucao.lote} já tem uma instrução em aberto.`,
      );
      // A buried coil is no refusal any more: its relocation is planned (docs/relocation.md).
      await expect(alerta(page)).not.toContainText(sob.lote);
      await foto(page, 'despacho-recusas', { info: testInfo });
      await alerta(page).getByRole('button', { name: 'OK' }).click();

      // Edit mode: the refused coil and the one after it (never sent) stay ticked.
      const id = await criarDespacho(token, identificacaoUnica('SEL'), [livre.id]);
      await page.goto(`/operacao-despacho/${id}`);
      await expect(page.getByTestId('page-title')).toHaveText('Atualizar operação de despacho');
      await marcar(page, 'lado-patio', comInstrucao.lote);
      await marcar(page, 'lado-patio', outra.lote);
      await page.getByTestId('incluir-button').click();
      await expect(alerta(page)).toContainText(
        `A bobina ${comInstrucao.lote} já tem uma instrução em aberto.`,
      );
      await alerta(page).getByRole('button', { name: 'OK' }).click();
      await patio.getByTestId('search-input').fill(String(grupo).padStart(4, '0'));
      await expect(patio.getByTestId(`lado-patio-${comInstrucao.lote}`)).toBeChecked();
      await expect(patio.getByTestId(`lado-patio-${outra.lote}`)).toBeChecked();
      await expect(page.getByTestId('incluir-button')).toBeEnabled();
    });

    // The loaded coil's message is the one of docs/product/operations.md#messages.
    test('despacho finalizado abre só para ver; remover carregada mostra a mensagem do produto', async ({
      page,
    }, testInfo) => {
      const token = await entrar();
      const [g] = await gruposLivres(token, 1);
      const grupo = g as number;
      const ponte = tela === 'desktop' ? 'PR343' : 'PR346';
      const a = await criarBobina(token, endereco(grupo, 'A', 2));
      const b = await criarBobina(token, endereco(grupo, 'B', 2));
      const aberto = await criarDespacho(token, identificacaoUnica('CAR'), [a.id, b.id]);
      await carregarNaPonte(token, a.lote, ponte);

      await fazerLogin(page, 'admin', ADMIN_SENHA);
      await page.goto(`/operacao-despacho/${aberto}`);
      await expect(page.getByTestId('lado-despacho')).toContainText('Carregada');
      await marcar(page, 'lado-despacho', a.lote);
      await page.getByTestId('remover-button').click();
      const aviso = page.locator('.ant-notification-notice').filter({
        hasText: 'Esse carregamento já foi realizado no sistema e não pode ser excluído.',
      });
      await expect(aviso).toBeVisible();
      await expect(aviso.locator('.ant-notification-notice-description')).toHaveText(
        'Esse carregamento já foi realizado no sistema e não pode ser excluído.',
      );
      await expect(page.getByTestId('corrigir-endereco-form')).toBeVisible();
      await page.keyboard.press('Escape');

      await carregarNaPonte(token, b.lote, ponte);
      await chamar('DELETE', `despachos/${aberto}/finalizar`, token);
      await page.goto(`/operacao-despacho/${aberto}`);
      await expect(page.getByTestId('page-title')).toHaveText('Visualizar operação de despacho');
      await expect(page.getByTestId('tag-finalizado')).toHaveText('Finalizado');
      await expect(page.getByTestId('despacho-finalizado')).toBeVisible();
      await expect(page.getByTestId('salvar-button')).toHaveCount(0);
      await expect(page.getByTestId('cancelar-button')).toHaveText('Voltar');
      await foto(page, 'despacho-finalizado', { info: testInfo });
    });

    test('ponte: só EDITAR_INSTRUCAO não coloca instrução; no tablet Soltar não parece desabilitado', async ({
      page,
      browser,
    }, testInfo) => {
      const token = await entrar();
      const [g] = await gruposLivres(token, 1);
      const grupo = g as number;
      const ponte = tela === 'desktop' ? 'PR#345' : 'PR#347';
      const b = await criarBobina(token, endereco(grupo, 'D', 3));
      await criarInstrucao(token, b.lote, endereco(grupo, 'D', 8));

      const perfil = await criarPerfil(token, identificacaoUnica('Escritorio'), [
        'EDITAR_INSTRUCAO',
      ]);
      const escritorio = await criarUsuario(token, [perfil]);
      // The office, in its own browser: EDITAR_INSTRUCAO alone sees the crane, cannot load it.
      const contexto = await browser.newContext({ baseURL: baseURL(), viewport });
      const escritorioPage = await contexto.newPage();
      await fazerLogin(escritorioPage, escritorio.login, escritorio.senha);
      await abrirPonte(escritorioPage, ponte, b.lote);
      await expect(escritorioPage.getByTestId('so-executar')).toContainText('EXECUTAR_INSTRUCAO');
      await expect(escritorioPage.getByTestId('avancar-button')).toHaveCount(0);
      await foto(escritorioPage, 'ponte-so-editar', { info: testInfo });
      await contexto.close();

      await fazerLogin(page, 'admin', ADMIN_SENHA);
      if (viewport.width < 1024)
        await expect(page.getByTestId('side-menu')).toHaveClass(/ant-layout-sider-collapsed/);
      await abrirPonte(page, ponte, b.lote);
      await page.getByTestId(`escolha-${b.lote}`).click();
      await page.getByTestId('avancar-button').click();
      await page.getByTestId('pegar-button').click();
      const soltar = page.getByTestId('soltar-button');
      await expect(soltar).toBeEnabled();
      // The finger (the mouse) is still on the button: it keeps the full red, not a faded one.
      await expect(soltar).toHaveCSS('background-color', 'rgb(255, 77, 79)');
      await expect(soltar).toHaveCSS('opacity', '1');
      await foto(page, 'ponte-soltar', { info: testInfo });
      await soltar.click();
      await expect(page.getByTestId('selecao-view')).toBeVisible();
    });
  });
}
