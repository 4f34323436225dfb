import { describe, expect, it } from 'vitest';
import { inIndonesian } from '../../shared/message-codes.js';
import { PASSWORD_MSG } from '../../shared/schemas/password.js';
import { csrf, useTestApp } from '../test-support/test-app.js';

// The forgotten password on a private gift (decision 078, docs/product.md 'Lupa password?'): the giver's way back in
// works wherever the login works, without the share key's cookie (a mail app opens the link in a fresh browser), with
// the same answers for a known and an unknown email and the same per-client limits.

const BASE_DOMAIN = 'kado.test';

describe('the forgotten password on a private gift, without the share key', () => {
  const t = useTestApp({ baseDomain: BASE_DOMAIN });
  let ip = 0;
  const nextIp = () => `10.57.${Math.floor(++ip / 200)}.${ip % 200}`;
  const mails = () => t.app.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('mails the link and takes the new password; the giver then logs in with it', async () => {
    const gift = await t.gift('private-reset');
    const site = await t.app.ctx.db.selectFrom('sites').select('is_private').where('slug', '=', gift.slug).executeTakeFirstOrThrow();
    expect(site.is_private).toBe(1);
    const post = (url: string, payload: object, remoteAddress = nextIp()) =>
      t.app.inject({ method: 'POST', url, headers: { ...gift.anonymous, ...csrf }, payload, remoteAddress });

    const known = await post('/api/password/forgot', { email: gift.email });
    const unknown = await post('/api/password/forgot', { email: 'nobody@kado.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: inIndonesian(PASSWORD_MSG.forgotSent) });
    const sent = (await mails()).filter((m) => m.to_address === gift.email && m.text_body.includes('reset='));
    expect(sent).toHaveLength(1);
    const token = decodeURIComponent(/reset=([\w%-]+)/.exec(sent[0]!.text_body)![1]!);

    const reset = await post('/api/password/reset', { token, password: 'a-new-private-password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, data: { email: gift.email } });
    const login = await post('/api/login', { email: gift.email, password: 'a-new-private-password' });
    expect(login.statusCode).toBe(200);
    // The gift itself stays closed to the same stranger.
    const opening = await t.app.inject({ method: 'GET', url: '/api/opening', headers: gift.anonymous });
    expect(opening.statusCode).toBe(403);
  });

  it("keeps the reset's per-client limit: the eleventh wrong link in a window is 429", async () => {
    const gift = await t.gift('private-limit');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        headers: { ...gift.anonymous, ...csrf },
        payload: { token: 'guess', password: 'a-new-private-password' },
        remoteAddress: '10.57.250.1',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
