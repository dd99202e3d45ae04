/** A list page's response: its zod schema and the fast serializer that writes zod's bytes. */
import { z } from 'zod';

/** Response schema of a page of a list: `{ <rows>, totalPages, totalItems }`. */
export function ZPage<K extends string, T extends z.ZodType>(nome: K, row: T) {
  return z.object({
    [nome]: z.array(row),
    totalPages: z.number().int(),
    totalItems: z.number().int(),
  } as { [P in K]: z.ZodArray<T> } & {
    totalPages: z.ZodNumber;
    totalItems: z.ZodNumber;
  });
}

const PRIMITIVES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'null']);

/** A primitive (nullable or optional allowed) or, with `listas`, an array of primitives. */
function primitivo(t: z.core.$ZodType, listas: boolean): boolean {
  const def = t._zod.def;
  if (def.type === 'nullable' || def.type === 'optional')
    return primitivo((def as z.core.$ZodNullableDef).innerType, listas);
  if (def.type === 'array') return listas && primitivo((def as z.core.$ZodArrayDef).element, false);
  // A check that refines (a regex, int) changes nothing on the way out; a transform would.
  return PRIMITIVES.has(def.type);
}

/** Field names of a flat object (primitives and arrays of them); else null. */
function primitiveFields(row: z.core.$ZodType): string[] | null {
  if (!(row instanceof z.ZodObject)) return null;
  const shape = row.shape as Record<string, z.core.$ZodType>;
  return Object.values(shape).every((t) => primitivo(t, true)) ? Object.keys(shape) : null;
}

/**
 * The serializer of a page: an object with one array of flat rows (primitives and arrays of
 * primitives) and, beside it, primitives only (totals, `length`, the crane screen's Portuguese
 * totals) — ZPage's shape, extended or not. Each row's fields are copied in the schema's order
 * (what zod's encode yields: same keys, same order, extra keys dropped) and JSON.stringify does
 * the rest. zod's encode walks every value, a visible share of a page's server CPU
 * (docs/performance-notes.md); this writes the same bytes. The rows come from typed
 * queries, so the values already have the schema's types. Null for anything else.
 */
export function pageSerializer(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const topo = schema.shape as Record<string, z.core.$ZodType>;
  const listas = Object.entries(topo).filter(([, t]) => t._zod.def.type === 'array');
  const [lista] = listas;
  if (!lista || listas.length !== 1) return null;
  const [nome, tipo] = lista;
  const campos = primitiveFields((tipo._zod.def as z.core.$ZodArrayDef).element);
  if (!campos || !Object.values(topo).every((t) => t === tipo || primitivo(t, false))) return null;
  const chaves = Object.keys(topo);
  // A row that already has exactly the schema's keys in its order (a raw query selecting
  // those columns, like the map's 3,480 rows) is written as it is: no copy per row.
  const naForma = (r: Record<string, unknown>) => {
    let i = 0;
    for (const k in r) if (k !== campos[i++]) return false;
    return i === campos.length;
  };
  const linha = (r: Record<string, unknown>) => {
    if (naForma(r)) return r;
    const o: Record<string, unknown> = {};
    for (const c of campos) o[c] = r[c];
    return o;
  };
  return (data) => {
    const d = data as Record<string, unknown>;
    const saida: Record<string, unknown> = {};
    for (const k of chaves)
      saida[k] = k === nome ? (d[k] as Record<string, unknown>[]).map(linha) : d[k];
    return JSON.stringify(saida);
  };
}
