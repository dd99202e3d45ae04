import { describe, expect, it } from 'vitest';
import { EVENTOS_LISTA } from '../features/alarmes/lista.ts';
import { BOBINAS_LISTA } from '../features/bobinas/api.ts';
import { DESPACHOS_ABERTOS, despachoKey } from '../features/despachos/api.ts';
import { INSTRUCOES_LISTA } from '../features/instrucoes/api.ts';
import { configDaLista } from '../features/listas/api.ts';
import { PATIO_KEY } from '../features/mapa/api.ts';
import { operacoesKey } from '../features/pontes/api.ts';
import { resourcesOf } from './changes.ts';

/**
 * Live updates (issue 5): each change must reach the query roots the screens really use, so a
 * renamed key cannot silently stop a screen from refreshing.
 */
describe('o que cada mudança ao vivo recarrega', () => {
  const raiz = {
    mapa: PATIO_KEY[0],
    bobinas: BOBINAS_LISTA.resource,
    eventos: EVENTOS_LISTA.resource,
    listas: configDaLista('PLANO', false).resource,
    instrucoes: INSTRUCOES_LISTA.resource,
    ponte: operacoesKey('PR493')[0],
    despachos: DESPACHOS_ABERTOS.resource,
    despacho: despachoKey(1)[0],
  };

  it.each([
    // A corrected address is also an instruction's origin, a crane's and a dispatch's badge.
    [
      'bobina',
      [raiz.mapa, raiz.bobinas, raiz.instrucoes, raiz.ponte, raiz.despachos, raiz.eventos],
    ],
    ['lista', [raiz.listas, raiz.eventos]],
    ['instrucao', [raiz.instrucoes, raiz.ponte, raiz.mapa, raiz.eventos]],
    ['operacao', [raiz.ponte, raiz.instrucoes, raiz.mapa, raiz.bobinas, raiz.eventos]],
    ['despacho', [raiz.despachos, raiz.despacho, raiz.instrucoes, raiz.mapa, raiz.eventos]],
    ['evento', [raiz.eventos]],
  ])('%s', (entity, telas) => {
    expect(resourcesOf(entity)).toEqual(expect.arrayContaining(telas));
  });
});
