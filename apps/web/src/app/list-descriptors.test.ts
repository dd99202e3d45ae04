/**
 * Every field a web list searches, filters or sorts on is in the server's whitelist for that list
 * (`CAMPOS` of its listar-* service), read from both sides: the queries the descriptors build are
 * parsed as the server parses them, and each field they name must be one the server accepts. A
 * field added on one side only fails here, not with a 400 on the screen.
 */
import { describe, expect, it } from 'vitest';
import { filterFieldNames } from '../../../server/src/lib/list/criteria.ts';
import { CAMPOS as CAMPOS_BOBINAS } from '../../../server/src/modules/bobinas/listar-bobinas.ts';
import { CAMPOS as CAMPOS_DESPACHOS } from '../../../server/src/modules/despachos/listar-despachos.ts';
import { CAMPOS as CAMPOS_EVENTOS } from '../../../server/src/modules/eventos/listar-eventos.ts';
import { CAMPOS as CAMPOS_INSTRUCOES } from '../../../server/src/modules/instrucoes/listar-instrucoes.ts';
import { CAMPOS as CAMPOS_ITENS } from '../../../server/src/modules/listas/listar-itens.ts';
import { CAMPOS as CAMPOS_USUARIOS } from '../../../server/src/modules/usuarios/listar-usuarios.ts';
import { BOBINAS } from '../features/bobinas/list.tsx';
import { DESPACHOS } from '../features/despachos/list.tsx';
import { EVENTOS } from '../features/eventos/list.tsx';
import { INSTRUCOES } from '../features/instrucoes/list.tsx';
import { itensDaLista } from '../features/listas/list.tsx';
import { USUARIOS } from '../features/usuarios/list.tsx';
import {
  columnsOf,
  configOf,
  type ListDescriptor,
  type ListState,
  toParams,
} from '../shared/list/index.ts';

const LISTAS: [string, ListDescriptor<never>, Record<string, unknown>][] = [
  ['bobinas', BOBINAS, CAMPOS_BOBINAS],
  ['listas (PLANO)', itensDaLista('PLANO'), CAMPOS_ITENS],
  ['listas (RESERVA)', itensDaLista('RESERVA'), CAMPOS_ITENS],
  ['instrucoes', INSTRUCOES, CAMPOS_INSTRUCOES],
  ['usuarios', USUARIOS, CAMPOS_USUARIOS],
  ['eventos', EVENTOS, CAMPOS_EVENTOS],
  ['despachos', DESPACHOS, CAMPOS_DESPACHOS],
];

const vazio: ListState = { page: 1, pageSize: 10, sort: null, search: '', filters: {} };

/** The field names a descriptor's queries use: search, each filter, each sort, the defaults. */
function camposPedidos(d: ListDescriptor<never>): Set<string> {
  const config = configOf(d);
  const estados: ListState[] = [
    vazio,
    // A number too, for the searches that add an exact match on digits (the reserve's Ordem).
    { ...vazio, search: 'A1' },
    { ...vazio, search: '12' },
    ...Object.keys(config.filterFields ?? {}).map((f) => ({ ...vazio, filters: { [f]: '1' } })),
    ...columnsOf(d)
      .filter((c) => c.sort !== false)
      .map((c) => ({ ...vazio, sort: { field: String(c.sort ?? c.key), desc: true } })),
  ];
  const nomes = new Set<string>();
  if (config.defaultSort) nomes.add(config.defaultSort.field.toLowerCase());
  for (const s of estados) {
    const p = toParams(s, config);
    for (const n of filterFieldNames(p.filter)) nomes.add(n);
    if (p.orderBy) nomes.add(p.orderBy.replace(/ desc$/, '').toLowerCase());
  }
  return nomes;
}

describe('each web list asks only for fields its server list accepts', () => {
  for (const [nome, descritor, campos] of LISTAS) {
    it(nome, () => {
      const aceitos = new Set(Object.keys(campos).map((k) => k.toLowerCase()));
      const pedidos = camposPedidos(descritor);
      expect(pedidos.size).toBeGreaterThan(0);
      expect([...pedidos].filter((n) => !aceitos.has(n))).toEqual([]);
    });
  }

  it('despachos: open ones by default; "Finalizados" drops the fixed part', () => {
    const config = configOf(DESPACHOS);
    expect(toParams(vazio, config).filter).toBe('finalizado=false');
    const finalizados = toParams({ ...vazio, filters: { finalizado: 'true' } }, config);
    expect(filterFieldNames(finalizados.filter)).toEqual(['finalizado']);
    expect(finalizados.filter).not.toContain('finalizado=false');
  });
});
