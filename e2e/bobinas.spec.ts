import { expect, type Page, test } from '@playwright/test';
import { criarPerfil, criarUsuario, entrar } from './support/api.ts';
import {
  acaoNaLinha,
  bobinaPorLote,
  contarCadastros,
  criarBobina,
  escolher,
  loteUnico,
  preencherObrigatorios,
  procurar,
  responder,
} from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { foto } from './support/fotos.ts';
import { COLUNAS } from './support/mapa.ts';
import { fazerLogin } from './support/pages.ts';
import { type Coluna, type Fila, filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

const linha = (page: Page, lote: string) => page.getByTestId(`row-${lote}`);
const POSICOES_AB =
  'O endereço escolhido não atende ao critério de empilhamento nas posições A e B do pátio. Deseja confirmar esta operação?';
const RESFRIAMENTO_LEGE =
  'O endereço escolhido não atende ao critério de resfriamento definido para a bobina LEGE. Deseja confirmar esta operação?';

test('cadastra pelo formulário; encontra por busca e pelo filtro; ordena', async ({ page }) => {
  const token = await entrar();
  const prefixo = loteUnico('S').slice(0, 6);
  const f = await filaLivre(token);
  const destino = await filaLivre(token);
  // Three neighbours with a shared prefix, to see the sort at work.
  for (const [sufixo, endereco] of [
    ['0001', f.n('A')],
    ['0002', f.n('B')],
    ['0003', f.n('C')],
  ] as const)
    await criarBobina(token, endereco, { lote: `${prefixo}${sufixo}`, grupo: 'FM' });

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.getByTestId('side-menu').getByText('Bobinas').click();
  await page.getByTestId('side-menu').getByText('Pátio ABQ').click();
  await page.getByTestId('side-menu').getByText('Cadastrar bobinas').click();
  await expect(page).toHaveURL(/\/bobinas$/);
  await page.getByTestId('novo-button').click();
  await expect(page).toHaveURL(/\/bobina$/);
  await expect(page.getByTestId('page-title')).toHaveText('Cadastrar nova bobina');
  await expect(page.getByTestId('operacao')).toHaveText('Cadastrar nova');
  await expect(page.getByTestId('breadcrumb')).toContainText(
    'Bobinas/Patio ABQ2/Listar Bobinas/Cadastrar Bobina',
  );

  // Saving an empty form marks every required field and sends nothing.
  const cadastros = contarCadastros(page);
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(8);
  expect(cadastros).toHaveLength(0);

  const lote = loteUnico('F');
  await preencherObrigatorios(page, {
    item: 'B54321',
    lote,
    // As typed in the masked field: spaces, hyphens and lower case.
    endereco: `${destino.n('D').slice(0, 4)} - ${destino.n('D').slice(4, 7).toLowerCase()} - ${destino.fila}`,
    grupo: 'LQ - Linha a quente',
    material: 'BQD - Bobina a quente decapada',
    turno: '2',
    data: '15/03/2024',
    hora: '14:30',
  });
  // pt-BR decimal comma, and a dot typed out of habit, both mean the same number.
  await page.getByTestId('campo-peso').fill('21,5');
  await page.getByTestId('campo-espessura').fill('3.25');
  await page.getByTestId('campo-largura').fill('1250');
  await page.getByTestId('campo-largura').press('Tab');
  await expect(page.getByTestId('campo-peso')).toHaveValue('21,5');
  await expect(page.getByTestId('campo-espessura')).toHaveValue('3,25');
  await escolher(page, 'campo-processo', 'EMB4 (Entrega Direta)');
  await escolher(page, 'campo-fluxo', 'BE');
  await expect(page.getByText('Campo obrigatório')).toHaveCount(0);
  await foto(page, 'bobina-form');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Bobina criada com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/bobinas$/);
  expect(cadastros).toHaveLength(1);
  // What reached the server, field by field (docs/product/main-yard.md#coil-fields).
  expect(await bobinaPorLote(token, lote)).toMatchObject({
    item: 'B54321',
    endereco: destino.n('D'),
    grupo: 'LQ',
    material: 'BQD',
    laminacaoAt: '2024-03-15T14:30',
    laminacaoTurno: 2,
    isResfriada: false,
    peso: 21.5,
    espessura: 3.25,
    largura: 1250,
    proximoProcesso: 'EMB4',
    fluxo: 'BE',
    isLege: false,
  });

  await procurar(page, lote);
  await expect(linha(page, lote)).toContainText(destino.n('D'));
  await expect(linha(page, lote)).toContainText('15/03/2024 14:30 (Turno 2)');
  await expect(linha(page, lote)).toContainText('BQD');
  await expect(page.getByTestId('total-itens')).toHaveText('1 bobina');
  await page.getByTestId('search-clear').click();

  // The filter dialog: lote contains, grupo exact; a wrong group finds nothing.
  await page.getByTestId('filtrar-button').click();
  await expect(page.locator('.ant-modal-title')).toHaveText('Filtrar Bobinas');
  await page.getByTestId('filtro-lote').fill(lote.slice(2));
  await escolher(page, 'filtro-grupo', 'LQ - Linha a quente');
  await page.getByTestId('filtro-aplicar').click();
  await expect(page.getByTestId('bobinas-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(linha(page, lote)).toBeVisible();
  await page.getByTestId('filtrar-button').click();
  await escolher(page, 'filtro-grupo', 'FM - Folha metálica');
  await page.getByTestId('filtro-aplicar').click();
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();
  await page.getByTestId('limpar-filtros').click();

  // Sort: lote ascending by default, a click on the header turns it descending.
  await procurar(page, prefixo);
  // The lote is the first column after the row's selection box (for printing labels).
  const lotes = page
    .getByTestId('bobinas-table')
    .locator('tbody tr.ant-table-row td.ant-table-selection-column + td');
  await expect(lotes).toHaveText([`${prefixo}0001`, `${prefixo}0002`, `${prefixo}0003`]);
  await page.getByTestId('sort-lote').click();
  await expect(lotes).toHaveText([`${prefixo}0003`, `${prefixo}0002`, `${prefixo}0001`]);
  await page.getByTestId('sort-endereco').click();
  await expect(lotes).toHaveText([`${prefixo}0001`, `${prefixo}0002`, `${prefixo}0003`]);
  await foto(page, 'bobinas-lista');
});

test('corrige o endereço confirmando a regra das posições A e B; histórico, ALERTA e exclusão', async ({
  page,
}) => {
  const token = await entrar();
  // Two ground coils at A and B of one row hold a pyramid slot at B, which breaks the A/B rule.
  const f = await filaLivre(token);
  const apoioA = await criarBobina(token, f.n('A'));
  await criarBobina(token, f.n('B'));
  const bobina = await criarBobina(token, f.n('E'), { largura: 1000 });

  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobinas');
  await procurar(page, bobina.lote);
  await acaoNaLinha(page, bobina.lote, 'Corrigir Endereço');
  await page.getByTestId('corrigir-endereco-input').fill(f.p('B'));
  await foto(page, 'corrigir-endereco');

  // Cancelar leaves the coil where it was and the dialog open.
  await page.getByTestId('corrigir-endereco-salvar').click();
  await responder(page, POSICOES_AB, false);
  await expect(page.getByTestId('corrigir-endereco-input')).toBeVisible();
  await expect(linha(page, bobina.lote)).toContainText(f.n('E'));

  await page.getByTestId('corrigir-endereco-salvar').click();
  await responder(page, POSICOES_AB, true);
  await expect(page.getByText('Endereço corrigido com sucesso.')).toBeVisible();
  await expect(linha(page, bobina.lote)).toContainText(f.p('B'));

  await acaoNaLinha(page, bobina.lote, 'Histórico');
  // The timeline, newest first: the correction just made.
  const ultimo = page.getByTestId('historico-movimento').first();
  await expect(ultimo).toContainText(f.n('E'));
  await expect(ultimo).toContainText(f.p('B'));
  await expect(ultimo).toContainText('forçado: POSICOES_AB');
  await foto(page, 'historico');
  await page.keyboard.press('Escape');

  await page.goto('/alarmeseventos');
  await procurar(page, bobina.lote);
  const alerta = page.getByTestId('eventos-table').locator('tbody tr', { hasText: 'ALERTA' });
  await expect(alerta).toHaveCount(1);
  await expect(alerta).toContainText('admin@');
  await expect(alerta).toContainText('posições A e B');
  await expect(alerta.getByTestId('tipo-tag')).toHaveClass(/red/);
  await foto(page, 'alarmes');

  // A support under the pyramid coil cannot go; the pyramid coil itself can.
  await page.goto('/bobinas');
  await procurar(page, apoioA.lote);
  await acaoNaLinha(page, apoioA.lote, 'Excluir');
  await responder(page, 'Deseja realmente excluir esta bobina?', true);
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Não permitido!');
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    'Existe uma bobina empilhada sobre esta bobina.',
  );
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();

  await procurar(page, bobina.lote);
  await acaoNaLinha(page, bobina.lote, 'Excluir');
  await expect(page.locator('.ant-modal-confirm').getByTestId('confirm-ok')).toHaveText(
    'Sim, excluir',
  );
  await expect(page.locator('.ant-modal-confirm').getByTestId('confirm-cancel')).toHaveText(
    'Não, cancelar',
  );
  await responder(page, 'Deseja realmente excluir esta bobina?', true);
  await expect(page.getByText('Bobina excluída com sucesso.')).toBeVisible();
  await expect(page.getByText('Nenhuma bobina encontrada.')).toBeVisible();
});

test('resfriamento forçado fora de 31–92 pede confirmação antes de enviar; endereço ocupado é recusado', async ({
  page,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const ocupante = await criarBobina(token, f.n('A'));
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobina');
  const cadastros = contarCadastros(page);
  const lote = loteUnico('L');
  await preencherObrigatorios(page, {
    item: 'C11111',
    lote,
    endereco: ocupante.endereco,
    grupo: 'LZ - Zincados',
    material: 'BG - Bobina grossa',
    turno: '3',
    data: '01/02/2024',
    hora: '06:05',
  });
  await page.getByTestId('campo-lege').getByText('Sim').click();

  await page.getByTestId('salvar-button').click();
  await responder(page, RESFRIAMENTO_LEGE, false);
  expect(cadastros).toHaveLength(0);

  // Forced, but the slot is taken: a hard refusal, never overridable.
  await page.getByTestId('salvar-button').click();
  await responder(page, RESFRIAMENTO_LEGE, true);
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Não permitido!');
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    'Endereço ocupado por outra bobina.',
  );
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
  expect(cadastros).toEqual([expect.stringContaining('force=true')]);

  await page.getByTestId('campo-endereco').fill(f.n('B'));
  await page.getByTestId('salvar-button').click();
  await responder(page, RESFRIAMENTO_LEGE, true);
  await expect(page.getByText('Bobina criada com sucesso.')).toBeVisible();
  await procurar(page, lote);
  await expect(page.getByTestId(`lege-${lote}`)).toHaveAttribute('aria-checked', 'true');
});

test('edita pela página, visualiza no diálogo; sem permissões o menu da linha só mostra leitura', async ({
  page,
}) => {
  const token = await entrar();
  const b = await criarBobina(token, (await filaLivre(token)).n('C'), {
    fluxo: 'XK',
    proximoProcesso: 'LDC3',
  });
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobinas');
  await procurar(page, b.lote);
  await acaoNaLinha(page, b.lote, 'Editar');
  await expect(page).toHaveURL(new RegExp(`/bobina/${b.id}$`));
  await expect(page.getByTestId('page-title')).toHaveText('Atualizar bobina');
  await expect(page.getByTestId('operacao')).toHaveText('Atualizar');
  await expect(page.getByTestId('campo-lote')).toHaveValue(b.lote);
  for (const campo of ['item', 'lote', 'endereco'])
    await expect(page.getByTestId(`campo-${campo}`)).toBeDisabled();
  await expect(page.getByTestId('campo-dataLaminacao')).toHaveValue('15/03/2024');
  await expect(page.getByTestId('campo-horaLaminacao')).toHaveValue('14:30');
  await escolher(page, 'campo-material', 'BDZ - Bobina decapada zincada');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Bobina atualizada com sucesso.')).toBeVisible();
  // Back on the same filtered list it came from.
  await expect(page).toHaveURL(new RegExp(`/bobinas\\?q=${b.lote}$`));
  await expect(linha(page, b.lote)).toContainText('BDZ');

  await acaoNaLinha(page, b.lote, 'Visualizar');
  const form = page.getByTestId('bobina-form');
  await expect(page.getByTestId('operacao')).toHaveText('Visualizar');
  await expect(form.getByTestId('campo-material')).toContainText('BDZ - Bobina decapada zincada');
  await expect(form.getByTestId('campo-processo')).toContainText('LDC3');
  await expect(form.getByTestId('salvar-button')).toHaveCount(0);
  await expect(form.getByTestId('campo-peso')).toBeDisabled();
  await expect(form.getByTestId('campo-peso')).toHaveValue('20');
  await foto(page, 'visualizar');
  await form.getByTestId('cancelar-button').click();
  await expect(form).toHaveCount(0);

  const perfil = await criarPerfil(token, `Leitura ${Date.now()}`, ['CADASTRAR_ITEM']);
  const u = await criarUsuario(token, [perfil]);
  await page.getByTestId('account-menu').click();
  await page.getByText('Sair').click();
  await expect(page).toHaveURL(/\/login$/);
  await fazerLogin(page, u.login, u.senha);
  await page.goto('/bobinas');
  await procurar(page, b.lote);
  await expect(page.getByTestId('novo-button')).toHaveCount(0);
  await page.getByTestId(`row-menu-${b.lote}`).click();
  await expect(page.locator('.ant-dropdown-menu').getByRole('menuitem')).toHaveText([
    'Visualizar',
    'Histórico',
  ]);
  await page.goto(`/bobina/${b.id}`);
  await expect(page).toHaveURL(/\/nao-autorizado$/);
});

test('alarmes e eventos: ordem, tamanhos de página, navegação e busca', async ({ page }) => {
  const token = await entrar();
  // Each coil writes one NORMAL event: enough rows for two pages of 10.
  const filas = [await filaLivre(token), await filaLivre(token)];
  for (let i = 0; i < 11; i++)
    await criarBobina(token, (filas[i >> 3] as Fila).n(COLUNAS[i % 8] as Coluna));
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.getByTestId('side-menu').getByText('Alarmes e Eventos').click();
  await page.getByTestId('side-menu').getByText('Visualizar').click();
  await expect(page).toHaveURL(/\/alarmeseventos$/);
  await expect(page.getByTestId('breadcrumb')).toContainText(
    'Alarme e Eventos/Listar Alarme e Eventos',
  );
  await expect(page.getByTestId('page-title')).toHaveText('Alarmes e Eventos');
  const linhas = page.getByTestId('eventos-table').locator('tbody tr.ant-table-row');
  await expect(linhas).toHaveCount(10);
  await expect(page.getByTestId('page-prev')).toHaveText('Anterior');
  await expect(page.getByTestId('page-prev')).toBeDisabled();
  await expect(page.getByTestId('page-next')).toHaveText('Próximo');
  await expect(page.getByTestId('page-next')).toBeEnabled();

  // Newest first by default; Data/Hora ascending after one click.
  const primeira = linhas.first().locator('td').last();
  const maisNova = await primeira.textContent();
  await page.getByTestId('sort-createdAt').click();
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(primeira).not.toHaveText(maisNova ?? '');

  await page.getByTestId('page-size').click();
  await expect(page.locator('.ant-select-item-option')).toHaveText([
    '5 / página',
    '10 / página',
    '20 / página',
    '50 / página',
  ]);
  await page.locator('.ant-select-item-option[title="5 / página"]').click();
  await expect(linhas).toHaveCount(5);
  await page
    .getByTestId(/^page-\d+$/)
    .last()
    .click();
  await expect(page.getByTestId('page-next')).toBeDisabled();
  await expect(page.getByTestId('page-prev')).toBeEnabled();

  await procurar(page, 'não existe nada assim');
  await expect(page.getByText('Nenhum item encontrado.')).toBeVisible();
});
