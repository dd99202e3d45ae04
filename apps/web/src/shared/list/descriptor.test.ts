import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  dialogFieldsOf,
  filtersFromForm,
  formFromFilters,
  type ListDescriptor,
  listConfigOf,
  pathOf,
  rowsKeyOf,
} from './descriptor.ts';
import { toParams } from './list-state.ts';

type Item = { id: number; lote: string; grupo: string; isLege: boolean };

const GRUPOS = [{ value: 'LQ', label: 'LQ - Linha a quente' }];

const ITENS: ListDescriptor<Item> = {
  resource: 'listas',
  rowsKey: 'bobinas',
  pageSizes: [7, 10],
  defaultSort: { field: 'sequencia', desc: false },
  emptyText: 'Nada.',
  rowTestId: (b) => `row-${b.lote}`,
  fields: [
    {
      key: 'lote',
      label: 'Lote',
      wire: 'bobina.lote',
      search: true,
      filter: 'contains',
      width: 150,
    },
    {
      key: 'grupo',
      label: 'Grupo',
      wire: 'bobina.grupo',
      search: true,
      filter: 'exact',
      options: GRUPOS,
      hideBelow: 'xl',
    },
    { key: 'isLege', label: 'Resfriamento', sort: false, align: 'center' },
    {
      key: 'item',
      label: 'Item',
      wire: 'bobina.item',
      search: true,
      filter: 'contains',
      column: false,
    },
    { key: 'de', label: 'De', column: false, filter: { field: 'createdAt', op: '>=', ci: false } },
  ],
  fixedFilter: (s) => (s.filters['bobina.grupo'] ? undefined : 'Ticada=0'),
  errors: { load: 'carregar', filter: 'filtrar' },
};

describe('descritor da lista → configuração da URL e da consulta', () => {
  const config = listConfigOf(ITENS);

  it('busca nos campos marcados, pelo nome no fio, na ordem do descritor', () => {
    expect(config.searchFields).toEqual(['bobina.lote', 'bobina.grupo', 'bobina.item']);
    expect(config.defaultPageSize).toBe(7);
  });

  it('contains é substring sem caixa; exact é o código como está; uma condição própria vale como escrita', () => {
    expect(config.filterFields).toEqual({
      'bobina.lote': {},
      'bobina.grupo': { op: '=', ci: false },
      'bobina.item': {},
      de: { field: 'createdAt', op: '>=', ci: false },
    });
    const base = { page: 1, pageSize: 7, sort: null, search: '' };
    expect(toParams({ ...base, filters: { 'bobina.lote': '12' } }, config).filter).toBe(
      'Ticada=0,bobina.lote=*12/i',
    );
    // The fixed part may depend on the filters chosen.
    expect(toParams({ ...base, filters: { 'bobina.grupo': 'LQ' } }, config).filter).toBe(
      'bobina.grupo=LQ',
    );
  });

  it('um número em `search` põe o campo antes dos outros na busca', () => {
    const d = {
      ...ITENS,
      fields: [
        { key: 'email', label: 'Usuario', search: 2 },
        { key: 'descricao', label: 'Mensagem', search: 1 },
      ],
    };
    expect(listConfigOf(d).searchFields).toEqual(['descricao', 'email']);
  });

  it('caminho e chave das linhas: os do recurso, salvo quando ditos', () => {
    expect(pathOf(ITENS)).toBe('listas');
    expect(rowsKeyOf(ITENS)).toBe('bobinas');
  });
});

describe('descritor da lista → colunas', () => {
  it('só os campos de coluna, com rótulo, ordenação pelo nome no fio e o desenho', () => {
    expect(columnsOf(ITENS)).toEqual([
      { key: 'lote', title: 'Lote', sort: 'bobina.lote', width: 150 },
      { key: 'grupo', title: 'Grupo', sort: 'bobina.grupo', hideBelow: 'xl' },
      { key: 'isLege', title: 'Resfriamento', sort: false, align: 'center' },
    ]);
  });
});

describe('descritor da lista → diálogo de filtro', () => {
  it('os campos contains e exact; os pedidos primeiro, o resto na ordem do descritor', () => {
    expect(dialogFieldsOf(ITENS).map((f) => f.key)).toEqual(['lote', 'grupo', 'item']);
    const campos = dialogFieldsOf(ITENS, ['lote', 'item']);
    expect(campos.map((f) => f.key)).toEqual(['lote', 'item', 'grupo']);
    expect(campos[2]).toEqual({
      key: 'grupo',
      label: 'Grupo',
      wire: 'bobina.grupo',
      options: GRUPOS,
    });
  });

  it('valores do formulário ↔ filtros pelo nome no fio, sem vazios e sem espaços', () => {
    const campos = dialogFieldsOf(ITENS);
    const filtros = filtersFromForm(campos, { lote: ' 12 ', grupo: undefined, item: '' });
    expect(filtros).toEqual({ 'bobina.lote': '12' });
    expect(formFromFilters(campos, { 'bobina.lote': '12', outro: 'x' })).toEqual({ lote: '12' });
  });
});
