import { describe, expect, it } from 'vitest';
import { formatBytes, uploadProgress } from './upload-progress';

describe('formatBytes', () => {
  it('picks a readable unit', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(500 * 1024 * 1024)).toBe('500 MB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
});

describe('uploadProgress', () => {
  it('reports a whole percent and the bytes still to send', () => {
    expect(uploadProgress(0.25, 1000)).toEqual({ percent: 25, remaining: 750 });
    expect(uploadProgress(0, 1000)).toEqual({ percent: 0, remaining: 1000 });
  });

  it('says 100 % only when everything is sent', () => {
    expect(uploadProgress(0.999, 1000).percent).toBe(99);
    expect(uploadProgress(1, 1000)).toEqual({ percent: 100, remaining: 0 });
  });

  it('keeps odd fractions in range', () => {
    expect(uploadProgress(-1, 10)).toEqual({ percent: 0, remaining: 10 });
    expect(uploadProgress(2, 10)).toEqual({ percent: 100, remaining: 0 });
    expect(uploadProgress(Number.NaN, 10)).toEqual({ percent: 0, remaining: 10 });
  });
});
