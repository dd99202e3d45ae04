import { apoiosDe, formatEndereco, parseEndereco, prng } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { gerarPatio } from './seed-demo.ts';

describe('pátio de demonstração', () => {
  const bobinas = gerarPatio(prng(2026));
  const porEndereco = new Map(bobinas.map((b) => [b.endereco, b]));

  it('é determinístico e ocupa todos os grupos em parte', () => {
    expect(gerarPatio(prng(2026))).toEqual(bobinas);
    const grupos = new Set(bobinas.map((b) => b.endereco.slice(0, 4)));
    expect(grupos.size).toBe(30);
    expect(bobinas.length).toBeLessThan(30 * 9 * 8 * 2);
  });

  it('um endereço por bobina, lotes únicos de 10 caracteres', () => {
    expect(porEndereco.size).toBe(bobinas.length);
    expect(new Set(bobinas.map((b) => b.lote)).size).toBe(bobinas.length);
    for (const b of bobinas) expect(b.lote).toHaveLength(10);
  });

  it('cada pirâmide tem as duas bobinas de apoio, mais largas, e nunca nas colunas A/B', () => {
    const piramides = bobinas.filter((b) => b.endereco[5] === 'P');
    expect(piramides.length).toBeGreaterThan(50);
    for (const p of piramides) {
      const e = parseEndereco(p.endereco);
      expect(e?.coluna).not.toMatch(/[AB]/);
      const apoios = apoiosDe(e as NonNullable<typeof e>) ?? [];
      for (const a of apoios) {
        const apoio = porEndereco.get(formatEndereco(a));
        expect(apoio, p.endereco).toBeDefined();
        expect(p.largura).toBeLessThanOrEqual(apoio?.largura ?? 0);
      }
    }
  });
});
