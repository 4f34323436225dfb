import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app.js';
import { DEFAULT_EDITOR_EMAIL, ensureEditor, resetEditorPassword } from './editor-account.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp, email: string, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('editor account', () => {
  it('generates a strong password once when none is configured', async () => {
    t = await createTestApp({ editorEmail: undefined, editorPassword: undefined });
    const setup = t.editorSetup;
    if (setup.action !== 'generated') throw new Error(`expected a generated password, got ${setup.action}`);
    expect(setup.password).toMatch(/^[\w-]{24}$/);
    expect((await login(t, DEFAULT_EDITOR_EMAIL, setup.password)).statusCode).toBe(200);
    // A second start finds the account and generates nothing.
    expect(await ensureEditor(t.app.ctx)).toEqual({ action: 'unchanged', email: DEFAULT_EDITOR_EMAIL });
  });

  it('takes EDITOR_EMAIL/EDITOR_PASSWORD at start and resets with editor:password', async () => {
    t = await createTestApp({ editorEmail: 'me@kado.test', editorPassword: 'first-password-123' });
    expect((await login(t, 'me@kado.test', 'first-password-123')).statusCode).toBe(200);
    await resetEditorPassword(t.app.ctx, 'second-password-456');
    expect((await login(t, 'me@kado.test', 'first-password-123')).statusCode).toBe(401);
    expect((await login(t, 'me@kado.test', 'second-password-456')).statusCode).toBe(200);
  });

  it('never reverts a password set with editor:password at the next start (EDITOR_* only create the account)', async () => {
    const env = { editorEmail: 'me@kado.test', editorPassword: 'first-password-123', passwordCost: 10 };
    t = await createTestApp(env);
    const { dataDir } = t;
    await resetEditorPassword(t.app.ctx, 'second-password-456');
    await t.app.close();
    t = undefined;
    const restarted = await buildApp(testConfig(dataDir, { ...env, editorEmail: 'other@kado.test' }));
    try {
      expect(restarted.editor).toEqual({ action: 'environment-ignored', email: 'me@kado.test' });
      const as = (email: string, password: string) =>
        restarted.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      expect((await as('me@kado.test', 'second-password-456')).statusCode).toBe(200);
      expect((await as('me@kado.test', 'first-password-123')).statusCode).toBe(401);
      expect((await as('other@kado.test', 'first-password-123')).statusCode).toBe(401);
    } finally {
      await restarted.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
