import { describe, expect, it } from 'vitest';
import { formatBytes, formatWhen } from './operator-format';

describe('formatBytes', () => {
  it('reads bytes in the largest fitting unit', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5,0 MB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
  });
});

describe('formatWhen', () => {
  it('reads ISO and SQL times, and gives null for none', () => {
    expect(formatWhen(null)).toBeNull();
    expect(formatWhen('not a date')).toBeNull();
    expect(formatWhen('2026-11-23T10:00:00.000Z')).toMatch(/2026/);
    expect(formatWhen('2026-11-23 10:00:00')).toBe(formatWhen('2026-11-23T10:00:00Z'));
  });
});
