import { describe, expect, it } from 'vitest';
import { describeFootstep, firstUnlock, formatDay, formatWhen, READINESS_SECTIONS } from './footsteps';
import { READINESS_KEYS } from '@shared/schemas/activity';
import { enReadiness } from '@/i18n/en/en-readiness';

describe("the recipient's footsteps in words", () => {
  it("writes a moment on the gift's calendar (Asia/Jakarta), whatever the browser's zone", () => {
    expect(formatWhen('2026-12-03T13:15:00.000Z')).toBe('3 Des 2026 20.15');
    // 23:30 UTC is already the next day in Jakarta.
    expect(formatWhen('2026-12-03T23:30:00.000Z', 'en-GB')).toBe('4 Dec 2026 06:30');
    expect(formatDay('2023-02-14')).toBe('14 Feb 2023');
  });

  it('finds the first right PIN in a newest-first list', () => {
    const entries = [
      { event: 'page', page: 'gallery', at: '2026-12-05T10:00:00.000Z' },
      { event: 'unlocked', at: '2026-12-05T09:00:00.000Z' },
      { event: 'unlocked', at: '2026-12-03T13:15:00.000Z' },
    ] as const;
    expect(firstUnlock(entries)?.at).toBe('2026-12-03T13:15:00.000Z');
    expect(firstUnlock([entries[0]])).toBeUndefined();
  });

  it('names each event and page', () => {
    expect(describeFootstep({ event: 'page', page: 'gallery', at: '' })).toBe('Membuka Galeri');
    expect(describeFootstep({ event: 'quiz-perfect', at: '' })).toBe('Menjawab kuis dengan sempurna');
    expect(describeFootstep({ event: 'coupon-claimed', at: '' }, enReadiness.footsteps)).toBe('Claimed the coupon');
  });

  it('links every checklist item to a section', () => {
    expect(Object.keys(READINESS_SECTIONS).sort()).toEqual([...READINESS_KEYS].sort());
  });
});
