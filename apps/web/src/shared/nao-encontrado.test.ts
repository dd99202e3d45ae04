import { describe, expect, it } from 'vitest';
import { ApiError } from './http.ts';
import { idInvalido, registroNaoEncontrado } from './nao-encontrado.ts';

describe('registro não encontrado', () => {
  it('um id que não é inteiro positivo não nomeia registro algum', () => {
    for (const id of ['abc', '0', '-1', '1.5', '']) expect(idInvalido(id)).toBe(true);
    expect(idInvalido('42')).toBe(false);
    // Sem id é a tela de cadastro, não um registro ausente.
    expect(idInvalido(undefined)).toBe(false);
  });

  it('o servidor dizendo 404 é não encontrado; outro erro não', () => {
    expect(registroNaoEncontrado('999999', new ApiError(404, {}))).toBe(true);
    expect(registroNaoEncontrado('999999', new ApiError(500, {}))).toBe(false);
    expect(registroNaoEncontrado('999999', null)).toBe(false);
  });
});
