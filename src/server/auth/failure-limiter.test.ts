import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter.js';

describe('FailureLimiter', () => {
  it('blocks after the limit and frees the key when the oldest failure leaves the window', () => {
    let now = 0;
    const limiter = new FailureLimiter(3, 1000, () => now);
    for (const at of [0, 100, 200]) {
      now = at;
      expect(limiter.retryAfterMs('a')).toBe(0);
      limiter.fail('a');
    }
    now = 300;
    expect(limiter.retryAfterMs('a')).toBe(700);
    expect(limiter.retryAfterMs('b')).toBe(0);
    now = 1001;
    expect(limiter.retryAfterMs('a')).toBe(0);
  });
});
