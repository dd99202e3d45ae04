import { expect, type Page, test } from '@playwright/test';
import { criarPerfil, criarUsuario, entrar } from './support/api.ts';
import { bobinaPorLote, criarBobina, escolher, loteUnico } from './support/bobinas.ts';
import { foto as fotografar } from './support/fotos.ts';
import * as m from './support/mapa.ts';

test.use({ baseURL: process.env.PATIO_URL });

const foto = (page: Page, nome: string) => fotografar(page, nome, { inteira: false });

test('cada bobina na célula do seu endereço; a pirâmide sobre as de apoio', async ({ page }) => {
  const { token, g, e } = await m.mapaComGrupoLivre(page);
  for (const x of [e('A', 9), e('H', 1), e('C', 5), e('D', 5)]) await criarBobina(token, x);
  const piramide = await criarBobina(token, e('D', 5, 'P'));
  const menu = page.getByTestId('side-menu');
  for (const item of ['Bobinas', 'Pátio ABQ']) await menu.getByText(item).click();
  await menu.getByText('Mapa', { exact: true }).click();
  await expect(page).toHaveURL(/\/mapa$/);
  await expect(page.getByTestId('breadcrumb')).toContainText('Bobinas/Patio ABQ2/Mapa');

  for (const x of [e('A', 9), e('H', 1), e('C', 5), e('D', 5), e('D', 5, 'P')])
    await m.esperarCelula(page, x, 'ocupada');
  for (const x of [e('B', 9), e('A', 8), e('H', 2), e('D', 4), e('E', 5)])
    await m.esperarCelula(page, x, 'vazia');
  await expect(m.celula(page, e('C', 5, 'P'))).toHaveCount(0);
  await expect(m.celula(page, e('D', 5, 'P'))).toHaveAttribute('title', new RegExp(piramide.lote));
  const gg = String(g).padStart(2, '0');
  const grupo = page.getByRole('region', { name: `Grupo ${gg}` });
  await expect(grupo.getByTestId(`celula-${e('A', 9)}`)).toHaveCount(1);
  await m.celula(page, e('D', 5)).scrollIntoViewIfNeeded();
  for (const rotulo of [`${gg}.09`, `${gg}.01`]) await expect(grupo).toContainText(rotulo);
  await foto(page, 'mapa-posicoes');

  // Rows 9 → 1 top to bottom, columns A → H, 50 px apart at 100 %.
  expect(await m.distancia(page, e('A', 9), e('B', 9))).toEqual([50, 0]);
  expect(await m.distancia(page, e('A', 9), e('A', 8))).toEqual([0, 50]);
  expect(await m.distancia(page, e('A', 9), e('H', 1))).toEqual([350, 400]);
  // The pyramid (one cell wide) sits on C and D: centred on their border, half a cell higher.
  expect(await m.distancia(page, e('C', 5), e('D', 5, 'P'))).toEqual([25, -25]);
  expect(await m.distancia(page, e('D', 5, 'P'), e('D', 5))).toEqual([25, 25]);
});

test('célula vazia: Incluir Bobina com o endereço; salvar ocupa a célula', async ({ page }) => {
  const { token, e } = await m.mapaComGrupoLivre(page);
  await m.abrirMapa(page);
  await m.clicarCelula(page, e('C', 5));
  await expect(page.getByTestId('incluir-bobina')).toBeVisible();
  await expect(page.getByTestId('incluir-tipo')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('incluir-bobina')).toBeHidden();

  // No Pirâmide on an empty cell, in row index 8 either: nothing would hold it up. Free pyramid
  // slots over two ground coils offer it instead (e2e/mapa-piramide.spec.ts).
  await m.clicarCelula(page, e('C', 1));
  await expect(page.getByRole('radio', { name: 'Pirâmide' })).toHaveCount(0);
  await page.getByTestId('incluir-bobina').click();
  await expect(page.locator('.ant-modal-title')).toHaveText('Cadastrar Bobina');
  await expect(page.locator('.ant-modal')).toContainText(
    'Bobinas/Patio ABQ2/Mapa/Cadastrar Bobina',
  );
  await expect(page.getByTestId('campo-endereco')).toHaveValue(e('C', 1));
  await foto(page, 'mapa-incluir');
  await page.getByTestId('cancelar-button').click();
  await expect(page.getByTestId('bobina-form')).toBeHidden();

  const novo = loteUnico('M');
  await m.incluirPeloMapa(page, e('C', 1), novo, 'Programa de laminacao');
  await expect(page.getByTestId('bobina-form')).toBeHidden();
  await m.esperarCelula(page, e('C', 1), 'ocupada');
  expect(await bobinaPorLote(token, novo)).toMatchObject({ endereco: e('C', 1), tipo: 'PLANO' });
});

test('detalhes da bobina e ações: Editar, Corrigir Endereço, Excluir', async ({ page }) => {
  const { token, e } = await m.mapaComGrupoLivre(page);
  const b = await criarBobina(token, e('C', 3), {
    grupo: 'FM',
    material: 'BQD',
    fluxo: 'BE',
    laminacaoAt: '2024-03-15T14:30',
    laminacaoTurno: 2,
  });
  await criarBobina(token, e('D', 3));
  const apoio = await criarBobina(token, e('E', 3));
  const p = await criarBobina(token, e('E', 3, 'P'), { largura: 1000 });
  const consultas = m.consultasDeDetalhes(page);
  await m.abrirMapa(page);

  await m.clicarCelula(page, b.endereco);
  const [lote, endereco] = [b.lote, b.endereco];
  await m.esperarDetalhes(page, { lote, endereco, grupo: 'FM', material: 'BQD', fluxo: 'BE' });
  await m.esperarDetalhes(page, { data: '15/03/2024', hora: '14:30', turno: '2', lege: 'Não' });
  expect(consultas).toContain(`endereco=${b.endereco} | endereco=${e('C', 3, 'P')} 1 1`);
  await expect(m.celula(page, b.endereco)).toHaveClass(/selecionada/);
  await foto(page, 'mapa-detalhes');
  // The selected cell clicked again closes; its mark goes 300 ms later.
  await m.celula(page, b.endereco).click();
  await expect(page.getByTestId('detalhes-bobina')).toBeHidden();
  await expect(m.celula(page, b.endereco)).not.toHaveClass(/selecionada/);

  // A pyramid and the ground coil under it share the details call: each shows its own coil.
  await m.clicarCelula(page, apoio.endereco);
  await m.esperarDetalhes(page, { lote: apoio.lote, endereco: apoio.endereco });
  await page.keyboard.press('Escape');
  await m.clicarCelula(page, p.endereco);
  await m.esperarDetalhes(page, { lote: p.lote, endereco: p.endereco });
  // A click outside any cell clears the selection.
  await page.getByTestId('page-title').click();
  await expect(page.getByTestId('detalhes-bobina')).toBeHidden();
  await expect(m.celula(page, p.endereco)).not.toHaveClass(/selecionada/);

  await m.clicarCelula(page, b.endereco);
  await page.getByTestId('mapa-editar').click();
  await expect(page.locator('.ant-modal-title')).toHaveText('Atualizar Bobina');
  await expect(page.getByTestId('campo-lote')).toHaveValue(b.lote);
  await escolher(page, 'campo-material', 'BG - Bobina grossa');
  await page.getByTestId('salvar-button').click();
  await expect(page.getByText('Bobina atualizada com sucesso.')).toBeVisible();
  await m.clicarCelula(page, b.endereco);
  await m.esperarDetalhes(page, { material: 'BG' });

  const novo = e('B', 2);
  await page.getByTestId('mapa-corrigir').click();
  await page.getByTestId('corrigir-endereco-input').fill(novo);
  await page.getByTestId('corrigir-endereco-salvar').click();
  await expect(page.getByText('Endereço corrigido com sucesso.')).toBeVisible();
  await m.esperarCelula(page, b.endereco, 'vazia');
  await m.esperarCelula(page, novo, 'ocupada');

  await m.clicarCelula(page, novo);
  await page.getByTestId('mapa-excluir').click();
  await expect(page.getByText('Deseja realmente excluir esta bobina?')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('Bobina excluída com sucesso.')).toBeVisible();
  await m.esperarCelula(page, novo, 'vazia');
});

test('filtros e busca apagam o resto; sem resultado avisam', async ({ page }) => {
  const { token, e } = await m.mapaComGrupoLivre(page);
  const lq = await criarBobina(token, e('A', 7), { grupo: 'LQ', item: 'B11111' });
  const fm = await criarBobina(token, e('B', 7), { grupo: 'FM', item: 'C22222' });
  const lf = await criarBobina(token, e('C', 7), { grupo: 'LF', fluxo: 'XK' });
  const [a, b, c] = [lq.endereco, fm.endereco, lf.endereco];
  await m.abrirMapa(page);

  await m.filtrarMapa(page, { lote: lq.lote.slice(2) });
  await m.esperarFiltro(page, [a], [b, c, e('D', 7)]);
  await expect(page.getByTestId('total-bobinas')).toHaveText(/^1 de \d+ bobinas$/);
  await foto(page, 'mapa-filtro');
  // The item is a whole code; typed in lowercase it still is one.
  await m.filtrarMapa(page, { item: 'C222' });
  await expect(page.getByText('Formato inválido')).toBeVisible();
  await page.getByTestId('filtro-item').fill('c22222');
  await page.getByTestId('filtro-aplicar').click();
  await m.esperarFiltro(page, [b], [a, c]);
  // The flow filter also looks in the lot and the item.
  await m.filtrarMapa(page, { fluxo: 'XK', grupo: 'lf' });
  await m.esperarFiltro(page, [c], [a, b]);
  await m.filtrarMapa(page, { fluxo: fm.lote });
  await m.esperarFiltro(page, [b], [a, c]);
  await page.getByTestId('limpar-filtros').click();
  await expect(page.locator('.mapa-celula.fora')).toHaveCount(0);

  await m.buscarNoMapa(page, 'Item', 'B11111');
  await m.esperarFiltro(page, [a], [b, c]);
  await m.buscarNoMapa(page, 'Endereço', c);
  await m.esperarFiltro(page, [c], [a, b]);
  await m.buscarNoMapa(page, 'Lote', 'NAO-EXISTE-123');
  await expect(
    page.getByText('Nenhuma bobina encontrada para os filtros aplicados.'),
  ).toBeVisible();
  await m.esperarFiltro(page, [], [a, b, c]);
});

test('cada ação pela sua permissão; sem CADASTRAR_BOBINA só diz livre', async ({ page }) => {
  const token = await entrar();
  const perfil = await criarPerfil(token, `Mapa excluir ${Date.now()}`, ['EXCLUIR_BOBINA']);
  const { e } = await m.mapaComGrupoLivre(page, await criarUsuario(token, [perfil]));
  const b = await criarBobina(token, e('F', 6));
  await m.abrirMapa(page);
  await m.clicarCelula(page, e('G', 6));
  await expect(page.getByTestId('celula-livre')).toContainText('Posição livre');
  await expect(page.getByTestId('incluir-bobina')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await m.clicarCelula(page, b.endereco);
  await m.esperarDetalhes(page, { lote: b.lote });
  await expect(page.getByTestId('mapa-excluir')).toBeVisible();
  await expect(page.getByTestId('mapa-editar')).toHaveCount(0);
  await expect(page.getByTestId('mapa-corrigir')).toHaveCount(0);
});
