import { expect, test } from 'vitest';
import { isLoopbackHost } from './loopback-host.js';

// A share link whose host is the giver's own machine cannot open on the partner's phone (docs/product.md §10,
// §19): the share panel warns and the readiness list says so. Each kind of loopback name, and the near misses.

test.each([
  'localhost',
  'LocalHost',
  'localhost.',
  'kado.localhost',
  'a.b.localhost.',
  '127.0.0.1',
  '127.255.255.254',
  '0.0.0.0',
  '::1',
  '[::1]',
  '::',
  '[::]',
  '0:0:0:0:0:0:0:1',
  '0000:0000:0000:0000:0000:0000:0000:0001',
  '::ffff:127.0.0.1',
  '[::FFFF:127.0.0.1]',
])('%s is this machine', (host) => {
  expect(isLoopbackHost(host)).toBe(true);
});

test.each([
  'kado.example.com',
  'localhost.example.com',
  'mylocalhost',
  'localhost.com.',
  '192.168.1.20',
  '10.0.0.1',
  '128.0.0.1',
  '1.127.0.0',
  '0.0.0.1',
  '127.0.0',
  '127.0.0.1.nip.io',
  '1270.0.0.1',
  '2001:db8::1',
  '::2',
  '1::1',
  '0:0:0:0:0:0:1:1',
  '0:0:0:0:0:0:0:10',
  '::ffff:192.168.1.1',
  '::ffff:1270.0.0.1',
  'x::ffff:127.0.0.1',
  '',
])('%s is another machine', (host) => {
  expect(isLoopbackHost(host)).toBe(false);
});
