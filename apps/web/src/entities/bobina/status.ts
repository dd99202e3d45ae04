/**
 * How a coil status reads in Portuguese (docs/yard-rules.md#coil-status; the specification shows
 * none).
 */
const STATUS: Record<string, string> = {
  PLANEJADA: 'Planejada',
  NO_PATIO: 'No pátio',
  EM_MOVIMENTO: 'Em movimento',
  CARREGADA: 'Carregada',
  EXPEDIDA: 'Expedida',
};

export const statusLegivel = (s: string | null | undefined): string => (s ? (STATUS[s] ?? s) : '—');
