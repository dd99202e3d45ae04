import { LAYOUT_PADRAO, type Layout } from '@patio/domain';

/**
 * The main yard's layout for a number of groups. Rows (1–9) and columns (A–H) are fixed by the
 * address format; only the number of groups grows (PATIO_GRUPOS). The app builds it once from
 * its configuration and hands it to every rule check, the advisor, the map and the seeds
 * (`app.layout`).
 */
export const layoutComGrupos = (grupos: number): Layout => ({ ...LAYOUT_PADRAO, grupos });
