import { describe, expect, it } from 'vitest';
import { inIndonesian } from '../../shared/message-codes.js';
import { MSG } from '../../shared/messages.js';
import { PASSWORD_MSG } from '../../shared/schemas/password.js';
import { PASSWORD_RESET_MAILS_PER_HOUR, PASSWORD_RESET_TTL_MS } from '../../shared/constants.js';
import { csrf, EDITOR, useTestApp } from '../test-support/test-app.js';

// The forgotten password (decision 060, docs/product.md): the same 202 whoever asks, a one-use link valid an hour,
// at most 3 mails an account an hour; the new password ends every session of the giver and signs this one in.

const NEW_PASSWORD = 'a-brand-new-password';

describe('POST /api/password/forgot and /api/password/reset', () => {
  const t = useTestApp();
  let ip = 0;
  const nextIp = () => `10.8.${Math.floor(++ip / 200)}.${ip % 200}`;
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/password/forgot', headers: csrf, payload: { email }, remoteAddress: nextIp() });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/password/reset', headers: csrf, payload: { token, password }, remoteAddress: nextIp() });
  const mails = () => t.app.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  /** The token of the newest mail's link. */
  const lastToken = async () => {
    const rows = await mails();
    return decodeURIComponent(/reset=([\w%-]+)/.exec(rows.at(-1)!.text_body)![1]!);
  };
  const clearLinks = async () => {
    await t.app.ctx.db.deleteFrom('password_resets').execute();
    await t.app.ctx.db.deleteFrom('mail_outbox').execute();
  };

  it('answers a known and an unknown email alike, and mails only the known one', async () => {
    await clearLinks();
    const known = await forgot(EDITOR.email.toUpperCase());
    const unknown = await forgot('nobody@kado.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: inIndonesian(PASSWORD_MSG.forgotSent) });
    expect((await mails()).map((m) => m.to_address)).toEqual([EDITOR.email]);
    // Only the token's hash is kept.
    const token = await lastToken();
    const stored = await t.app.ctx.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('sends at most 3 mails an account an hour, still answering 202', async () => {
    await clearLinks();
    for (let i = 0; i < PASSWORD_RESET_MAILS_PER_HOUR + 2; i++) expect((await forgot(EDITOR.email)).statusCode).toBe(202);
    expect(await mails()).toHaveLength(PASSWORD_RESET_MAILS_PER_HOUR);
  });

  it('refuses an unknown token, a bad password, a used and an expired link, each with its message', async () => {
    const unknown = await reset('not-a-token-at-all');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: inIndonesian(PASSWORD_MSG.tokenInvalid) });

    await clearLinks();
    await forgot(EDITOR.email);
    const token = await lastToken();
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: [inIndonesian(MSG.passwordMin)] } });

    // The link is expired: an hour and a moment later.
    await t.app.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() - 1 })
      .execute();
    const expired = await reset(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: inIndonesian(PASSWORD_MSG.tokenExpired) });
    await t.app.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: Date.now() + PASSWORD_RESET_TTL_MS })
      .execute();
  });

  it('sets the new password, ends every session of the giver, signs in anew; the link then is used', async () => {
    await clearLinks();
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: EDITOR.email, password }, remoteAddress: nextIp() });
    const before = (await login(EDITOR.password)).json<{ token: string }>().token;
    await forgot(EDITOR.email);
    const token = await lastToken();
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: inIndonesian(PASSWORD_MSG.passwordChanged),
      data: { email: EDITOR.email },
    });
    expect(done.cookies.find((c) => c.name === 'kado_editor')?.value).toBeTruthy();
    // The old session is over; the new one is the giver's.
    const old = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${before}` } });
    expect(old.json().role).toBe('anonymous');
    const cookie = done.cookies.find((c) => c.name === 'kado_editor')!;
    const now = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `kado_editor=${cookie.value}` } });
    expect(now.json()).toMatchObject({ role: 'editor', user: { email: EDITOR.email } });
    expect((await login(EDITOR.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: inIndonesian(PASSWORD_MSG.tokenUsed) });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong links against the client: the eleventh in a window is refused with 429', async () => {
    const remoteAddress = '10.66.0.1';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        headers: csrf,
        payload: { token: 'guess', password: NEW_PASSWORD },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
