import { describe, expect, it } from 'vitest';
import { statusLegivel } from './status.ts';

describe('status da bobina em português', () => {
  it('cada status conhecido com o seu nome; um desconhecido como veio; nenhum como travessão', () => {
    expect(statusLegivel('NO_PATIO')).toBe('No pátio');
    expect(statusLegivel('EM_MOVIMENTO')).toBe('Em movimento');
    expect(statusLegivel('OUTRO')).toBe('OUTRO');
    expect(statusLegivel(null)).toBe('—');
    expect(statusLegivel('')).toBe('—');
  });
});
