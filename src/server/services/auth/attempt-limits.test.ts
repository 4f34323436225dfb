import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppConfig } from '../../lib/config.js';
import { createTestApp, EDITOR, PIN, testConfig, type TestApp } from '../../test-support/test-app.js';
import { testEngine } from '../../test-support/postgres.js';
import { HttpError } from '../../lib/errors.js';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { attemptWithinLimits } from './attempt-limiter.js';
import { resetEditorPassword } from './editor-account.js';
import { inIndonesian } from '../../../shared/message-codes.js';
import { withoutCode } from '../../test-support/refusal.js';

// Attempt limits: counted before the secret is checked, in the database, on both engines. A cheap
// scrypt cost keeps the bursts fast (AppConfig.passwordCost, decision 014); the limits do not depend on it.

const CHEAP = { passwordCost: 10 } satisfies Partial<AppConfig>;
const BURST = 200;
const TOO_MANY = /^Terlalu banyak percobaan\. Coba lagi dalam (\d+) menit\.$/;
/** The longest a refusal of an attempt that was never evaluated may ask to wait, in seconds. */
const SHORT_WAIT_S = 10;

// Runs on the engine of the pass: SQLite in `unit`, PostgreSQL in `postgres`.
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
      // Locked by evaluated failures ("wait N minutes"), or crowded out by attempts still in flight (seconds).
      const { message } = reply.json<{ message: string }>();
      expect(withoutCode(reply.json())).toEqual({ success: false, message: expect.any(String) });
      if (message === inIndonesian(MSG.attemptsInFlight)) expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(SHORT_WAIT_S);
      else expect(message).toMatch(TOO_MANY);
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
    const counts = await burst(
      t.app,
      Array.from({ length: BURST }, (_, i) => login(`wrong-password-${i}`, '10.20.0.1')),
    );
    console.log(`[${engine}] login burst, one client: ${JSON.stringify(counts)}`);
    expect(evaluated(counts)).toBeLessThanOrEqual(10);
    expect(counts[401]).toBe(10);
    // Still blocked for the right password; another client is not.
    expect((await t.app.inject(login(EDITOR.password, '10.20.0.1'))).statusCode).toBe(429);
    expect((await t.app.inject(login(EDITOR.password, '10.20.0.2'))).statusCode).toBe(200);
  });

  it(`evaluates at most 10 of ${BURST} concurrent wrong PINs from one client`, async () => {
    const { t } = await freshApp();
    const counts = await burst(
      t.app,
      Array.from({ length: BURST }, (_, i) => verify(String(100000 + i), '10.30.0.1')),
    );
    console.log(`[${engine}] PIN burst, one client: ${JSON.stringify(counts)}`);
    expect(evaluated(counts)).toBeLessThanOrEqual(10);
    expect(counts[401]).toBe(10);
    expect((await t.app.inject(verify(PIN, '10.30.0.1'))).statusCode).toBe(429);
    expect((await t.app.inject(verify(PIN, '10.30.0.2'))).statusCode).toBe(200);
  });

  it(`caps failed PINs per gift at 100 of ${BURST} concurrent ones from as many clients`, async () => {
    const { t } = await freshApp();
    const counts = await burst(
      t.app,
      Array.from({ length: BURST }, (_, i) => verify(String(500000 + i), `10.70.${i >> 8}.${i & 255}`)),
    );
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
      burst(
        t.app,
        Array.from({ length: half }, (_, i) => verify(String(200000 + i), '10.50.0.1')),
      ),
      burst(
        other,
        Array.from({ length: half }, (_, i) => verify(String(300000 + i), '10.50.0.1')),
      ),
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

  it('tells nobody to wait an hour before the account has 100 evaluated failures, in bursts from many clients', async () => {
    const { t } = await freshApp();
    let failures = 0;
    const figures: Record<string, number>[] = [];
    for (let round = 0; round < 10 && failures < LOGIN_FAILURES_PER_ACCOUNT; round++) {
      // 20 new addresses a round, 10 requests each: no client reaches its own limit, only the account can.
      const requests = Array.from({ length: BURST }, (_, i) => login(`wrong-${round}-${i}`, `10.45.${round}.${i % 20}`));
      const replies = await Promise.all(requests.map((r) => t.app.inject(r)));
      const tally: Record<string, number> = {};
      for (const reply of replies) {
        const minutes = TOO_MANY.exec(reply.json<{ message?: string }>().message ?? '')?.[1];
        const refusal = minutes !== undefined ? `wait ${minutes} min` : 'busy';
        const kind = reply.statusCode === 401 ? 'failed' : `${reply.statusCode} ${refusal}`;
        tally[kind] = (tally[kind] ?? 0) + 1;
        if (reply.statusCode === 401) continue;
        if (minutes !== undefined) {
          expect(reply.statusCode).toBe(429);
          continue;
        }
        // Refused without being evaluated: says so, and asks for seconds, not minutes.
        expect([429, 503]).toContain(reply.statusCode);
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(SHORT_WAIT_S);
      }
      failures += tally.failed ?? 0;
      figures.push(tally);
      const waits = Object.entries(tally).filter(([kind]) => kind.includes(' wait '));
      // A 'wait N minutes' reply only once the account really has its 100 evaluated failures.
      if (failures < LOGIN_FAILURES_PER_ACCOUNT) expect(waits, `round ${round}: ${failures} failures`).toEqual([]);
    }
    console.log(`[${engine}] login bursts, 20 new clients a round: ${JSON.stringify(figures)}`);
    // Only evaluated failures counted: the lock came at exactly 100 of them.
    expect(failures).toBe(LOGIN_FAILURES_PER_ACCOUNT);
    const locked = await t.app.inject(login(EDITOR.password, '10.46.0.1'));
    expect(locked.statusCode).toBe(429);
    expect(Number(TOO_MANY.exec(locked.json<{ message: string }>().message)?.[1])).toBeGreaterThan(15);
  });

  it('refuses an attempt crowded out by others still being checked as busy, and counts only those that failed', async () => {
    const { t } = await freshApp();
    const repo = t.app.ctx.repos.authLimits;
    const bucket = { name: 'test-in-flight', limit: 2, windowMs: 60 * 60 * 1000 };
    const claims = [[bucket, 'one-key']] as const;
    /** An attempt whose check waits until the test settles it. */
    const held = () => {
      let settle!: (outcome: 'fail' | 'shed') => void;
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      const outcome = new Promise<'fail' | 'shed'>((resolve) => (settle = resolve));
      const done = attemptWithinLimits(repo, claims, async () => {
        started();
        if ((await outcome) === 'shed') throw new HttpError(503, 'shed');
        return undefined;
      }).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      return { running, settle, done };
    };
    const refusal = async (attempt: Promise<unknown>) => {
      const error = await attempt.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(HttpError);
      return error as HttpError;
    };

    const a = held();
    const b = held();
    await Promise.all([a.running, b.running]);
    // Two attempts in flight fill the limit, but neither has failed yet: a third is told to retry shortly.
    const crowded = await refusal(attemptWithinLimits(repo, claims, async () => true));
    expect(crowded.statusCode).toBe(429);
    expect(crowded.message).toBe(MSG.attemptsInFlight);
    expect(Number(crowded.headers?.['retry-after'])).toBeLessThanOrEqual(SHORT_WAIT_S);

    // One is shed unevaluated (it gives its place back), one fails (it counts).
    a.settle('shed');
    b.settle('fail');
    expect(await a.done).toMatchObject({ error: { statusCode: 503 } });
    expect(await b.done).toEqual({ value: undefined });

    // One failure so far: one more attempt is evaluated, and its failure fills the limit.
    const c = held();
    await c.running;
    c.settle('fail');
    expect(await c.done).toEqual({ value: undefined });
    // Now the limit is two evaluated failures: that is a lock for the rest of the window.
    const locked = await refusal(attemptWithinLimits(repo, claims, async () => true));
    expect(locked.statusCode).toBe(429);
    expect(inIndonesian(locked.message)).toMatch(TOO_MANY);
    expect(Number(locked.headers?.['retry-after'])).toBeGreaterThan(59 * 60);
  });
});
