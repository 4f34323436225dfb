import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
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
});
