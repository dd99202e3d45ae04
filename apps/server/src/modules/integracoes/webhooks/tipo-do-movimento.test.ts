import { describe, expect, it } from 'vitest';
import { tipoDoMovimento } from './tipo-do-movimento.ts';

const m = (statusDe: string | null, statusPara: string, de: string | null, para: string | null) =>
  tipoDoMovimento({ statusDe, statusPara, de, para });

describe('tipoDoMovimento', () => {
  it('a coil registered in the yard or a planned coil set down enters it', () => {
    expect(m(null, 'NO_PATIO', null, '0101AN01')).toBe('bobina.colocada');
    expect(m('PLANEJADA', 'NO_PATIO', null, '0101AN01')).toBe('bobina.colocada');
  });
  it('a correction or a crane moving it to another slot moves it', () => {
    expect(m('NO_PATIO', 'NO_PATIO', '0101AN01', '0101AN02')).toBe('bobina.movida');
    expect(m('EM_MOVIMENTO', 'NO_PATIO', '0101AN01', '0102AN01')).toBe('bobina.movida');
  });
  it('loading and shipping remove it', () => {
    expect(m('EM_MOVIMENTO', 'CARREGADA', '0101AN01', null)).toBe('bobina.removida');
    expect(m('CARREGADA', 'EXPEDIDA', null, null)).toBe('bobina.removida');
  });
  it('lifting, a data edit, a dispatch change or a reserve-list edit report nothing', () => {
    expect(m('NO_PATIO', 'EM_MOVIMENTO', '0101AN01', '0101AN01')).toBeNull();
    expect(m('NO_PATIO', 'NO_PATIO', '0101AN01', '0101AN01')).toBeNull();
    expect(m('EM_MOVIMENTO', 'NO_PATIO', '0101AN01', '0101AN01')).toBeNull();
    expect(m(null, 'PLANEJADA', null, null)).toBeNull();
    expect(m('PLANEJADA', 'PLANEJADA', null, null)).toBeNull();
  });
});
