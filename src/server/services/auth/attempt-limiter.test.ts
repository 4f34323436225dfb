import { describe, expect, it } from 'vitest';
import { accountKey, clientKey } from './attempt-limiter.js';

describe('limit keys', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts client %s as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('counts an account by its email, whatever the case', () => {
    expect(accountKey(' Giver@Kado.Test ')).toBe('giver@kado.test');
  });
});
