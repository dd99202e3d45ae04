import { MSG } from '@patio/domain';
import { describe, expect, it } from 'vitest';
import { OBRIGATORIO, VALIDATE_MESSAGES } from './validate-messages.ts';

describe('VALIDATE_MESSAGES', () => {
  it('says exactly what the domain messages say', () => {
    expect(OBRIGATORIO).toBe(MSG.obrigatorio);
    expect(VALIDATE_MESSAGES.pattern.mismatch).toBe(MSG.formato);
    // antd replaces the `${max}` / `${min}` placeholders with the rule's number.
    expect(VALIDATE_MESSAGES.string.max.replace(/\$\{max\}/, '100')).toBe(MSG.max(100));
    expect(VALIDATE_MESSAGES.string.min.replace(/\$\{min\}/, '8')).toBe(MSG.min(8));
  });
});
