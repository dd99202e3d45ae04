import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assinar } from './assinatura.ts';

describe('assinar', () => {
  it('is the hex HMAC-SHA256 of "<t>.<body>" keyed with the secret text', () => {
    const h = assinar('whsec_abc', '{"a":1}', 1700000000);
    const esperado = createHmac('sha256', 'whsec_abc').update('1700000000.{"a":1}').digest('hex');
    expect(h).toBe(`t=1700000000,v1=${esperado}`);
    expect(assinar('whsec_abd', '{"a":1}', 1700000000)).not.toBe(h);
  });
});

describe('assinar com dois segredos (troca de segredo)', () => {
  it('carrega um v1 por segredo, o novo primeiro', () => {
    const v = (s: string) => createHmac('sha256', s).update('7.x').digest('hex');
    expect(assinar(['novo', 'velho'], 'x', 7)).toBe(`t=7,v1=${v('novo')},v1=${v('velho')}`);
    expect(assinar(['so'], 'x', 7)).toBe(assinar('so', 'x', 7));
  });
});
