import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apoiosDe,
  atendeResfriamento,
  COLUNAS,
  ENDERECO_PATTERN,
  filaParaLinha,
  foraDoLayout,
  formatEndereco,
  limparEndereco,
  linhaParaFila,
  mensagemResfriamento,
  normalizarEndereco,
  parseEndereco,
} from './endereco.ts';
import { CONFIRMAR_OPERACAO, MENSAGENS_PATIO } from './patio/mensagens.ts';

describe('codec de endereço GGGG C T 0 R', () => {
  it('lê o exemplo da especificação', () => {
    expect(parseEndereco('0001AN09')).toEqual({ grupo: 1, coluna: 'A', tipo: 'N', fila: 9 });
    expect(parseEndereco(' 0030hp01 ')).toEqual({ grupo: 30, coluna: 'H', tipo: 'P', fila: 1 });
  });

  it('recusa o que não segue o padrão', () => {
    for (const bad of [
      '',
      '001AN09',
      '0001IN09',
      '0001AX09',
      '0001AN19',
      '0001AN00',
      '0001AN0',
      'AAAAAN09',
    ])
      expect(parseEndereco(bad), bad).toBeNull();
  });

  it('ida e volta para todo endereço válido', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom(...COLUNAS),
        fc.constantFrom('N' as const, 'P' as const),
        fc.integer({ min: 1, max: 9 }),
        (grupo, coluna, tipo, fila) => {
          const e = { grupo, coluna, tipo, fila };
          const s = formatEndereco(e);
          expect(s).toMatch(/^\d{4}[A-H][NP]0[1-9]$/);
          expect(parseEndereco(s)).toEqual(e);
        },
      ),
    );
  });

  it('fila do endereço e linha do mapa: dígito = 9 - índice', () => {
    expect(filaParaLinha(9)).toBe(0);
    expect(filaParaLinha(1)).toBe(8);
    for (let l = 0; l < 9; l++) expect(filaParaLinha(linhaParaFila(l))).toBe(l);
  });

  it('layout: grupo fora, e pirâmide na coluna A não existe', () => {
    expect(foraDoLayout({ grupo: 31, coluna: 'A', tipo: 'N', fila: 1 })).toBe(
      'Grupo 31 fora do pátio (1 a 30).',
    );
    expect(foraDoLayout({ grupo: 1, coluna: 'A', tipo: 'P', fila: 1 })).toBe(
      'A coluna A não tem posição de pirâmide.',
    );
    expect(foraDoLayout({ grupo: 30, coluna: 'H', tipo: 'P', fila: 9 })).toBeNull();
  });

  it('apoios de uma pirâmide: colunas c-1 e c da mesma fila', () => {
    const apoios = apoiosDe({ grupo: 3, coluna: 'C', tipo: 'P', fila: 5 })?.map(formatEndereco);
    expect(apoios).toEqual(['0003BN05', '0003CN05']);
    expect(apoiosDe({ grupo: 3, coluna: 'C', tipo: 'N', fila: 5 })).toBeNull();
  });

  it('resfriamento pelos 4 primeiros dígitos: LEGE em 31–92, NJA fora', () => {
    expect(atendeResfriamento('0031AN01', true)).toBe(true);
    expect(atendeResfriamento('0092AN01', true)).toBe(true);
    expect(atendeResfriamento('0030AN01', true)).toBe(false);
    expect(atendeResfriamento('0030AN01', false)).toBe(true);
    expect(atendeResfriamento('0093AN01', false)).toBe(true);
    expect(atendeResfriamento('0050AN01', false)).toBe(false);
    expect(mensagemResfriamento(false)).toBe(
      'O endereço escolhido não atende ao critério de resfriamento definido para a bobina NJA. Deseja confirmar esta operação?',
    );
  });
});

describe('normalizarEndereco', () => {
  it('lê o que a máscara "000 - AAA - 0" convida a digitar como o endereço que quer dizer', () => {
    for (const digitado of ['001 - AN0 - 9', '001 - ANO - 9', '1an9', '0001-AN-09', '0001AN09'])
      expect(normalizarEndereco(digitado), digitado).toBe('0001AN09');
    expect(ENDERECO_PATTERN.test(normalizarEndereco('30 - hp0 - 1'))).toBe(true);
    expect(normalizarEndereco('0001AN00')).toBe('0001AN00');
  });
});

describe('limparEndereco', () => {
  it('tira a máscara e põe em maiúsculas, sem completar o grupo', () => {
    expect(limparEndereco(' 0001 - an0 - 9 ')).toBe('0001AN09');
    expect(limparEndereco('0001.AN/09')).toBe('0001AN09');
    expect(limparEndereco('001 - AN0 - 9')).toBe('001AN09');
    expect(limparEndereco(null)).toBe('');
  });
});

describe('mensagemResfriamento', () => {
  it('é a mensagem da regra do pátio seguida da pergunta', () => {
    expect(mensagemResfriamento(true)).toBe(
      `${MENSAGENS_PATIO.resfriamento(true)}. ${CONFIRMAR_OPERACAO}`,
    );
  });
});
