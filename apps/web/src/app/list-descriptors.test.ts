import { and, cond } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { EVENTOS } from '../features/alarmes/list.tsx';
import { BOBINAS } from '../features/bobinas/list.tsx';
import { DESPACHOS } from '../features/despachos/list.tsx';
import { INSTRUCOES } from '../features/instrucoes/list.tsx';
import { itensDaLista } from '../features/listas/list.tsx';
import { USUARIOS } from '../features/usuarios/list.tsx';
import {
  configOf,
  type ListConfig,
  type ListDescriptor,
  type ListState,
  toParams,
} from '../shared/list/index.ts';

/**
 * Each screen's descriptor asks the server exactly what its hand-written list config asked
 * before the descriptors (the configs below are those, verbatim): same search terms in the
 * same order, same filter conditions, same fixed part.
 */
const ANTES: Record<string, ListConfig> = {
  bobinas: {
    pageSizes: [7, 10, 20, 50],
    defaultPageSize: 7,
    defaultSort: { field: 'lote', desc: false },
    searchFields: ['lote', 'endereco', 'item', 'grupo', 'material', 'fluxo'],
    filterFields: {
      item: {},
      lote: {},
      endereco: {},
      grupo: { op: '=', ci: false },
      material: { op: '=', ci: false },
      fluxo: { op: '=', ci: false },
    },
  },
  listas: {
    pageSizes: [7, 10, 20, 50],
    defaultPageSize: 7,
    defaultSort: { field: 'sequencia', desc: false },
    searchFields: ['bobina.lote', 'bobina.grupo', 'bobina.material', 'bobina.fluxo', 'bobina.item'],
    searchExtra: (term) => (/^\d{1,9}$/.test(term) ? cond('sequencia', '=', term) : null),
    filterFields: {
      'bobina.lote': {},
      'bobina.item': {},
      'bobina.grupo': { op: '=', ci: false },
      'bobina.material': { op: '=', ci: false },
      'bobina.fluxo': { op: '=', ci: false },
    },
    fixedFilter: and(cond('Tipo', '=', 'PLANO'), cond('Ticada', '=', '0')),
  },
  instrucoes: {
    pageSizes: [7, 10, 20, 50],
    defaultPageSize: 7,
    defaultSort: { field: 'id', desc: false },
    searchFields: ['bobina.lote', 'bobina.endereco', 'destino', 'tipo'],
  },
  usuarios: {
    pageSizes: [7],
    defaultPageSize: 7,
    defaultSort: { field: 'id', desc: false },
    searchFields: ['name', 'login', 'email'],
  },
  eventos: {
    pageSizes: [5, 10, 20, 50],
    defaultPageSize: 10,
    defaultSort: { field: 'createdAt', desc: true },
    searchFields: ['descricao', 'emailResponsavel'],
    filterFields: {
      tipo: { op: '=', ci: true },
      de: { field: 'createdAt', op: '>=', ci: false },
      ate: { field: 'createdAt', op: '<=', ci: false },
    },
  },
};

const AGORA: Record<
  'bobinas' | 'listas' | 'instrucoes' | 'usuarios' | 'eventos',
  ListDescriptor<never>
> = {
  bobinas: BOBINAS,
  listas: itensDaLista('PLANO'),
  instrucoes: INSTRUCOES,
  usuarios: USUARIOS,
  eventos: EVENTOS,
};

const estados = (filtros: Record<string, string>): ListState[] => [
  { page: 1, pageSize: 7, sort: null, search: '', filters: {} },
  { page: 2, pageSize: 10, sort: { field: 'lote', desc: true }, search: '12', filters: {} },
  { page: 1, pageSize: 7, sort: null, search: 'A,B', filters: filtros },
];

const FILTROS: Record<keyof typeof AGORA, Record<string, string>> = {
  bobinas: { item: 'A1', grupo: 'LQ', endereco: '0001' },
  listas: { 'bobina.lote': '12', 'bobina.fluxo': 'BE' },
  instrucoes: {},
  usuarios: {},
  eventos: { tipo: 'ALERTA', de: '2026-11-01' },
};

describe('descritores pedem ao servidor o mesmo que as configurações de antes', () => {
  for (const nome of Object.keys(AGORA) as (keyof typeof AGORA)[]) {
    it(nome, () => {
      const agora = configOf(AGORA[nome]);
      const antes = ANTES[nome] as ListConfig;
      expect(agora.defaultPageSize).toBe(antes.defaultPageSize);
      expect(agora.defaultSort).toEqual(antes.defaultSort);
      for (const s of estados(FILTROS[nome]))
        expect(toParams(s, agora)).toEqual(toParams(s, antes));
    });
  }

  it('despachos: abertos por padrão; "Finalizados" tira a parte fixa', () => {
    const agora = configOf(DESPACHOS);
    const comum = {
      pageSizes: [7],
      defaultPageSize: 7,
      defaultSort: { field: 'id', desc: false },
      searchFields: ['identificacao', 'modal', 'modalDescricao'],
      filterFields: { modal: { op: '=', ci: false }, finalizado: { op: '=', ci: false } },
    } as const;
    const abertos: ListConfig = { ...comum, fixedFilter: 'finalizado=false' };
    const s: ListState = { page: 1, pageSize: 7, sort: null, search: 'T1', filters: {} };
    expect(toParams(s, agora)).toEqual(toParams(s, abertos));
    const modal = { ...s, filters: { modal: 'TREM' } };
    expect(toParams(modal, agora)).toEqual(toParams(modal, abertos));
    const finalizados = { ...s, filters: { finalizado: 'true' } };
    expect(toParams(finalizados, agora)).toEqual(toParams(finalizados, comum));
  });
});
