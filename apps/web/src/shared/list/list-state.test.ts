import { parseFilter } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import {
  type ListConfig,
  pageWindow,
  readState,
  toggleSort,
  toParams,
  writeState,
} from './list-state.ts';

const config: ListConfig = {
  pageSizes: [7, 10, 20, 50],
  defaultPageSize: 7,
  defaultSort: { field: 'lote', desc: false },
  searchFields: ['lote', 'endereco'],
  filterFields: { lote: {}, grupo: { op: '=', ci: false } },
};

describe('estado da lista na URL', () => {
  it('lê padrões de uma URL vazia e escreve uma URL vazia de volta', () => {
    const s = readState(new URLSearchParams(), config);
    expect(s).toEqual({
      page: 1,
      pageSize: 7,
      sort: { field: 'lote', desc: false },
      search: '',
      filters: {},
    });
    expect(writeState(s, config).toString()).toBe('');
  });

  it('ida e volta com página, tamanho, ordem, busca e filtros', () => {
    const s = {
      page: 3,
      pageSize: 20,
      sort: { field: 'endereco', desc: true },
      search: 'AB,1',
      filters: { grupo: 'LQ' },
    };
    expect(readState(writeState(s, config), config)).toEqual(s);
  });

  it('mantém parâmetros que não são da lista (tipoPatio)', () => {
    const prev = new URLSearchParams('tipoPatio=RESERVA&page=2&f.lote=1');
    const s = { ...readState(prev, config), page: 3 };
    expect(writeState(s, config, prev).toString()).toBe('tipoPatio=RESERVA&page=3&f.lote=1');
  });

  it('tamanho de página fora da lista volta ao padrão', () => {
    expect(readState(new URLSearchParams('pageSize=999'), config).pageSize).toBe(7);
  });

  it('ordenar: primeiro clique asc, segundo desc, outra coluna recomeça asc', () => {
    const a = toggleSort(null, 'lote');
    expect(a).toEqual({ field: 'lote', desc: false });
    expect(toggleSort(a, 'lote')).toEqual({ field: 'lote', desc: true });
    expect(toggleSort({ field: 'lote', desc: true }, 'grupo')).toEqual({
      field: 'grupo',
      desc: false,
    });
  });

  it('busca vira OR de contains /i; filtros do diálogo AND; vírgula escapada', () => {
    const p = toParams(
      {
        page: 1,
        pageSize: 7,
        sort: { field: 'lote', desc: true },
        search: 'A,B',
        filters: { grupo: 'LQ', lote: '12' },
      },
      config,
    );
    expect(p.orderBy).toBe('lote desc');
    // the search group must stay one OR inside the AND, and the comma stays part of the value
    expect(p.filter).toBe('(lote=*A\\,B/i|endereco=*A\\,B/i),grupo=LQ,lote=*12/i');
    expect(parseFilter(p.filter as string)).toMatchObject({
      kind: 'and',
      left: { kind: 'and', left: { kind: 'or' } },
    });
  });

  it('"null" digitado num filtro exato é o texto, não a palavra null do Gridify', () => {
    const base = { page: 1, pageSize: 7, sort: null, search: '' };
    const p = toParams({ ...base, filters: { grupo: 'null' } }, config);
    expect(p.filter).toBe('grupo=\\null');
    expect(parseFilter(p.filter as string)).toMatchObject({ field: 'grupo', value: 'null' });
  });
});

describe('janela de páginas', () => {
  it('mostra todas até 10', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('mais de 10: janela, reticências (-1) e as 4 últimas', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, -1, 17, 18, 19, 20]);
    expect(pageWindow(9, 20)).toEqual([1, -1, 7, 8, 9, 10, 11, -1, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([1, -1, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(11, 11)).toEqual([1, -1, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
  it('nunca repete nem salta páginas entre marcadores', () => {
    for (let total = 11; total < 40; total++)
      for (let cur = 1; cur <= total; cur++) {
        const w = pageWindow(cur, total).filter((p) => p > 0);
        expect(new Set(w).size).toBe(w.length);
        expect(w).toContain(cur);
        expect(w.slice(-4)).toEqual([total - 3, total - 2, total - 1, total]);
      }
  });
});
