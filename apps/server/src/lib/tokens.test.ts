import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.ts';

const SEGREDO = 'segredo-de-teste-com-mais-de-32-caracteres!';
const claims = { sub: 7, login: 'operador', ver: 3, jti: 'sessao-1' };

describe('tokens de sessão', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('um token já verificado continua valendo até expirar, e não depois', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    const tokens = createTokenService(SEGREDO, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-23T08:00:59Z'));
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(new Date('2026-11-23T08:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('um token verificado não abre a porta a cópias alteradas nem a outra chave', async () => {
    const tokens = createTokenService(SEGREDO, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    const [h, p, s] = token.split('.') as [string, string, string];
    const outro = Buffer.from(JSON.stringify({ ...claims, sub: '1', login: 'admin' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${h}.${outro}.${s}`)).toBeNull();
    expect(await tokens.verify(`${h}.${p}.${s.slice(0, -2)}AA`)).toBeNull();
    expect(await createTokenService(`${SEGREDO}x`, 60).verify(token)).toBeNull();
  });
});
