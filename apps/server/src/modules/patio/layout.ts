import { LAYOUT_PADRAO, type Layout } from '@patio/domain';

/**
 * The main yard's layout, read from this one place by every rule check. Rows (1–9) and
 * columns (A–H) are fixed by the address format; only the number of groups may grow.
 */
export const LAYOUT_DO_PATIO: Layout = LAYOUT_PADRAO;
