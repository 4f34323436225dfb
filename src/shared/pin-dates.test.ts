import { describe, expect, it } from 'vitest';
import { dayOfPin, isFutureDay, pinOfDay } from './pin-dates.js';

describe('the PIN as a day', () => {
  it('reads a PIN as its day, a year after this one’s being of the last century (a birth date)', () => {
    expect(dayOfPin('140223', '2026-06-01')).toBe('2023-02-14');
    expect(dayOfPin('150398', '2026-06-01')).toBe('1998-03-15');
    expect(dayOfPin('310223', '2026-06-01')).toBeUndefined();
  });

  it('writes a day as its PIN from a year on, and knows a day still to come', () => {
    expect(pinOfDay('2023-02-14')).toBe('140223');
    expect(pinOfDay('1998-03-15')).toBe('');
    expect(pinOfDay('1998-03-15', 1900)).toBe('150398');
    expect(pinOfDay('2023-02-30')).toBe('');
    expect(isFutureDay('2026-06-02', '2026-06-01')).toBe(true);
    expect(isFutureDay('2026-06-01', '2026-06-01')).toBe(false);
  });
});
