import { describe, expect, it } from 'vitest';
import { type ListColumn, minTableWidth, tableProps } from './tableProps.ts';
import type { ListController } from './useList.ts';

type Linha = { id: number; lote: string };

const lista = {
  state: { page: 1, pageSize: 10, sort: null, search: '', filters: {} },
  rows: [],
  isFetching: false,
  sortBy: () => undefined,
} as unknown as ListController<Linha>;

const COLUNAS: ListColumn<Linha>[] = [
  { key: 'lote', title: 'Lote', width: 140 },
  { key: 'grupo', title: 'Grupo', width: 90, hideBelow: 'xl' },
  { key: 'descricao', title: 'Mensagem' },
  { key: 'acoes', title: 'Ações', width: 70 },
];

describe('tableProps em telas estreitas', () => {
  it('prende a coluna Ações à direita, para que nunca saia da tela', () => {
    const cols = tableProps(lista, COLUNAS, 'vazio').columns ?? [];
    expect(cols.map((c) => ('fixed' in c ? c.fixed : undefined))).toEqual([
      undefined,
      undefined,
      undefined,
      'right',
    ]);
  });

  it('esconde primeiro as colunas marcadas hideBelow, abaixo do ponto de quebra', () => {
    const cols = tableProps(lista, COLUNAS, 'vazio').columns ?? [];
    expect(cols[1]?.responsive).toEqual(['xl', 'xxl']);
    expect(cols[0]?.responsive).toBeUndefined();
  });

  it('rola de lado só abaixo da soma das colunas que ficam (texto livre conta 240)', () => {
    expect(minTableWidth(COLUNAS)).toBe(140 + 240 + 70);
    expect(tableProps(lista, COLUNAS, 'vazio').scroll).toEqual({ x: 450 });
  });
});
