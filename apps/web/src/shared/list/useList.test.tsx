import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListDescriptor } from './descriptor.ts';
import { patchParams } from './list-state.ts';
import { configOf, errorTextOf, type ListController, useList } from './useList.ts';
import { validPage } from './useValidPage.ts';

type Linha = { id: number; lote: string; grupo: string };

const LINHAS: ListDescriptor<Linha> = {
  resource: 'linhas',
  pageSizes: [7, 10, 20],
  defaultSort: { field: 'lote', desc: false },
  emptyText: 'Nada.',
  rowTestId: (l) => `row-${l.lote}`,
  fields: [
    { key: 'lote', label: 'Lote', search: true, filter: 'contains' },
    { key: 'grupo', label: 'Grupo', filter: 'exact', options: [{ value: 'LQ', label: 'LQ' }] },
  ],
  errors: { load: 'Erro ao carregar', filter: 'Erro ao filtrar' },
};

/** The controller as a screen sees it on its first render at `url` (no request is made). */
function controlador(url: string, d: ListDescriptor<Linha> = LINHAS): ListController<Linha> {
  let visto: ListController<Linha> | undefined;
  function Sonda() {
    visto = useList(d);
    return null;
  }
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Sonda />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  if (!visto) throw new Error('a sonda não rodou');
  return visto;
}

describe('useList: estado na URL', () => {
  it('lê página, tamanho, ordem, busca e filtros da URL e monta a consulta', () => {
    const l = controlador('/x?page=3&pageSize=20&sort=-grupo&q=AB&f.grupo=LQ');
    expect(l.state).toEqual({
      page: 3,
      pageSize: 20,
      sort: { field: 'grupo', desc: true },
      search: 'AB',
      filters: { grupo: 'LQ' },
    });
    expect(l.params).toEqual({
      page: 3,
      pageSize: 20,
      orderBy: 'grupo desc',
      filter: 'lote=*AB/i,grupo=LQ',
    });
  });

  it('URL limpa: os padrões do descritor (o primeiro tamanho, a ordem padrão)', () => {
    const l = controlador('/x');
    expect(l.state).toMatchObject({ page: 1, pageSize: 7, sort: { field: 'lote', desc: false } });
    expect(l.params).toEqual({ page: 1, pageSize: 7, orderBy: 'lote' });
  });

  it('os setters escrevem por cima da URL atual: limpar filtros mantém a busca e o que não é da lista', () => {
    const config = configOf(LINHAS);
    const antes = new URLSearchParams('tipoPatio=PLANO&page=2&q=AB&f.grupo=LQ');
    expect(patchParams(antes, { filters: {}, page: 1 }, config).toString()).toBe(
      'tipoPatio=PLANO&q=AB',
    );
    expect(patchParams(antes, { search: 'CD', page: 1 }, config).toString()).toBe(
      'tipoPatio=PLANO&q=CD&f.grupo=LQ',
    );
  });

  it('entrega as props do controle de páginas, com a escolha de tamanho só quando há escolha', () => {
    const l = controlador('/x?page=2&pageSize=10');
    expect(l.pagination).toMatchObject({ page: 2, pageSize: 10, pageSizes: [7, 10, 20] });
    expect(typeof l.pagination.onPage).toBe('function');
    const unico = controlador('/x', { ...LINHAS, pageSizes: [7] });
    expect(unico.pagination.pageSizes).toBeUndefined();
    expect(unico.pagination.onPageSize).toBeUndefined();
  });
});

describe('useList: página válida', () => {
  it('além da última página volta para a última; enquanto carrega ou sem páginas, fica', () => {
    expect(validPage({ page: 5, totalPages: 3, isFetching: false })).toBe(3);
    expect(validPage({ page: 3, totalPages: 3, isFetching: false })).toBeNull();
    expect(validPage({ page: 5, totalPages: 3, isFetching: true })).toBeNull();
    expect(validPage({ page: 5, totalPages: 0, isFetching: false })).toBeNull();
  });
});

describe('useList: texto do erro', () => {
  const estado = controlador('/x').state;

  it('carga simples: o texto de carregar; com busca ou filtro: o de filtrar', () => {
    expect(errorTextOf(LINHAS, estado)).toBe('Erro ao carregar');
    expect(errorTextOf(LINHAS, { ...estado, search: 'A' })).toBe('Erro ao filtrar');
    expect(errorTextOf(LINHAS, { ...estado, filters: { grupo: 'LQ' } })).toBe('Erro ao filtrar');
  });
});
