import { ENTIDADES } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { TIPOS_VEICULO_KEY } from '../entities/tipo-veiculo/api.ts';
import { BOBINAS } from '../features/bobinas/list.tsx';
import { despachoKey } from '../features/despachos/api.ts';
import { DESPACHOS } from '../features/despachos/list.tsx';
import { EVENTOS } from '../features/eventos/list.tsx';
import { INSTRUCOES } from '../features/instrucoes/list.tsx';
import { itensDaLista } from '../features/listas/list.tsx';
import { PATIO_KEY } from '../features/mapa/api.ts';
import { operacoesKey } from '../features/operacoes/api.ts';
import { PAINEL_KEY } from '../features/painel/api.ts';
import { resourcesOf } from './mudancas.ts';

/**
 * Live updates: each change must reach the query roots the screens really use, so a
 * renamed key cannot silently stop a screen from refreshing.
 */
describe('o que cada mudança ao vivo recarrega', () => {
  const raiz = {
    mapa: PATIO_KEY[0],
    bobinas: BOBINAS.resource,
    eventos: EVENTOS.resource,
    listas: itensDaLista('PLANO').resource,
    instrucoes: INSTRUCOES.resource,
    ponte: operacoesKey('PR493')[0],
    despachos: DESPACHOS.resource,
    despacho: despachoKey(1)[0],
    tiposVeiculo: TIPOS_VEICULO_KEY[0],
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
    // A vehicle type shows on its own screen and, by name, in a typed dispatch.
    ['tipo-veiculo', [raiz.tiposVeiculo, raiz.despachos]],
  ])('%s', (entity, telas) => {
    expect(resourcesOf(entity)).toEqual(expect.arrayContaining(telas));
  });

  it.each(ENTIDADES)('o painel recarrega com %s', (entity) => {
    expect(resourcesOf(entity)).toContain(PAINEL_KEY[0]);
  });

  it.each(ENTIDADES.filter((e) => e !== 'evento'))(
    '%s recarrega alguma tela além do painel',
    (e) => {
      expect(resourcesOf(e).length).toBeGreaterThan(2);
    },
  );
});
