import * as domain from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { descricaoTipoLista, isTipoLista } from './tipos.ts';

describe('local list-type helpers', () => {
  it('agree with the domain', () => {
    for (const v of [...domain.TIPOS_LISTA, 'plano', '', 'toString', null, 1, undefined])
      expect(isTipoLista(v)).toBe(domain.isTipoLista(v));
    for (const t of domain.TIPOS_LISTA)
      expect(descricaoTipoLista(t)).toBe(domain.descricaoTipoLista(t));
  });
});
