import { describe, expect, it } from 'vitest';
import { daysUntilOpen, formatMomentDate, nextFlipped } from './story-logic';
import { enLoveMoment } from '@/i18n/en/en-love-moment';

describe('nextFlipped', () => {
  it('flips the clicked card when none is flipped', () => {
    expect(nextFlipped(null, 3)).toBe(3);
  });

  it('flips only the clicked card when another was flipped', () => {
    expect(nextFlipped(3, 7)).toBe(7);
  });

  it('un-flips the flipped card when it is clicked again', () => {
    expect(nextFlipped(7, 7)).toBeNull();
  });
});

describe('formatMomentDate', () => {
  it('shows a stored date in Indonesian, whatever the time zone', () => {
    expect(formatMomentDate('2021-11-14')).toBe('14 November 2021');
    expect(formatMomentDate('2024-02-29')).toBe('29 Februari 2024');
    expect(formatMomentDate('2000-01-01')).toBe('1 Januari 2000');
  });

  it("shows it with English month names on an English gift's page", () => {
    expect(formatMomentDate('2024-02-29', enLoveMoment.story.months)).toBe('29 February 2024');
    expect(formatMomentDate('2000-01-01', enLoveMoment.story.months)).toBe('1 January 2000');
    expect(formatMomentDate('2021-02-30', enLoveMoment.story.months)).toBe('2021-02-30');
  });

  it('leaves anything that is not a real YYYY-MM-DD date as it came', () => {
    expect(formatMomentDate('2021-02-30')).toBe('2021-02-30');
    expect(formatMomentDate('14-11-2021')).toBe('14-11-2021');
    expect(formatMomentDate('')).toBe('');
  });
});

describe('daysUntilOpen (decision 028)', () => {
  it("counts whole days in Jakarta's calendar until a capsule opens", () => {
    // 23:30 UTC on 23 November is already 24 November in Jakarta (UTC+7).
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(daysUntilOpen('2026-11-25', lateEvening)).toBe(1);
    expect(daysUntilOpen('2026-12-24', lateEvening)).toBe(30);
    expect(daysUntilOpen('2026-11-25', new Date('2026-11-23T12:00:00Z'))).toBe(2);
  });
});
