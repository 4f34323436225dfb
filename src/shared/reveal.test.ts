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
  zoneOffsetMinutes,
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

describe('the timed reveal at its edges', () => {
  it('takes the last minute, second and offset of their range, and refuses one past it', () => {
    expect(parseRevealAt('2027-02-14T23:59:59Z')).toBe(Date.UTC(2027, 1, 14, 23, 59, 59));
    expect(parseRevealAt('2027-02-14T00:00:00+14:00')).toBe(Date.UTC(2027, 1, 13, 10));
    expect(parseRevealAt('2027-02-14T00:00:00-14:59')).toBe(Date.UTC(2027, 1, 14, 14, 59));
    expect(parseRevealAt('2000-01-01T00:00Z')).toBe(Date.UTC(2000, 0, 1));
    expect(parseRevealAt('2028-02-29T00:00Z')).toBe(Date.UTC(2028, 1, 29));
    for (const bad of [
      '2027-02-14T23:60Z',
      '2027-02-14T23:00:60Z',
      '2027-02-14T00:00+15:00',
      '2027-02-14T00:00+07:60',
      '2027-02-29T00:00Z',
      '2027-04-31T00:00Z',
      '2027-00-10T00:00Z',
      '2027-02-00T00:00Z',
      '2027-02-14T00:00+0700',
      ' 2027-02-14T00:00Z',
      '2027-02-14T00:00Z ',
    ]) {
      expect(parseRevealAt(bad), bad).toBeUndefined();
    }
  });

  it('reads a fraction of a second as milliseconds, and an offset west of UTC or in half hours', () => {
    expect(parseRevealAt('2027-02-13T17:00:00.05Z')).toBe(Date.UTC(2027, 1, 13, 17, 0, 0, 50));
    expect(parseRevealAt('2027-02-13T17:00:00.123Z')).toBe(Date.UTC(2027, 1, 13, 17, 0, 0, 123));
    expect(parseRevealAt('2027-02-13T17:00:09Z')).toBe(Date.UTC(2027, 1, 13, 17, 0, 9));
    expect(parseRevealAt('2027-02-14T00:00+05:30')).toBe(Date.UTC(2027, 1, 13, 18, 30));
    expect(parseRevealAt('2027-02-13T14:30-03:30')).toBe(Date.UTC(2027, 1, 13, 18));
  });

  it('writes the seconds and a zone’s offset west of UTC, or in half hours', () => {
    expect(formatInZone(Date.UTC(2027, 1, 13, 17, 5, 9))).toBe('2027-02-14T00:05:09+07:00');
    expect(formatInZone(Date.UTC(2027, 1, 13, 17, 5, 9, 999))).toBe('2027-02-14T00:05:09+07:00');
    expect(formatInZone(Date.UTC(2027, 0, 15, 12), 'America/New_York')).toBe('2027-01-15T07:00:00-05:00');
    expect(formatInZone(Date.UTC(2027, 0, 15, 12), 'Asia/Kolkata')).toBe('2027-01-15T17:30:00+05:30');
    expect(formatInZone(Date.UTC(2027, 0, 15, 12), 'America/St_Johns')).toBe('2027-01-15T08:30:00-03:30');
    expect(formatInZone(Date.UTC(999, 0, 15, 12), 'UTC')).toBe('0999-01-15T12:00:00+00:00');
    expect(zoneOffsetMinutes(Date.UTC(2027, 0, 15, 12))).toBe(420);
    expect(zoneOffsetMinutes(Date.UTC(2027, 0, 15, 12), 'America/St_Johns')).toBe(-210);
  });

  it('turns a wall time into its moment in a zone whose offset changes (summer time)', () => {
    expect(fromWallTime('2027-03-13', '12:00', 'America/New_York')).toBe('2027-03-13T12:00:00-05:00');
    expect(fromWallTime('2027-03-14', '12:00', 'America/New_York')).toBe('2027-03-14T12:00:00-04:00');
    expect(fromWallTime('2027-02-14', '23:59')).toBe('2027-02-14T23:59:00+07:00');
    expect(fromWallTime('2027-02-14', '24:00')).toBeUndefined();
  });

  it('writes the moment’s words for each month, and each in English', () => {
    expect(revealWordsId(Date.UTC(2027, 11, 31, 6, 45))).toEqual(['31 Desember 2027', '13.45']);
    expect(revealWordsId(Date.UTC(2027, 0, 1, 2, 3))).toEqual(['1 Januari 2027', '09.03']);
    expect(revealDateInEnglish('1 Mei 2027')).toBe('1 May 2027');
    expect(revealDateInEnglish('17 Agustus 2027')).toBe('17 August 2027');
    expect(revealDateInEnglish('31 Desember 2027')).toBe('31 December 2027');
    expect(revealDateInEnglish('1 Januari 2027')).toBe('1 January 2027');
  });

  it('counts a part of a second still to come as a whole second, and carries whole days and hours', () => {
    expect(countdownParts(1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(86_399_000)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(3_600_000)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
  });
});
