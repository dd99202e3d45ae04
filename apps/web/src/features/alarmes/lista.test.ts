import { describe, expect, it } from 'vitest';
import { toParams } from '../../shared/list/index.ts';
import { EVENTOS_LISTA, isAlerta } from './lista.ts';

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
