import { describe, expect, it } from 'vitest';
import { inIndonesian } from '../../shared/message-codes.js';
import { MSG } from '../../shared/messages.js';
import { SLUG_CHECKS_PER_CLIENT } from '../../shared/constants.js';
import { SIGNUP_MSG } from '../../shared/schemas/signup.js';
import { NOTIFY_MAIL_MSG } from '../../shared/signup-messages.js';
import { csrf, useTestApp } from '../test-support/test-app.js';

// What a sign-up proves (decision 078, docs/product.md 'Buat Kado'): the password is set by whoever holds the mailed
// link, so a stranger who signs up with someone else's email holds no key to the gift; an address is taken only when a
// sign-up is confirmed, so a sign-up nobody confirms holds nothing; the address check is limited per client; and two
// sign-ups of one email confirmed at once make one gift and refuse the other with 409 on both engines.

const BASE_DOMAIN = 'kado.test';
const OWNER_PASSWORD = 'the-mailbox-owners-password';
const STRANGER_PASSWORD = 'a-strangers-chosen-password';

describe('sign-up: the proof of the email and of the password', () => {
  const t = useTestApp({ baseDomain: BASE_DOMAIN, signupOpen: true });
  let ip = 0;
  const nextIp = () => `10.78.${Math.floor(++ip / 200)}.${ip % 200}`;
  const onConsole = { host: BASE_DOMAIN, ...csrf };
  /** A sign-up as an older client sends it, a password included: the server takes none from it. */
  const signup = (email: string, slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: onConsole,
      payload: { email, password: STRANGER_PASSWORD, slug },
      remoteAddress: nextIp(),
    });
  const confirm = (token: string, password = OWNER_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/signup/confirm', headers: onConsole, payload: { token, password }, remoteAddress: nextIp() });
  const login = (slug: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', headers: { host: `${slug}.${BASE_DOMAIN}` }, payload: { email, password } });
  const slugCheck = (slug: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'GET',
      url: `/api/signup/slug?slug=${encodeURIComponent(slug)}`,
      headers: { host: BASE_DOMAIN },
      remoteAddress,
    });
  const mailsTo = (email: string) =>
    t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const tokenOf = async (email: string) => {
    const mail = (await mailsTo(email)).findLast((m) => m.subject === inIndonesian(NOTIFY_MAIL_MSG.signupSubject));
    return decodeURIComponent(/\?signup=([\w%-]+)/.exec(mail!.text_body)![1]!);
  };

  it("gives the gift the password of the one who confirms, never the sign-up's", async () => {
    // A stranger signs up with the owner's email; the owner, trusting the mail, confirms.
    await signup('owner@kado.test', 'owners-gift');
    const token = await tokenOf('owner@kado.test');
    const withoutPassword = await t.app.inject({
      method: 'POST',
      url: '/api/signup/confirm',
      headers: onConsole,
      payload: { token },
      remoteAddress: nextIp(),
    });
    expect(withoutPassword.statusCode).toBe(422);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: [inIndonesian(MSG.passwordMin)] } });
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await login('owners-gift', 'owner@kado.test', STRANGER_PASSWORD)).statusCode).toBe(401);
    expect((await login('owners-gift', 'owner@kado.test', OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('holds no address for a sign-up nobody confirmed: the address stays free, and the first confirmed takes it', async () => {
    await signup('squatter@kado.test', 'wanted-address');
    expect((await slugCheck('wanted-address')).json()).toMatchObject({
      data: { available: true },
      message: inIndonesian(SIGNUP_MSG.slugFree),
    });
    // The address's real owner signs up for it after the squatter and is mailed a link to make it, not 'taken'.
    await signup('real@kado.test', 'wanted-address');
    expect((await mailsTo('real@kado.test')).map((m) => m.subject)).toEqual([inIndonesian(NOTIFY_MAIL_MSG.signupSubject)]);
    expect((await confirm(await tokenOf('real@kado.test'))).statusCode).toBe(200);
    const late = await confirm(await tokenOf('squatter@kado.test'));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: inIndonesian(MSG.slugTaken) });
    expect((await slugCheck('wanted-address')).json()).toMatchObject({ data: { available: false } });
  });

  it(`answers at most ${SLUG_CHECKS_PER_CLIENT} address checks a client in a window, then 429 with Retry-After`, async () => {
    const remoteAddress = '10.79.0.1';
    for (let i = 0; i < SLUG_CHECKS_PER_CLIENT; i++) expect((await slugCheck(`probe-${i}`, remoteAddress)).statusCode).toBe(200);
    const over = await slugCheck('probe-over', remoteAddress);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await slugCheck('probe-over')).statusCode).toBe(200);
  });

  it('makes one gift of two sign-ups of one email confirmed at once, and refuses the other with 409', async () => {
    // Four such pairs at once, so the two of a pair meet between the check and the write on any engine.
    const emails = [0, 1, 2, 3].map((i) => `twice-${i}@kado.test`);
    for (const [i, email] of emails.entries()) {
      await signup(email, `twice-${i}-a`);
      await signup(email, `twice-${i}-b`);
    }
    const subject = inIndonesian(NOTIFY_MAIL_MSG.signupSubject);
    const pairs = await Promise.all(
      emails.map(async (email) =>
        (await mailsTo(email))
          .filter((m) => m.subject === subject)
          .map((m) => decodeURIComponent(/\?signup=([\w%-]+)/.exec(m.text_body)![1]!)),
      ),
    );
    const replies = await Promise.all(pairs.map((tokens) => Promise.all(tokens.map((token) => confirm(token)))));
    for (const pair of replies) {
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(pair.find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: inIndonesian(SIGNUP_MSG.emailTaken) });
    }
    const made = await t.app.ctx.db.selectFrom('users').select('email').where('email', 'in', emails).execute();
    expect(made).toHaveLength(emails.length);
  });
});
