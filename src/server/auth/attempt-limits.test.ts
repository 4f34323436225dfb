import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { createTestApp, EDITOR, PIN, testConfig, type TestApp } from '../test-support/test-app.js';
import { testEngine } from '../test-support/postgres.js';
import { resetEditorPassword } from './editor-account.js';

// Issue 12: limits counted before the secret is checked, in the database, on both engines. A cheap
// scrypt cost keeps the bursts fast (AppConfig.passwordCost, decision 014); the limits do not depend on it.

const CHEAP = { passwordCost: 10 } satisfies Partial<AppConfig>;
const BURST = 200;
const TOO_MANY = /^Terlalu banyak percobaan\. Coba lagi dalam \d+ menit\.$/;

// Runs on the engine of the pass (decision 022): SQLite in `unit`, PostgreSQL in `postgres`.
const engine = testEngine() === 'postgres' ? 'PostgreSQL' : 'SQLite';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Sends every request at once; counts the replies by status. */
async function burst(app: FastifyInstance, requests: InjectOptions[]): Promise<Record<number, number>> {
  const replies = await Promise.all(requests.map((r) => app.inject(r)));
  const counts: Record<number, number> = {};
  for (const reply of replies) {
    counts[reply.statusCode] = (counts[reply.statusCode] ?? 0) + 1;
    if (reply.statusCode === 429) {
      expect(reply.json()).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    }
  }
  return counts;
}

const login = (password: string, remoteAddress: string, email = EDITOR.email): InjectOptions => ({
  method: 'POST',
  url: '/api/login',
  payload: { email, password },
  remoteAddress,
});
const verify = (pin: string, remoteAddress: string): InjectOptions => ({
  method: 'POST',
  url: '/api/date-input/verify',
  payload: { pin },
  remoteAddress,
});
const evaluated = (counts: Record<number, number>) => BURST - (counts[429] ?? 0);

describe(`attempt limits on ${engine}`, () => {
  /** A fresh app on a fresh database, removed after the test. */
  async function freshApp(): Promise<{ t: TestApp; overrides: Partial<AppConfig> }> {
    const overrides = { ...CHEAP };
    const t = await createTestApp(overrides);
    cleanups.push(() => t.close());
    return { t, overrides };
  }

  /** Another app on the same data: a restart, or a second process sharing the database. */
  async function sameData(t: TestApp, overrides: Partial<AppConfig>): Promise<FastifyInstance> {
    const { app } = await buildApp(testConfig(t.dataDir, overrides));
    cleanups.push(() => app.close());
    return app;
  }

  it(`evaluates at most 10 of ${BURST} concurrent wrong logins from one client`, async () => {
    const { t } = await freshApp();
    const counts = await burst(t.app, Array.from({ length: BURST }, (_, i) => login(`wrong-password-${i}`, '10.20.0.1')));
    console.log(`[${engine}] login burst, one client: ${JSON.stringify(counts)}`);
    expect(evaluated(counts)).toBeLessThanOrEqual(10);
    expect(counts[401]).toBe(10);
    // Still blocked for the right password; another client is not.
    expect((await t.app.inject(login(EDITOR.password, '10.20.0.1'))).statusCode).toBe(429);
    expect((await t.app.inject(login(EDITOR.password, '10.20.0.2'))).statusCode).toBe(200);
  });

  it(`evaluates at most 10 of ${BURST} concurrent wrong PINs from one client`, async () => {
    const { t } = await freshApp();
    const counts = await burst(t.app, Array.from({ length: BURST }, (_, i) => verify(String(100000 + i), '10.30.0.1')));
    console.log(`[${engine}] PIN burst, one client: ${JSON.stringify(counts)}`);
    expect(evaluated(counts)).toBeLessThanOrEqual(10);
    expect(counts[401]).toBe(10);
    expect((await t.app.inject(verify(PIN, '10.30.0.1'))).statusCode).toBe(429);
    expect((await t.app.inject(verify(PIN, '10.30.0.2'))).statusCode).toBe(200);
  });

  it(`caps failed PINs per gift at 100 of ${BURST} concurrent ones from as many clients`, async () => {
    const { t } = await freshApp();
    const counts = await burst(t.app, Array.from({ length: BURST }, (_, i) => verify(String(500000 + i), `10.70.${i >> 8}.${i & 255}`)));
    console.log(`[${engine}] PIN burst, ${BURST} clients: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ 401: 100, 429: BURST - 100 });
    expect((await t.app.inject(verify(PIN, '10.71.0.1'))).statusCode).toBe(429);
  });

  it('caps failed logins per account at 100 across many clients; editor:password lets the giver back in', async () => {
    const { t } = await freshApp();
    let failures = 0;
    const figures: Record<number, number>[] = [];
    // 20 clients × 10 requests per burst; a full queue answers 503 and gives the attempt back, so repeat.
    for (let round = 0; round < 10; round++) {
      const requests = Array.from({ length: BURST }, (_, i) => login(`wrong-${round}-${i}`, `10.40.${i % 20}.1`));
      const counts = await burst(t.app, requests);
      figures.push(counts);
      failures += counts[401] ?? 0;
      expect(Object.keys(counts).every((status) => ['401', '429', '503'].includes(status))).toBe(true);
      if (counts[429] === BURST) break;
    }
    console.log(`[${engine}] login bursts, 20 clients: ${JSON.stringify(figures)}`);
    expect(failures).toBe(100);
    // The account is closed to every client, even with the right password...
    const locked = await t.app.inject(login(EDITOR.password, '10.41.0.1'));
    expect(locked.statusCode).toBe(429);
    // ...until the giver sets a new password, which clears the account's counter.
    await resetEditorPassword(t.app.ctx, 'a-brand-new-password');
    expect((await t.app.inject(login('a-brand-new-password', '10.41.0.1'))).statusCode).toBe(200);
  });

  it('holds the limit when two app processes share the database', async () => {
    const { t, overrides } = await freshApp();
    const other = await sameData(t, overrides);
    const half = BURST / 2;
    const [a, b] = await Promise.all([
      burst(t.app, Array.from({ length: half }, (_, i) => verify(String(200000 + i), '10.50.0.1'))),
      burst(other, Array.from({ length: half }, (_, i) => verify(String(300000 + i), '10.50.0.1'))),
    ]);
    console.log(`[${engine}] PIN burst over two apps: ${JSON.stringify(a)} + ${JSON.stringify(b)}`);
    expect((a[401] ?? 0) + (b[401] ?? 0)).toBe(10);
    expect((a[429] ?? 0) + (b[429] ?? 0)).toBe(BURST - 10);
  });

  it('still blocks after a restart', async () => {
    const { t, overrides } = await freshApp();
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject(verify(String(400000 + i), '10.60.0.1'))).statusCode).toBe(401);
      expect((await t.app.inject(login(`wrong-${i}`, '10.60.0.1'))).statusCode).toBe(401);
    }
    await t.app.close();
    cleanups.push(async () => fs.rmSync(t.dataDir, { recursive: true, force: true }));
    const restarted = await sameData(t, overrides);
    expect((await restarted.inject(verify(PIN, '10.60.0.1'))).statusCode).toBe(429);
    expect((await restarted.inject(login(EDITOR.password, '10.60.0.1'))).statusCode).toBe(429);
    expect((await restarted.inject(verify(PIN, '10.60.0.2'))).statusCode).toBe(200);
  });
});
