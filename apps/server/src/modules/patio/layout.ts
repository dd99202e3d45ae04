import { LAYOUT_PADRAO, type Layout } from '@patio/domain';
import { z } from 'zod';

/** PATIO_GRUPOS: groups of the main yard, 1–9999 (four digits of the address). */
export const zGrupos = z.coerce
  .number()
  .int('PATIO_GRUPOS deve ser um número inteiro')
  .min(1, 'PATIO_GRUPOS vai de 1 a 9999')
  .max(9999, 'PATIO_GRUPOS vai de 1 a 9999')
  .default(LAYOUT_PADRAO.grupos);

const doAmbiente = zGrupos.safeParse(process.env.PATIO_GRUPOS);
let atual: Layout = {
  ...LAYOUT_PADRAO,
  grupos: doAmbiente.success ? doAmbiente.data : LAYOUT_PADRAO.grupos,
};

/**
 * The main yard's layout, read from this one place by every rule check, the advisor and the
 * seeds. Rows (1–9) and columns (A–H) are fixed by the address format; only the number of
 * groups grows (PATIO_GRUPOS; the server sets it from its configuration when it starts).
 */
export const layoutDoPatio = (): Layout => atual;

export function definirGruposDoPatio(grupos: number): void {
  atual = { ...LAYOUT_PADRAO, grupos };
}
