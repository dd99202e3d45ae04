/** The map offers Pirâmide only where it can succeed: a free slot over two ground coils. */
import { expect, test } from '@playwright/test';
import { bobinaPorLote, criarBobina, loteUnico } from './support/bobinas.ts';
import * as m from './support/mapa.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('pirâmide sobre duas bobinas de apoio, em qualquer fila: a vaga pré-preenche o endereço', async ({
  page,
}) => {
  const { token, e } = await m.mapaComGrupoLivre(page);
  // Row digit 3 (row index 6): B and C hold coils, D does not.
  for (const x of [e('B', 3), e('C', 3)]) await criarBobina(token, x, { largura: 1200 });
  await m.abrirMapa(page);
  await expect(m.celula(page, e('C', 3, 'P'))).toHaveAttribute('data-estado', 'livre');
  // One support only (C and D, B alone, A has no slot): no pyramid offered there.
  for (const x of [e('D', 3, 'P'), e('B', 3, 'P'), e('A', 3, 'P')])
    await expect(m.celula(page, x)).toHaveCount(0);

  const novo = loteUnico('P');
  await m.incluirPeloMapa(page, e('C', 3, 'P'), novo, 'Programa de laminacao');
  await m.esperarCelula(page, e('C', 3, 'P'), 'ocupada');
  expect(await bobinaPorLote(token, novo)).toMatchObject({ endereco: e('C', 3, 'P') });
  // The support that now holds a pyramid is still clickable as itself.
  await m.clicarCelula(page, e('B', 3));
  await expect(page.getByTestId('detalhes-bobina')).toBeVisible();
});
