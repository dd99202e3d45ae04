import { describe, expect, it } from 'vitest';
import { etagDaVersao, isConflitoDeVersao, MSG_VERSAO, versoesDoIfMatch } from './versao.ts';

describe('versões de edição', () => {
  it('a ETag é a versão entre aspas, e o If-Match a devolve', () => {
    expect(etagDaVersao(3)).toBe('"3"');
    expect(versoesDoIfMatch('"3"')).toEqual([3]);
    expect(versoesDoIfMatch(' "3", W/"4" ')).toEqual([3, 4]);
  });

  it('sem If-Match ou com * não há verificação; ilegível é null', () => {
    expect(versoesDoIfMatch(undefined)).toBeUndefined();
    expect(versoesDoIfMatch('')).toBeUndefined();
    expect(versoesDoIfMatch('*')).toBeUndefined();
    for (const ruim of ['3', '"abc"', '"3"x', '"-1"', '"1234567890"']) {
      expect(versoesDoIfMatch(ruim), ruim).toBeNull();
    }
  });

  it('reconhece a recusa de versão pelo campo versao do envelope', () => {
    const msg = MSG_VERSAO.despacho;
    expect(isConflitoDeVersao({ errors: { versao: [msg] }, Messagens: [msg] })).toBe(true);
    expect(isConflitoDeVersao({ errors: { geral: ['Endereço ocupado'] } })).toBe(false);
    expect(isConflitoDeVersao(null)).toBe(false);
  });
});
