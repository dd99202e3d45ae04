import { describe, expect, it } from 'vitest';
import { ESPERA_MAXIMA_S, espera } from './espera.ts';

describe('espera', () => {
  it('retries first within 3 s, then doubles, jittered', () => {
    expect(espera(1, 0)).toBe(2);
    expect(espera(1, 1)).toBeCloseTo(3);
    expect(espera(2, 0.5)).toBeCloseTo(5);
    expect(espera(3, 0.5)).toBeCloseTo(10);
  });
  it('never waits more than an hour', () => {
    expect(espera(12, 1)).toBe(ESPERA_MAXIMA_S);
    expect(espera(500, 0)).toBe(ESPERA_MAXIMA_S);
  });
});
