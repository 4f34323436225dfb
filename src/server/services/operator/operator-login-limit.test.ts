import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { LOGIN_FAILURES_PER_CLIENT } from '../../../shared/constants.js';
import { createTestApp, OPERATOR, testConfig, type TestApp } from '../../test-support/test-app.js';

// The operator's sign-in limit lives in the database (decision 024): two apps on one data folder (as two
// processes on one database) count the same failures, and a restart does not forget them. The first app is the test
// app (on PostgreSQL in that pass); the others open its data folder, and so its database.

const baseDomain = 'kado.localhost';
let first: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({ baseDomain });
  a = first.app;
  b = (await buildApp(testConfig(first.dataDir, { baseDomain }))).app;
});
afterAll(async () => {
  await b.close();
  await first.close();
});

const login = (app: FastifyInstance, password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/login',
    headers: { host: baseDomain },
    payload: { ...OPERATOR, password },
    remoteAddress,
  });

describe('operator sign-in limit', () => {
  it('counts failures made through either app, then refuses even the right password with 429', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i++) {
      expect((await login(i % 2 ? a : b, 'wrong-password-here', ip)).statusCode).toBe(401);
    }
    const refused = await login(a, OPERATOR.password, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(b, OPERATOR.password, ip)).statusCode).toBe(429);
    // Another client is not held back.
    expect((await login(b, OPERATOR.password, '10.1.1.2')).statusCode).toBe(200);
  });

  it('is remembered by an app started later on the same data', async () => {
    const ip = '10.1.1.3';
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i++) expect((await login(a, 'wrong-password-here', ip)).statusCode).toBe(401);
    const later = (await buildApp(testConfig(first.dataDir, { baseDomain }))).app;
    try {
      expect((await login(later, OPERATOR.password, ip)).statusCode).toBe(429);
    } finally {
      await later.close();
    }
  });

  it("forgets a client's failures once it signs in", async () => {
    const ip = '10.1.1.4';
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT - 1; i++) expect((await login(a, 'wrong-password-here', ip)).statusCode).toBe(401);
    expect((await login(b, OPERATOR.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i++) expect((await login(a, 'wrong-password-here', ip)).statusCode).toBe(401);
    expect((await login(a, OPERATOR.password, ip)).statusCode).toBe(429);
  });
});
