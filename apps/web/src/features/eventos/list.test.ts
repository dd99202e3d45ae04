import { describe, expect, it } from 'vitest';
import { configOf, toParams } from '../../shared/list/index.ts';
import { EVENTOS, isAlerta } from './list.tsx';

const EVENTOS_LISTA = configOf(EVENTOS);

describe('lista de alarmes e eventos', () => {
  it('ALERTA sem diferenciar maiúsculas é alarme; o resto não', () => {
    expect(isAlerta('ALERTA')).toBe(true);
    expect(isAlerta('alerta')).toBe(true);
    expect(isAlerta('Alerta')).toBe(true);
    expect(isAlerta('NORMAL')).toBe(false);
    expect(isAlerta('ALERTAS')).toBe(false);
    expect(isAlerta(null)).toBe(false);
  });

  it('padrão: página 1 de 10, createdAt desc; busca em descricao ou emailResponsavel', () => {
    const base = { page: 1, pageSize: 10, sort: EVENTOS_LISTA.defaultSort, filters: {} };
    expect(toParams({ ...base, search: '' }, EVENTOS_LISTA)).toEqual({
      page: 1,
      pageSize: 10,
      orderBy: 'createdAt desc',
    });
    expect(toParams({ ...base, search: 'PR#3' }, EVENTOS_LISTA).filter).toBe(
      'descricao=*PR#3/i|emailResponsavel=*PR#3/i',
    );
  });
});

describe('filtros de alarmes e eventos', () => {
  const base = { page: 1, pageSize: 10, sort: EVENTOS_LISTA.defaultSort, search: '' };

  it('Tipo filtra exatamente, sem diferenciar maiúsculas', () => {
    expect(toParams({ ...base, filters: { tipo: 'ALERTA' } }, EVENTOS_LISTA).filter).toBe(
      'tipo=ALERTA/i',
    );
  });

  it('o período vira createdAt >= início e <= fim (dias inteiros), junto com a busca', () => {
    const filtros = { de: '2026-11-01', ate: '2026-11-24' };
    expect(toParams({ ...base, filters: filtros }, EVENTOS_LISTA).filter).toBe(
      'createdAt>=2026-11-01,createdAt<=2026-11-24',
    );
    expect(
      toParams(
        { ...base, search: 'PR', filters: { tipo: 'NORMAL', de: '2026-11-01' } },
        EVENTOS_LISTA,
      ).filter,
    ).toBe('(descricao=*PR/i|emailResponsavel=*PR/i),tipo=NORMAL/i,createdAt>=2026-11-01');
  });
});
