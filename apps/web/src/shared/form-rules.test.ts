import {
  normalizarEndereco,
  ZAlterarSenha,
  ZLogin,
  ZRedefinirSenha,
  zEndereco,
  zPeso,
} from '@patio/domain';
import type { FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { serverFieldErrors, zodFieldRule, zodRule, zodRuleSeAlterado } from './form-rules.ts';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

/** Runs an antd rule the way Form would, with `values` as the rest of the form. */
async function check(
  rule: FormRule,
  value: unknown,
  values: object = {},
  tocados: string[] = [],
): Promise<string> {
  const form = { getFieldsValue: () => values, isFieldTouched: (n: string) => tocados.includes(n) };
  const resolved = typeof rule === 'function' ? rule(form as never) : rule;
  try {
    await (resolved.validator as Validator)({}, value);
    return 'ok';
  } catch (err) {
    return (err as Error).message;
  }
}

describe('zodRule', () => {
  it('reports the schema message, "Campo obrigatório" when empty', async () => {
    expect(await check(zodRule(ZLogin.shape.login), undefined)).toBe('Campo obrigatório');
    expect(await check(zodRule(ZLogin.shape.login), '   ')).toBe('Campo obrigatório');
    expect(await check(zodRule(ZLogin.shape.login), 'admin')).toBe('ok');
  });
});

describe('zodRuleSeAlterado', () => {
  it('deixa passar o valor gravado antes da regra; confere o que o usuário muda', async () => {
    const regra = zodRuleSeAlterado(zPeso, 'peso');
    expect(await check(regra, 99_999)).toBe('ok');
    expect(await check(regra, 99_999, {}, ['peso'])).toBe('O peso deve estar entre 0,1 e 50 t');
    expect(await check(regra, 25, {}, ['peso'])).toBe('ok');
  });
});

describe('zodFieldRule', () => {
  const confirmar = zodFieldRule(ZAlterarSenha, 'confirmarSenha');
  const nova = zodFieldRule(ZAlterarSenha, 'novaSenha');

  it('applies the cross-field refinements even while other fields are empty', async () => {
    expect(await check(confirmar, 'outra', { novaSenha: 'segredo123' })).toBe(
      'As senhas não conferem',
    );
    expect(await check(confirmar, 'segredo123', { novaSenha: 'segredo123' })).toBe('ok');
  });

  it('puts the field’s own message first', async () => {
    expect(await check(nova, 'curta', { senha: 'a' })).toBe('Mínimo de 8 caracteres');
    expect(await check(nova, 'segredo123', { senha: 'segredo123' })).toBe(
      'A nova senha não pode ser igual a senha atual',
    );
    expect(await check(confirmar, undefined)).toBe('Campo obrigatório');
  });

  it('takes values that are not form fields from `extra`', async () => {
    const rule = zodFieldRule(ZRedefinirSenha, 'confirmarSenha', { token: 'abc' });
    expect(await check(rule, 'segredo123', { senha: 'segredo123' })).toBe('ok');
    expect(await check(rule, 'x', { senha: 'segredo123' })).toBe('As senhas não conferem');
  });
});

describe('serverFieldErrors', () => {
  it('maps the envelope to the known fields only', () => {
    const body = { errors: { senha: ['Senha atual incorreta'], geral: ['x'] }, Messagens: [] };
    expect(serverFieldErrors(body, ['senha', 'novaSenha'])).toEqual([
      { name: 'senha', errors: ['Senha atual incorreta'] },
    ]);
    expect(serverFieldErrors(null, ['senha'])).toEqual([]);
  });
});

describe('zodRule com preparo', () => {
  it('valida o valor lido (o endereço que a máscara convida a digitar), não o digitado', async () => {
    const regra = zodRule(zEndereco, normalizarEndereco) as {
      validator: (r: unknown, v: unknown) => Promise<void>;
    };
    await expect(regra.validator({}, '001 - AN0 - 9')).resolves.toBeUndefined();
    await expect(regra.validator({}, '001 - ZZ0 - 9')).rejects.toThrow('Formato inválido');
    const semPreparo = zodRule(zEndereco) as typeof regra;
    await expect(semPreparo.validator({}, '001 - AN0 - 9')).rejects.toThrow('Formato inválido');
  });
});
