import { describe, expect, it } from 'vitest';
import { MILESTONE_TIME_ZONE } from './milestones.js';
import {
  countdownParts,
  formatInZone,
  fromWallTime,
  parseRevealAt,
  REVEAL_TIME_ZONE,
  revealDateInEnglish,
  revealWordsId,
} from './reveal.js';

// The timed reveal's arithmetic (decision 039): the gift's zone, ISO 8601 in and out, the countdown's parts.

describe('the timed reveal', () => {
  it('uses the gift zone of the milestones', () => {
    expect(REVEAL_TIME_ZONE).toBe(MILESTONE_TIME_ZONE);
  });

  it('reads ISO 8601 date-times with an offset, and refuses the rest', () => {
    expect(parseRevealAt('2027-02-14T00:00:00+07:00')).toBe(Date.UTC(2027, 1, 13, 17));
    expect(parseRevealAt('2027-02-13T17:00Z')).toBe(Date.UTC(2027, 1, 13, 17));
    expect(parseRevealAt('2027-02-13T12:00:00.5-05:00')).toBe(Date.UTC(2027, 1, 13, 17, 0, 0, 500));
    for (const bad of [
      '2027-02-14',
      '2027-02-14T00:00:00',
      '2027-02-30T00:00Z',
      '2027-13-01T00:00Z',
      '2027-02-14T24:00Z',
      'x',
      '1999-12-31T00:00Z',
    ]) {
      expect(parseRevealAt(bad), bad).toBeUndefined();
    }
  });

  it('writes a moment with the +07:00 offset, and turns the wall of WIB into it', () => {
    expect(formatInZone(Date.UTC(2027, 1, 13, 17))).toBe('2027-02-14T00:00:00+07:00');
    expect(fromWallTime('2027-02-14', '00:00')).toBe('2027-02-14T00:00:00+07:00');
    expect(fromWallTime('2027-02-30', '00:00')).toBeUndefined();
    expect(revealWordsId(Date.UTC(2027, 1, 13, 17, 5))).toEqual(['14 Februari 2027', '00.05']);
    expect(revealDateInEnglish('14 Februari 2027')).toBe('14 February 2027');
  });

  it('splits what is left into days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
