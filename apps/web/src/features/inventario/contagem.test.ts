import { LAYOUT_PADRAO } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { enderecoLido, proximoEndereco } from './contagem.ts';

describe('contagem do inventário', () => {
  it('o próximo endereço é o primeiro do grupo ainda não lido, na ordem das etiquetas', () => {
    expect(proximoEndereco(LAYOUT_PADRAO, [3], [])).toBe('0003AN01');
    expect(proximoEndereco(LAYOUT_PADRAO, [3], ['0003AN01'])).toBe('0003BN01');
    expect(proximoEndereco(LAYOUT_PADRAO, [3], ['0003AN01', '0003BN01'])).toBe('0003BP01');
  });

  it('passa ao grupo seguinte e termina em null', () => {
    const layout = { grupos: 30, filas: 1, colunas: 2 };
    expect(proximoEndereco(layout, [1, 2], ['0001AN01', '0001BN01', '0001BP01'])).toBe('0002AN01');
    expect(proximoEndereco(layout, [1], ['0001AN01', '0001BN01', '0001BP01'])).toBeNull();
  });

  it('uma etiqueta de endereço é endereço; um lote não', () => {
    expect(enderecoLido('0001AN09')).toBe('0001AN09');
    expect(enderecoLido(' 0001an09 ')).toBe('0001AN09');
    expect(enderecoLido('E123456')).toBeNull();
    expect(enderecoLido('L0001AN09X')).toBeNull();
  });
});
