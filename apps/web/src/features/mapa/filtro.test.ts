import { describe, expect, it } from 'vitest';
import {
  atende,
  type Criterio,
  consultaDeDetalhes,
  criterioAtivo,
  limparFiltros,
  marcadas,
  SEM_CRITERIO,
} from './filtro.ts';

const bobina = (id: number, dados: Partial<Record<string, string | null>> = {}) => ({
  id,
  lote: `240000000${id}`,
  item: 'A12345',
  grupo: 'LQ',
  material: 'BQD',
  fluxo: 'AB' as string | null,
  endereco: '0001AN09' as string | null,
  ...dados,
});

const com = (c: Partial<Criterio>): Criterio => ({ ...SEM_CRITERIO, ...c });

describe('filtros do mapa', () => {
  it('sem critério nada é marcado nem apagado', () => {
    expect(criterioAtivo(SEM_CRITERIO)).toBe(false);
    expect(marcadas([bobina(1)], SEM_CRITERIO)).toBeNull();
    expect(marcadas([bobina(1)], com({ busca: { modo: 'LOTE', termo: '   ' } }))).toBeNull();
  });

  it('lote, grupo e material por substring, sem distinguir maiúsculas', () => {
    expect(atende(bobina(1), com({ filtros: { lote: '00001' } }))).toBe(true);
    expect(atende(bobina(1), com({ filtros: { grupo: 'l' } }))).toBe(true);
    expect(atende(bobina(1), com({ filtros: { material: 'qd' } }))).toBe(true);
    expect(atende(bobina(1), com({ filtros: { material: 'BDZ' } }))).toBe(false);
  });

  it('item: uma letra maiúscula e 5 dígitos, o código inteiro', () => {
    expect(atende(bobina(1), com({ filtros: { item: 'A12345' } }))).toBe(true);
    expect(atende(bobina(1), com({ filtros: { item: 'B12345' } }))).toBe(false);
    // A fragment is not an item code: it picks nothing rather than half the yard.
    expect(atende(bobina(1), com({ filtros: { item: 'A123' } }))).toBe(false);
    expect(atende(bobina(1, { item: 'a12345' }), com({ filtros: { item: 'A12345' } }))).toBe(true);
  });

  it('fluxo casa com fluxo, lote ou item', () => {
    const f = (fluxo: string) => com({ filtros: { fluxo } });
    expect(atende(bobina(1), f('ab'))).toBe(true);
    expect(atende(bobina(1, { fluxo: null }), f('2400'))).toBe(true);
    expect(atende(bobina(1, { fluxo: null }), f('a123'))).toBe(true);
    expect(atende(bobina(1), f('XK'))).toBe(false);
  });

  it('os campos combinam com E', () => {
    expect(atende(bobina(1), com({ filtros: { grupo: 'LQ', material: 'BQD' } }))).toBe(true);
    expect(atende(bobina(1), com({ filtros: { grupo: 'LQ', material: 'BG' } }))).toBe(false);
  });

  it('a busca por modo: LOTE, ITEM ou endereço (como digitado no formulário)', () => {
    const b = bobina(3, { endereco: '0012DP05' });
    expect(atende(b, com({ busca: { modo: 'LOTE', termo: '0003' } }))).toBe(true);
    expect(atende(b, com({ busca: { modo: 'ITEM', termo: '2345' } }))).toBe(true);
    expect(atende(b, com({ busca: { modo: 'ITEM', termo: '0003' } }))).toBe(false);
    expect(atende(b, com({ busca: { modo: 'ENDERECO', termo: '0012 - dp0' } }))).toBe(true);
    expect(atende(b, com({ busca: { modo: 'ENDERECO', termo: '0012DN05' } }))).toBe(false);
  });

  it('filtros e busca juntos; marcadas devolve os ids', () => {
    const lista = [bobina(1), bobina(2, { grupo: 'FM' }), bobina(3, { lote: 'X9' })];
    const c = com({ filtros: { grupo: 'LQ' }, busca: { modo: 'LOTE', termo: '24' } });
    expect([...(marcadas(lista, c) ?? [])]).toEqual([1]);
    expect(marcadas(lista, com({ filtros: { lote: 'nada' } }))?.size).toBe(0);
  });

  it('limpa o formulário: apara, tira vazios, item em maiúsculas', () => {
    expect(limparFiltros({ lote: ' 24 ', item: ' a12345', grupo: '', fluxo: null })).toEqual({
      lote: '24',
      item: 'A12345',
    });
  });
});

describe('consulta de detalhes (docs/product/main-yard.md#coil-calls)', () => {
  it('filtra os endereços N e P da célula; a clicada vem primeiro', () => {
    expect(consultaDeDetalhes('0001CN09')).toEqual({
      page: 1,
      pageSize: 1,
      filter: 'endereco=0001CN09 | endereco=0001CP09',
      orderBy: 'endereco',
    });
    expect(consultaDeDetalhes('0001CP09').orderBy).toBe('endereco desc');
    expect(consultaDeDetalhes('0001CP09').filter).toBe('endereco=0001CN09 | endereco=0001CP09');
  });
});
