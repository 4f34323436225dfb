import { expect, test } from 'vitest';
import { isOccasionKey, OCCASION_KEYS, pinIsCounterStart } from './types.js';

// What the PIN's date stands for (docs/product.md §27): the day the counter counts from, except on a birthday gift,
// where it is the recipient's birth date and the counter's start is asked for apart.

test('the PIN’s date is the counter’s start on every occasion but a birthday, and on a gift with none yet', () => {
  for (const key of OCCASION_KEYS) expect(pinIsCounterStart(key), key).toBe(key !== 'birthday');
  expect(pinIsCounterStart(null)).toBe(true);
  expect(pinIsCounterStart(undefined)).toBe(true);
});

test('an occasion is one of the keys, nothing else', () => {
  for (const key of OCCASION_KEYS) expect(isOccasionKey(key)).toBe(true);
  for (const value of ['Birthday', 'wedding', '', null, 3]) expect(isOccasionKey(value), String(value)).toBe(false);
});
