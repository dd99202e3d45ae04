import { ZBobinaLinha, ZEvento } from '@patio/domain';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSerializer, ZPage } from './list.ts';

const zod = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/' } as Parameters<
    typeof serializerCompiler
  >[0]) as (data: unknown) => string;

const linha = (i: number) => ({
  // Out of the schema's order, with a column the schema does not name.
  status: 'NO_PATIO',
  id: i,
  lote: `26${String(i).padStart(8, '0')}`,
  item: 'A12345',
  endereco: '0001AN01',
  grupo: 'LQ',
  material: 'BQ',
  fluxo: i % 2 ? null : 'AA',
  laminacaoAt: '2026-01-01T08:30',
  laminacaoTurno: 2,
  isResfriada: false,
  isLege: true,
  largura: i % 3 ? 1200.5 : null,
  peso: 99,
});

describe('pageSerializer', () => {
  it('escreve os mesmos bytes que o zod: ordem do schema, colunas extras fora', () => {
    const schema = ZPage('bobinas', ZBobinaLinha);
    const data = { bobinas: [1, 2, 3, 4].map(linha), totalPages: 2, totalItems: 4 };
    const rapido = pageSerializer(schema);
    expect(rapido).not.toBeNull();
    expect(rapido?.(data)).toBe(zod(schema)(data));
    expect(JSON.parse(rapido?.(data) ?? '').bobinas[0]).not.toHaveProperty('peso');
    const eventos = ZPage('bobinas', ZEvento);
    const ev = {
      bobinas: [
        { descricao: 'x "y"\n', id: 1, tipo: 'NORMAL', emailResponsavel: null, createdAt: 'z' },
      ],
      totalPages: 1,
      totalItems: 1,
    };
    expect(pageSerializer(eventos)?.(ev)).toBe(zod(eventos)(ev));
    // Rows already in the schema's shape (written as they are), in another key order and with
    // a key the schema does not name, mixed in one page: the same bytes as zod's.
    const campos = Object.keys(ZBobinaLinha.shape);
    const emOrdem = (r: Record<string, unknown>) =>
      Object.fromEntries(campos.map((k) => [k, r[k]]));
    const [a, b, c] = [1, 2, 3].map(linha) as Record<string, unknown>[];
    const naForma = emOrdem(a ?? {});
    const invertida = Object.fromEntries(Object.entries(naForma).reverse());
    const comExtra = { ...emOrdem(b ?? {}), peso: 1 };
    const misturadas = { bobinas: [naForma, invertida, comExtra, c], totalPages: 1, totalItems: 4 };
    expect(rapido?.(misturadas)).toBe(zod(schema)(misturadas));
    expect(JSON.parse(rapido?.(misturadas) ?? '').bobinas[2]).not.toHaveProperty('peso');
  });

  it('deixa para o zod o que ele transformaria ou o que não é uma lista', () => {
    const comTransformacao = z.object({ id: z.number().transform(String) });
    expect(pageSerializer(ZPage('x', comTransformacao))).toBeNull();
    expect(pageSerializer(ZPage('x', z.object({ d: z.date() })))).toBeNull();
    expect(pageSerializer(z.object({ x: z.array(ZEvento) }))).toBeNull();
  });
});
