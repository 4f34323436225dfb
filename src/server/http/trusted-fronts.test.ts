import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../lib/config.js';
import { createTestApp, EDITOR, PIN, type TestApp } from '../test-support/test-app.js';
import { DISTINCT_CLIENTS, UntrustedFrontWatch, WINDOW_MS, untrustedFrontMessage } from './trusted-fronts.js';

// Whose X-Forwarded-For names the client (TRUST_PROXY, decision 050), over app.inject with the socket's address
// given: a trusted front's clients are counted each on their own, anyone else is its connection's address
// whatever header it sends. The same through a real Caddy: behind-caddy.test.ts.

const WRONG_PIN = '111111';
// The spoofing clients below set off the untrusted front's warning (a console.warn): kept out of the output.
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());
const FRONT = '127.0.0.1';

/** Builds a test app before the describe's tests and closes it after. */
function appWith(overrides: Partial<AppConfig>): () => TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(overrides);
  });
  afterAll(async () => built?.close());
  return () => built!;
}

const pin = (t: TestApp, pinValue: string, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/date-input/verify',
    payload: { pin: pinValue },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

const login = (t: TestApp, password: string, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { ...EDITOR, password },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY unset: X-Forwarded-For changes nothing', () => {
  const t = appWith({});

  it("a client's own X-Forwarded-For does not make it ten clients: its 11th PIN is refused", async () => {
    for (let i = 1; i <= 10; i++) expect((await pin(t(), WRONG_PIN, '203.0.113.7', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await pin(t(), PIN, '203.0.113.7', '198.51.100.11')).statusCode).toBe(429);
    // Another address is another client.
    expect((await pin(t(), PIN, '203.0.113.8', '198.51.100.1')).statusCode).toBe(200);
  });

  it('the share link is built from the Host header and the connection, never from X-Forwarded-Host or -Proto', async () => {
    const share = await t().app.inject({
      method: 'GET',
      url: '/api/share',
      remoteAddress: FRONT,
      headers: {
        authorization: `Bearer ${await t().editorToken()}`,
        host: 'kita.localhost:3000',
        'x-forwarded-host': 'elsewhere.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(share.json().data.url).toMatch(/^http:\/\/kita\.localhost:3000\/s\//);
  });
});

describe('TRUST_PROXY=loopback: the front on this machine names each client', () => {
  const t = appWith({ trustProxy: ['loopback'] });

  it("ten strangers' wrong PINs through the front do not lock out the recipient; one client's ten do lock it", async () => {
    for (let i = 1; i <= 10; i++) expect((await pin(t(), WRONG_PIN, FRONT, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await pin(t(), PIN, FRONT, '198.51.100.11')).statusCode).toBe(200);
    for (let i = 2; i <= 10; i++) expect((await pin(t(), WRONG_PIN, FRONT, '198.51.100.1')).statusCode).toBe(401);
    expect((await pin(t(), PIN, FRONT, '198.51.100.1')).statusCode).toBe(429);
  });

  it("strangers' wrong passwords through the front do not lock out the giver", async () => {
    for (let i = 1; i <= 10; i++) expect((await login(t(), `wrong-${i}`, FRONT, `198.51.100.${20 + i}`)).statusCode).toBe(401);
    expect((await login(t(), EDITOR.password, FRONT, '198.51.100.40')).statusCode).toBe(200);
  });

  it('a client that is not the front is its own address, whatever X-Forwarded-For it sends', async () => {
    for (let i = 1; i <= 10; i++) expect((await pin(t(), WRONG_PIN, '203.0.113.9', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await pin(t(), PIN, '203.0.113.9', '192.0.2.11')).statusCode).toBe(429);
  });

  it("addresses a client put in front of the front's own entry are not believed", async () => {
    // The front appends the address it saw; what the client wrote before it names no one.
    for (let i = 1; i <= 10; i++) expect((await pin(t(), WRONG_PIN, FRONT, `10.0.0.${i}, 198.51.100.50`)).statusCode).toBe(401);
    expect((await pin(t(), PIN, FRONT, '10.0.0.11, 198.51.100.50')).statusCode).toBe(429);
  });

  it("the share link: the front's X-Forwarded-Proto is believed, X-Forwarded-Host never (the Host header is the host)", async () => {
    const shareLink = async (remoteAddress: string) =>
      (
        await t().app.inject({
          method: 'GET',
          url: '/api/share',
          remoteAddress,
          headers: {
            authorization: `Bearer ${await t().editorToken()}`,
            host: 'Kita.Localhost.',
            'x-forwarded-host': 'elsewhere.example',
            'x-forwarded-proto': 'https',
          },
        })
      ).json().data.url as string;
    expect(await shareLink(FRONT)).toMatch(/^https:\/\/kita\.localhost\/s\//);
    // From a client that is not the front, neither header counts.
    expect(await shareLink('203.0.113.10')).toMatch(/^http:\/\/kita\.localhost\/s\//);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const t = appWith({ trustProxy: 2 });

  it('the client is the address that many hops back, the rest of the header ignored', async () => {
    // Two fronts: the second (the socket) and the first (the header's last entry); the client is the entry before.
    for (let i = 1; i <= 10; i++) expect((await pin(t(), WRONG_PIN, FRONT, `10.1.0.${i}, 198.51.100.60, 10.9.9.1`)).statusCode).toBe(401);
    expect((await pin(t(), PIN, FRONT, '198.51.100.60, 10.9.9.1')).statusCode).toBe(429);
    expect((await pin(t(), PIN, FRONT, '198.51.100.61, 10.9.9.1')).statusCode).toBe(200);
  });
});

describe('a front that is not trusted is named once', () => {
  it(`warns when ${DISTINCT_CLIENTS} different X-Forwarded-For values come through one address, once`, () => {
    let now = 0;
    const warnings: string[] = [];
    const watch = new UntrustedFrontWatch(
      (message) => warnings.push(message),
      () => now,
    );
    // One client repeating its header, and a few through other addresses: not a front.
    for (let i = 0; i < 20; i++) watch.note('127.0.0.1', '198.51.100.1');
    for (let i = 1; i < DISTINCT_CLIENTS; i++) watch.note(`10.0.0.${i}`, `198.51.100.${i}`);
    for (let i = 2; i < DISTINCT_CLIENTS; i++) watch.note('127.0.0.1', `198.51.100.${i}`);
    expect(warnings).toEqual([]);
    // The window ends: what was seen is forgotten.
    now += WINDOW_MS;
    watch.note('127.0.0.1', '198.51.100.99');
    expect(warnings).toEqual([]);
    for (let i = 1; i < DISTINCT_CLIENTS; i++) watch.note('127.0.0.1', `192.0.2.${i}`);
    expect(warnings).toEqual([untrustedFrontMessage('127.0.0.1')]);
    expect(warnings[0]).toContain('set TRUST_PROXY');
    for (let i = 0; i < 50; i++) watch.note('127.0.0.2', `192.0.2.${i}`);
    expect(warnings).toHaveLength(1);
  });

  describe('in the app, without TRUST_PROXY', () => {
    const t = appWith({});
    it('requests through one address with many X-Forwarded-For values set it off', async () => {
      const warn = vi.mocked(console.warn);
      for (let i = 1; i <= DISTINCT_CLIENTS; i++) {
        await t().app.inject({
          method: 'GET',
          url: '/api/session',
          remoteAddress: FRONT,
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
      }
      expect(warn.mock.calls).toEqual([[untrustedFrontMessage(FRONT)]]);
    });
  });

  describe('in the app, with TRUST_PROXY=loopback', () => {
    const t = appWith({ trustProxy: ['loopback'] });
    it('the trusted front never sets it off; another address forwarding many does', async () => {
      const warn = vi.mocked(console.warn);
      const session = (remoteAddress: string, forwardedFor: string) =>
        t().app.inject({ method: 'GET', url: '/api/session', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      for (let i = 1; i <= 3 * DISTINCT_CLIENTS; i++) await session(FRONT, `198.51.100.${i}`);
      expect(warn).not.toHaveBeenCalled();
      for (let i = 1; i <= DISTINCT_CLIENTS; i++) await session('10.0.0.2', `198.51.100.${i}`);
      expect(warn.mock.calls).toEqual([[untrustedFrontMessage('10.0.0.2')]]);
    });
  });
});
