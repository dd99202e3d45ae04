import { describe, expect, it } from 'vitest';
import {
  envelope,
  erroGeral,
  mensagensComCodigo,
  primeiraMensagem,
  todasMensagens,
} from './erros.ts';

describe('envelope de erro', () => {
  it('sem códigos: errors e Messagens, como sempre', () => {
    expect(erroGeral('X.')).toEqual({ errors: { geral: ['X.'] }, Messagens: ['X.'] });
  });

  it('com códigos: um por mensagem, na ordem de Messagens', () => {
    const e = envelope({ geral: ['a', 'b'] }, ['LARGURA', 'POSICOES_AB']);
    expect(e).toEqual({
      errors: { geral: ['a', 'b'] },
      Messagens: ['a', 'b'],
      codigos: ['LARGURA', 'POSICOES_AB'],
    });
  });
});

describe('leitura do envelope', () => {
  it('cada mensagem com o seu código, null quando a recusa não traz códigos', () => {
    const com = envelope({ geral: ['a', 'b'] }, ['LARGURA', 'RESFRIAMENTO']);
    expect(mensagensComCodigo(com)).toEqual([
      { mensagem: 'a', codigo: 'LARGURA' },
      { mensagem: 'b', codigo: 'RESFRIAMENTO' },
    ]);
    expect(mensagensComCodigo(erroGeral('c'))).toEqual([{ mensagem: 'c', codigo: null }]);
    expect(mensagensComCodigo(null)).toEqual([]);
  });

  it('a primeira mensagem, de errors ou de Messagens, ou o texto padrão', () => {
    expect(primeiraMensagem(envelope({ lote: ['L'], geral: ['G'] }), 'p')).toBe('L');
    expect(primeiraMensagem({ Messagens: ['M'] }, 'p')).toBe('M');
    expect(primeiraMensagem('texto', 'p')).toBe('p');
    expect(todasMensagens({ errors: { a: ['1', '2'] } })).toEqual(['1', '2']);
  });
});
