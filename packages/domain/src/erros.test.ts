import { describe, expect, it } from 'vitest';
import {
  codigoDoStatus,
  codigosDaRecusa,
  envelope,
  erroGeral,
  mensagensComCodigo,
  primeiraMensagem,
  todasMensagens,
} from './erros.ts';

describe('envelope de erro', () => {
  it('toda recusa traz um código por mensagem; um código só vale para todas', () => {
    expect(erroGeral('X.', 'NAO_ENCONTRADO')).toEqual({
      errors: { geral: ['X.'] },
      Messagens: ['X.'],
      codigos: ['NAO_ENCONTRADO'],
    });
    expect(envelope({ a: ['1'], b: ['2'] }, 'INVALIDO').codigos).toEqual(['INVALIDO', 'INVALIDO']);
  });

  it('o código de uma recusa que não nomeia nenhum, pelo status', () => {
    expect([400, 401, 403, 404, 409, 413, 429, 500, 503].map(codigoDoStatus)).toEqual([
      'INVALIDO',
      'SESSAO',
      'SEM_PERMISSAO',
      'NAO_ENCONTRADO',
      'ESTADO',
      'GRANDE_DEMAIS',
      'LIMITE',
      'INTERNO',
      'INDISPONIVEL',
    ]);
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
  it('cada mensagem com o seu código, null de um servidor que não manda códigos', () => {
    const com = envelope({ geral: ['a', 'b'] }, ['LARGURA', 'RESFRIAMENTO']);
    expect(mensagensComCodigo(com)).toEqual([
      { mensagem: 'a', codigo: 'LARGURA' },
      { mensagem: 'b', codigo: 'RESFRIAMENTO' },
    ]);
    expect(mensagensComCodigo({ Messagens: ['c'] })).toEqual([{ mensagem: 'c', codigo: null }]);
    expect(codigosDaRecusa(erroGeral('c', 'CARREGADA'))).toEqual(['CARREGADA']);
    expect(codigosDaRecusa({ Messagens: ['c'] })).toEqual([]);
    expect(mensagensComCodigo(null)).toEqual([]);
  });

  it('a primeira mensagem, de errors ou de Messagens, ou o texto padrão', () => {
    expect(primeiraMensagem(envelope({ lote: ['L'], geral: ['G'] }, 'INVALIDO'), 'p')).toBe('L');
    expect(primeiraMensagem({ Messagens: ['M'] }, 'p')).toBe('M');
    expect(primeiraMensagem('texto', 'p')).toBe('p');
    expect(todasMensagens({ errors: { a: ['1', '2'] } })).toEqual(['1', '2']);
  });
});
