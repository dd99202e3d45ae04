import { describe, expect, it } from 'vitest';
import { perguntaDeExclusao } from './useExcluirBobina.ts';

describe('confirmação de exclusão', () => {
  it('mantém a pergunta da especificação e nomeia o lote e o endereço', () => {
    expect(perguntaDeExclusao({ id: 1, lote: 'L123', endereco: '001AN1' })).toBe(
      'Deseja realmente excluir esta bobina?\nLote L123 — endereço 001AN1',
    );
  });

  it('sem endereço, só o lote', () => {
    expect(perguntaDeExclusao({ id: 1, lote: 'L9', endereco: null })).toBe(
      'Deseja realmente excluir esta bobina?\nLote L9',
    );
  });
});
