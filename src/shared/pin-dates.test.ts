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

describe('the PIN as a day, at its edges', () => {
  it('reads a PIN typed with dashes, and this year’s two digits as this century', () => {
    expect(dayOfPin('14-02-23', '2026-06-01')).toBe('2023-02-14');
    expect(dayOfPin('140226', '2026-06-01')).toBe('2026-02-14');
    expect(dayOfPin('140227', '2026-06-01')).toBe('1927-02-14');
    expect(dayOfPin('010100', '2026-06-01')).toBe('2000-01-01');
    for (const bad of ['14022', '1402230', 'ab0223', ' 140223']) expect(dayOfPin(bad, '2026-06-01'), bad).toBeUndefined();
  });

  it('writes a day as its PIN up to 2099 only, and nothing for what is no day', () => {
    expect(pinOfDay('2000-01-01')).toBe('010100');
    expect(pinOfDay('1999-12-31')).toBe('');
    expect(pinOfDay('2099-12-31')).toBe('311299');
    expect(pinOfDay('2100-01-01')).toBe('');
    expect(pinOfDay('2024-06-15', 2024)).toBe('150624');
    expect(pinOfDay('2023-06-15', 2024)).toBe('');
    for (const bad of ['20230214', '2023-2-14', 'x2023-02-14', '2023-02-14x', '']) expect(pinOfDay(bad), bad).toBe('');
    expect(isFutureDay('2026-05-31', '2026-06-01')).toBe(false);
  });
});
