import { ZBobinaLinha, ZEvento } from '@patio/domain';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSerializer, ZPage } from './page-schema.ts';

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

  it('página estendida (length, totais em português) e linhas com listas de textos: os bytes do zod', () => {
    const linhaComListas = z.object({
      id: z.number().int(),
      libera: z.array(z.string()),
      motivo: z.string().nullable(),
      tags: z.array(z.enum(['A', 'B'])).optional(),
    });
    const schema = ZPage('instrucoes', linhaComListas).extend({
      totalPaginas: z.number().int(),
      length: z.number().int(),
    });
    const data = {
      length: 3,
      instrucoes: [
        { motivo: null, libera: ['26000001', 'x"y'], id: 1, sobra: true },
        { id: 2, libera: [], motivo: 'ok', tags: ['B', 'A'] },
        { libera: ['z'], id: 3, motivo: '\n' },
      ],
      totalItems: 3,
      totalPaginas: 1,
      totalPages: 1,
    };
    const rapido = pageSerializer(schema);
    expect(rapido).not.toBeNull();
    expect(rapido?.(data)).toBe(zod(schema)(data));
    const soLista = z.object({ x: z.array(ZEvento) });
    const ev = {
      x: [{ id: 1, createdAt: 'z', tipo: 'NORMAL', emailResponsavel: null, descricao: 'd' }],
    };
    expect(pageSerializer(soLista)?.(ev)).toBe(zod(soLista)(ev));
  });

  it('deixa para o zod o que ele transformaria ou o que não é uma lista de linhas planas', () => {
    const comTransformacao = z.object({ id: z.number().transform(String) });
    expect(pageSerializer(ZPage('x', comTransformacao))).toBeNull();
    expect(pageSerializer(ZPage('x', z.object({ d: z.date() })))).toBeNull();
    expect(pageSerializer(ZPage('x', z.object({ o: z.object({ a: z.string() }) })))).toBeNull();
    expect(pageSerializer(ZPage('x', z.object({ m: z.array(z.array(z.string())) })))).toBeNull();
    expect(pageSerializer(z.object({ a: z.array(ZEvento), b: z.array(ZEvento) }))).toBeNull();
    expect(pageSerializer(ZPage('x', ZEvento).extend({ extra: z.object({}) }))).toBeNull();
    expect(pageSerializer(z.object({ data: ZEvento }))).toBeNull();
  });
});
