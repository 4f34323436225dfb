import { describe, expect, it } from 'vitest';
import { shownDuration, voiceClock } from './voice-note-player';

// What the voice note player shows as its length (decision 029's addendum): the server's reading of the file when
// there is one; a recorded WebM tells the element Infinity, or a guess that can be a second short.

describe('shownDuration', () => {
  it('shows the stored length while the element knows none (not loaded: NaN; a MediaRecorder WebM: Infinity)', () => {
    expect(shownDuration(Number.NaN, 2480)).toBe(2.48);
    expect(shownDuration(Number.POSITIVE_INFINITY, 2480)).toBe(2.48);
    expect(voiceClock(shownDuration(Number.POSITIVE_INFINITY, 2480))).toBe('0:02');
  });

  it("keeps the stored length over the element's guess; the element's own only when none is stored", () => {
    expect(shownDuration(1.4, 2480)).toBe(2.48);
    expect(shownDuration(2.51, null)).toBe(2.51);
  });

  it('reads 0 when neither knows', () => {
    expect(shownDuration(Number.NaN, null)).toBe(0);
    expect(shownDuration(Number.POSITIVE_INFINITY, undefined)).toBe(0);
    expect(voiceClock(0)).toBe('0:00');
  });
});

describe('voiceClock', () => {
  it('m:ss, rounding down', () => {
    expect(voiceClock(65.9)).toBe('1:05');
    expect(voiceClock(600)).toBe('10:00');
    expect(voiceClock(Number.NaN)).toBe('0:00');
  });
});
