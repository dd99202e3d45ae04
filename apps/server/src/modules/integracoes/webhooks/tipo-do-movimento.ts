import type { TTipoEventoWebhook } from '@patio/domain';

/** What a movement of the coil history changed, as the webhooks need to know. */
export interface MudancaDeLugar {
  de: string | null;
  para: string | null;
  statusDe: string | null;
  statusPara: string;
}

/** A lifted coil keeps its slot (EM_MOVIMENTO): it is still in the main yard. */
const noPatio = (status: string | null) => status === 'NO_PATIO' || status === 'EM_MOVIMENTO';

/**
 * The coil event a movement is, if any: it enters the main yard (registered there, or a planned
 * coil set down), its slot changes (correction, relocation, instruction), or it leaves (loaded,
 * then shipped). Lifting a coil, a data edit, joining or leaving a dispatch change no slot.
 */
export function tipoDoMovimento(m: MudancaDeLugar): TTipoEventoWebhook | null {
  if (!noPatio(m.statusDe) && m.statusPara === 'NO_PATIO') return 'bobina.colocada';
  if (noPatio(m.statusDe) && !noPatio(m.statusPara)) return 'bobina.removida';
  if (m.statusDe === 'CARREGADA' && m.statusPara === 'EXPEDIDA') return 'bobina.removida';
  if (noPatio(m.statusDe) && m.statusPara === 'NO_PATIO' && m.de !== m.para) return 'bobina.movida';
  return null;
}
