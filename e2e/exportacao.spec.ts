import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { entrar } from './support/api.ts';
import { criarBobina, loteUnico, procurar } from './support/bobinas.ts';
import { ADMIN_SENHA } from './support/constants.ts';
import { fazerLogin } from './support/pages.ts';
import { filaLivre } from './support/patio.ts';

test.use({ baseURL: process.env.PATIO_URL });

test('Exportar baixa todas as linhas da busca da tela, em CSV para o Excel', async ({
  page,
}, testInfo) => {
  const token = await entrar();
  const f = await filaLivre(token);
  const prefixo = loteUnico('X').slice(0, 6);
  const lotes = [];
  for (const [i, c] of (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const).entries()) {
    const lote = `${prefixo}${String(i).padStart(4, '0')}`;
    await criarBobina(token, f.n(c), { lote });
    lotes.push(lote);
  }
  await fazerLogin(page, 'admin', ADMIN_SENHA);
  await page.goto('/bobinas');
  await procurar(page, prefixo);
  // 8 matches, 7 a page: the export is not limited to the page on screen.
  await expect(page.getByTestId('total-itens')).toHaveText('8 bobinas');
  await page.getByTestId('exportar-button').click();
  const baixando = page.waitForEvent('download');
  await page.getByTestId('exportar-csv').click();
  const arquivo = await baixando;
  expect(arquivo.suggestedFilename()).toMatch(/^bobinas-\d{8}-\d{4}\.csv$/);
  const texto = await readFile((await arquivo.path()) as string, 'utf8');
  await testInfo.attach('bobinas.csv', { body: texto, contentType: 'text/csv' });
  const linhas = texto
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(linhas[0]).toMatch(
    /^Lote;Endereço;Grupo;Material;Laminação;Turno;Fluxo;Resfriamento Forçado/,
  );
  expect(linhas.slice(1).map((l) => l.split(';')[0])).toEqual(lotes);
});
