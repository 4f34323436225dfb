import { describe, expect, it } from 'vitest';
import { msToNextMidnight } from './use-day-in';

// The time capsule's badge turns at midnight of the gift's calendar (decision 028), whatever the phone's zone.
describe('msToNextMidnight', () => {
  it('counts to the next midnight in Asia/Jakarta (UTC+7), a quarter second after it', () => {
    expect(msToNextMidnight('Asia/Jakarta', new Date('2026-11-26T16:59:58.000Z'))).toBe(2_250);
    expect(msToNextMidnight('Asia/Jakarta', new Date('2026-11-26T17:00:00.000Z'))).toBe(24 * 3_600_000 + 250);
    expect(msToNextMidnight('Asia/Jakarta', new Date('2026-11-26T05:00:00.000Z'))).toBe(12 * 3_600_000 + 250);
  });

  it('never asks for less than a second, so a clock at the boundary cannot spin', () => {
    expect(msToNextMidnight('Asia/Jakarta', new Date('2026-11-26T16:59:59.900Z'))).toBe(1_000);
  });
});
