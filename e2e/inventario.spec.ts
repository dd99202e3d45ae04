/**
 * The inventory count on the hand-held (docs/etiquetas-e-leitura.md#tela-de-inventário): a count
 * of one group finds a coil moved behind the system's back (seen at another address) and
 * corrects it, the coil then where it was seen. Readings by keyboard scanner (typed fast +
 * Enter, no field focused) and typed.
 */
import { expect, type Page, test } from '@playwright/test';
import { chamar, entrar } from './support/api.ts';
import { criarBobina, escolher } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

/** A hand-held scanner in keyboard mode: the code typed fast, then Enter. */
async function ler(page: Page, codigo: string) {
  await page.keyboard.type(codigo);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('codigo-lido')).toHaveText(codigo);
}

test('inventário de um grupo acha a bobina movida por fora do sistema e a corrige', async ({
  page,
}) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const b = await criarBobina(token, f.n('A'));
  // Physically the coil is at C (moved with no record); A is empty.
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/inventario');
  await escolher(page, 'inventario-grupos', String(f.grupo));
  // A multiple select keeps its list open over the button below it.
  await page.keyboard.press('Escape');
  await page.getByTestId('abrir-inventario-button').click();
  await expect(page).toHaveURL(/inventario\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('progresso')).toContainText('0 de 135 endereços lidos');
  await expect(page.getByTestId('endereco-atual')).toHaveText(
    `${String(f.grupo).padStart(4, '0')}AN01`,
  );
  await page.getByTestId('endereco-atual').click();

  await ler(page, f.n('A'));
  await expect(page.getByTestId('endereco-atual')).toHaveText(f.n('A'));
  await page.getByTestId('nada-button').click();
  await expect(page.getByTestId('progresso')).toContainText('1 de 135 endereços lidos');
  await expect(page.getByTestId(`diferenca-${b.lote}`)).toHaveAttribute('data-tipo', 'FALTANDO');

  await ler(page, f.n('C'));
  await ler(page, b.lote);
  await expect(page.getByTestId('lotes-lidos')).toContainText('1 bobina lida');
  await page.getByTestId('enviar-leitura-button').click();
  await expect(page.getByTestId('progresso')).toContainText('2 de 135 endereços lidos');
  const dif = page.getByTestId(`diferenca-${b.lote}`);
  await expect(dif).toHaveAttribute('data-tipo', 'TROCADA');
  await expect(dif).toContainText(`no sistema: ${f.n('A')}`);
  await expect(dif).toContainText(`vista em: ${f.n('C')}`);

  // A typed code that the yard does not have.
  await page.getByTestId('codigo-digitado').fill(f.n('D'));
  await page.getByTestId('codigo-digitado').press('Enter');
  await page.getByTestId('codigo-digitado').fill('ZZNAOEXISTE');
  await page.getByTestId('adicionar-button').click();
  await page.getByTestId('enviar-leitura-button').click();
  await expect(page.getByTestId('diferenca-ZZNAOEXISTE')).toHaveAttribute(
    'data-tipo',
    'DESCONHECIDA',
  );

  await page.getByTestId('concluir-button').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('inventario-concluido')).toBeVisible();
  await dif.getByTestId('corrigir-button').click();
  await expect(dif).toHaveAttribute('data-resolucao', 'CORRIGIDA');
  const desconhecida = page.getByTestId('diferenca-ZZNAOEXISTE');
  await desconhecida.getByTestId('motivo-input').fill('Etiqueta de outra usina');
  await desconhecida.getByTestId('fechar-diferenca-button').click();
  await expect(desconhecida).toHaveAttribute('data-resolucao', 'FECHADA');
  await expect(desconhecida).toContainText('Fechada: Etiqueta de outra usina');

  const { data } = await chamar<{ data: { endereco: string } }>('GET', `bobinas/${b.id}`, token);
  expect(data.endereco).toBe(f.n('C'));
  const { data: hist } = await chamar<{ data: { motivo: string }[] }>(
    'GET',
    `bobinas/${b.id}/historico`,
    token,
  );
  expect(hist.map((m) => m.motivo).join('\n')).toContain(`Inventário ${id}`);
});
