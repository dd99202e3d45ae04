import { describe, expect, it } from 'vitest';
import { idDaRota, rotulosDoFormulario } from './textos.ts';

describe('rótulos do formulário de bobina', () => {
  it('id 0 cadastra', () => {
    expect(rotulosDoFormulario(0)).toEqual({
      titulo: 'Cadastrar nova bobina',
      operacao: 'Cadastrar nova',
      migalha: 'Cadastrar Bobina',
    });
  });
  it('id > 0 atualiza', () => {
    expect(rotulosDoFormulario(5)).toEqual({
      titulo: 'Atualizar bobina',
      operacao: 'Atualizar',
      migalha: 'Atualizar Bobina',
    });
  });
  it('view=true visualiza', () => {
    expect(rotulosDoFormulario(5, true)).toMatchObject({
      operacao: 'Visualizar',
      migalha: 'Visualizar Bobina',
    });
  });
});

describe('id da rota', () => {
  it('inteiro positivo, senão 0', () => {
    expect(idDaRota('42')).toBe(42);
    expect(idDaRota(undefined)).toBe(0);
    expect(idDaRota('abc')).toBe(0);
    expect(idDaRota('1.5')).toBe(0);
    expect(idDaRota('-3')).toBe(0);
  });
});
