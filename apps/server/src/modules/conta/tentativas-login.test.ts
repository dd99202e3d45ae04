import { describe, expect, it } from 'vitest';
import { origemDaTentativa } from './tentativas-login.ts';

describe('origem de uma tentativa de login', () => {
  it('IPv6 conta pela sua /64, escrito de qualquer forma', () => {
    const rede = '2001:db8:a:b::/64';
    for (const ip of [
      '2001:db8:a:b::1',
      '2001:0db8:000a:000b:ffff:ffff:ffff:ffff',
      '2001:db8:a:b:1:2:3:4',
      '2001:db8:a:b::1.2.3.4',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:a:b::9'),
    ])
      expect(origemDaTentativa(ip), ip).toBe(rede);
    expect(origemDaTentativa('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(origemDaTentativa('::1')).toBe('0:0:0:0::/64');
  });

  it('IPv4, também escrito como IPv6, conta por si', () => {
    expect(origemDaTentativa('10.1.2.3')).toBe('10.1.2.3');
    expect(origemDaTentativa('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(origemDaTentativa(undefined)).toBe('desconhecida');
  });
});
