/**
 * Free places of the shared yard, found per attempt. Every spec file runs against one server,
 * and a retried test meets the coils its first attempt left behind: a test that needs
 * addresses asks for a row nobody uses instead of naming one.
 */
import { chamar } from './api.ts';
import { COLUNAS, endereco, GRUPOS, ocupados } from './mapa.ts';

export type Coluna = (typeof COLUNAS)[number];

/** One row of one group: its 8 ground slots and the 7 pyramid slots above them, all free. */
export interface Fila {
  grupo: number;
  fila: number;
  /** The ground slot of column `c` ("0007CN04"). */
  n(c: Coluna): string;
  /** The pyramid slot of column `c` (B–H), resting on columns c-1 and c. */
  p(c: Coluna): string;
}

/** Rows handed out by this worker: two calls in one run never get the same row. */
const entregues = new Set<string>();

async function destinosAbertos(token: string): Promise<Set<string>> {
  const { instrucoes } = await chamar<{ instrucoes: { destino: string | null }[] }>(
    'GET',
    'instrucoes',
    token,
  );
  return new Set(instrucoes.flatMap((i) => i.destino ?? []));
}

/**
 * A row with no coil and no open instruction heading to it, from group 1 up (`gruposLivres`
 * takes whole groups from the top down, so the two meet only in a crowded yard).
 */
export async function filaLivre(token: string): Promise<Fila> {
  const [usados, destinos] = await Promise.all([ocupados(token), destinosAbertos(token)]);
  const tomado = (e: string) => usados.has(e) || destinos.has(e);
  for (let grupo = 1; grupo <= GRUPOS; grupo++)
    for (let fila = 1; fila <= 9; fila++) {
      const chave = `${grupo}:${fila}`;
      if (entregues.has(chave)) continue;
      const livre = COLUNAS.every(
        (c) => !tomado(endereco(grupo, c, fila)) && !tomado(endereco(grupo, c, fila, 'P')),
      );
      if (!livre) continue;
      entregues.add(chave);
      return {
        grupo,
        fila,
        n: (c) => endereco(grupo, c, fila),
        p: (c) => endereco(grupo, c, fila, 'P'),
      };
    }
  throw new Error('nenhuma fila livre no pátio');
}
