import { describe, expect, it } from 'vitest';
import { lerDestinos } from './destinos.ts';

describe('lerDestinos', () => {
  const d = lerDestinos(' erp.planta.local, *.mes.local ,10.20.0.0/16, 127.0.0.1, fd00::/8');
  it('allows listed names, wildcard subdomains, addresses and networks', () => {
    expect(d.permite('https://erp.planta.local/hooks')).toBe(true);
    expect(d.permite('http://ERP.planta.local:8080/x')).toBe(true);
    expect(d.permite('https://l2.mes.local/x')).toBe(true);
    expect(d.permite('http://10.20.3.4/x')).toBe(true);
    expect(d.permite('http://127.0.0.1:9000/x')).toBe(true);
    expect(d.permite('http://[fd00::1]/x')).toBe(true);
  });
  it('refuses anything else, other schemes and names resolving nowhere listed', () => {
    expect(d.permite('https://evil.example.com/')).toBe(false);
    expect(d.permite('https://mes.local/')).toBe(false);
    expect(d.permite('http://10.21.0.1/')).toBe(false);
    expect(d.permite('http://127.0.0.2/')).toBe(false);
    expect(d.permite('ftp://erp.planta.local/')).toBe(false);
    expect(d.permite('http://localhost/')).toBe(false);
    expect(d.permite('não é url')).toBe(false);
  });
  it('an empty list allows nothing; a bad entry is a configuration error', () => {
    expect(lerDestinos(undefined).permite('http://127.0.0.1/')).toBe(false);
    expect(() => lerDestinos('10.0.0.0/40')).toThrow(/rede inválida/);
    expect(() => lerDestinos('http://x')).toThrow(/destino inválido/);
  });
});
