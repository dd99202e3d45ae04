/**
 * The cranes' names and codes, apart from the zod schemas: the web's crane and instruction
 * screens read them without pulling zod into their chunks (docs/benchmarks.md, bundle budget).
 */
import { PONTES } from './opcoes.ts';

/** docs/product/operations.md#constants: a crane runs at most two instructions. */
export const MAX_OPERACOES_POR_PONTE = 2;

export type Ponte = (typeof PONTES)[number];

/** The crane code used in paths and payloads: the name without '#' (PR#493 → PR493). */
export const codigoDaPonte = (ponte: string): string => ponte.replaceAll('#', '');

/** The crane named by a code or a name ('pr493', 'PR#493'), or null when there is none. */
export function ponteDoCodigo(texto: string): Ponte | null {
  const codigo = codigoDaPonte(texto.trim().toUpperCase());
  return PONTES.find((p) => codigoDaPonte(p) === codigo) ?? null;
}
