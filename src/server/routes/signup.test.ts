import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { inIndonesian } from '../../shared/message-codes.js';
import { MSG } from '../../shared/messages.js';
import { SIGNUP_MAILS_PER_DAY, SIGNUPS_PER_CLIENT } from '../../shared/constants.js';
import { SIGNUP_MSG } from '../../shared/schemas/signup.js';
import { NOTIFY_MAIL_MSG } from '../../shared/signup-messages.js';
import { createTestApp, csrf, testConfig, useTestApp, type TestApp } from '../test-support/test-app.js';
import { startSmtpSink } from '../test-support/smtp-sink.js';

// Sign-up on the console host (decisions 061, 078, docs/product.md 'Buat Kado'): the same 202 whatever the email or
// address, a one-use link valid a day that holds nothing meanwhile, at most 5 sign-ups a client an hour and 3 mails an
// address a day; confirming with the password its holder chooses makes the gift private with its share link and hands
// a one-use code to the gift's host.

const BASE_DOMAIN = 'kado.test';
const PASSWORD = 'a-new-givers-password';

describe('sign-up, SIGNUP=open', () => {
  const t = useTestApp({ baseDomain: BASE_DOMAIN, signupOpen: true });
  let ip = 0;
  const nextIp = () => `10.40.${Math.floor(++ip / 200)}.${ip % 200}`;
  const onConsole = { host: BASE_DOMAIN, ...csrf };
  const signup = (email: string, slug: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/signup', headers: onConsole, payload: { email, slug }, remoteAddress });
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup/confirm',
      headers: onConsole,
      payload: { token, password: PASSWORD },
      remoteAddress: nextIp(),
    });
  const slugCheck = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/signup/slug?slug=${encodeURIComponent(slug)}`, headers: { host: BASE_DOMAIN } });
  const mailsTo = (email: string) =>
    t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const tokenIn = (text: string) => decodeURIComponent(/\?signup=([\w%-]+)/.exec(text)![1]!);

  it('answers a new, a known email and a taken address alike; only the mailbox tells which', async () => {
    const existing = await t.gift('taken-one');
    const fresh = await signup('new-giver@kado.test', 'rina-gift');
    const known = await signup(existing.email, 'another-address');
    const taken = await signup('someone@kado.test', 'taken-one');
    for (const res of [fresh, known, taken]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ success: true, message: inIndonesian(SIGNUP_MSG.checkMail) });
    }
    const [confirmMail] = await mailsTo('new-giver@kado.test');
    expect(confirmMail!.subject).toBe(inIndonesian(NOTIFY_MAIL_MSG.signupSubject));
    expect(confirmMail!.text_body).toContain(`rina-gift.${BASE_DOMAIN}`);
    expect(confirmMail!.text_body).toMatch(new RegExp(`http://${BASE_DOMAIN.replace('.', '\\.')}(:\\d+)?/\\?signup=`));
    expect(confirmMail!.html_body).toContain(inIndonesian(NOTIFY_MAIL_MSG.signupButton));
    // (The giver's other mail is the gift's first opening, by the test's own viewer.)
    expect((await mailsTo(existing.email)).map((m) => m.subject)).toContain(inIndonesian(NOTIFY_MAIL_MSG.knownSubject));
    expect((await mailsTo('someone@kado.test')).map((m) => m.subject)).toEqual([inIndonesian(NOTIFY_MAIL_MSG.takenSubject)]);
    // Only the token's hash is kept.
    const token = tokenIn(confirmMail!.text_body);
    const stored = await t.app.ctx.db.selectFrom('signups').select(['token_hash']).execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it("checks an address in the form: free, a gift's, or against the slug rules; a waiting sign-up holds none", async () => {
    expect((await slugCheck('free-address')).json()).toMatchObject({
      data: { available: true },
      message: inIndonesian(SIGNUP_MSG.slugFree),
    });
    expect((await slugCheck('taken-one')).json()).toMatchObject({ data: { available: false }, message: inIndonesian(MSG.slugTaken) });
    expect((await slugCheck('rina-gift')).json()).toMatchObject({ data: { available: true } });
    const reserved = await slugCheck('admin');
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json()).toMatchObject({ message: inIndonesian(MSG.slugReserved) });
  });

  it('confirms once: the gift is made private, self-made, with its quota, and its host signs the giver in once', async () => {
    expect((await confirm('not-a-token-at-all')).statusCode).toBe(422);
    const [mail] = await mailsTo('new-giver@kado.test');
    const token = tokenIn(mail!.text_body);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { slug: string; url: string } }>();
    expect(data.slug).toBe('rina-gift');
    expect(data.url).toMatch(/^http:\/\/rina-gift\.kado\.test(:\d+)?\/edit-pages\?welcome=[\w-]+$/);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: inIndonesian(SIGNUP_MSG.tokenUsed) });

    const site = (await t.app.ctx.sites.findBySlug('rina-gift'))!;
    expect(site).toMatchObject({ is_private: 1, quota_mb: 500 });
    expect(site.share_key).toBeTruthy();
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/gifts', headers: t.operator });
    const listed = list.json<{ data: { slug: string; self_made: boolean; editor_email: string }[] }>().data;
    expect(listed.find((g) => g.slug === 'rina-gift')).toMatchObject({ self_made: true, editor_email: 'new-giver@kado.test' });
    expect(listed.find((g) => g.slug === 'taken-one')).toMatchObject({ self_made: false });

    // The gift's host: the one-use code signs the giver in, without the share key.
    const host = `rina-gift.${BASE_DOMAIN}`;
    const code = decodeURIComponent(data.url.split('welcome=')[1]!);
    const welcome = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup/welcome',
        headers: { host, ...csrf },
        payload: { code: c },
        remoteAddress: nextIp(),
      });
    const first = await welcome(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: inIndonesian(SIGNUP_MSG.welcomed), data: { email: 'new-giver@kado.test' } });
    const cookie = first.cookies.find((c) => c.name === 'kado_editor')!;
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { host, cookie: `kado_editor=${cookie.value}` } });
    expect(session.json()).toMatchObject({ role: 'editor' });
    expect((await welcome(code)).statusCode).toBe(410);
    // The giver's password is the one chosen when confirming.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host },
      payload: { email: 'new-giver@kado.test', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link, and forgets an unconfirmed sign-up after its day, freeing its address', async () => {
    await signup('late@kado.test', 'late-gift');
    const [mail] = await mailsTo('late@kado.test');
    await t.app.ctx.db
      .updateTable('signups')
      .set({ expires_at: Date.now() - 1000 })
      .where('slug', '=', 'late-gift')
      .execute();
    const expired = await confirm(tokenIn(mail!.text_body));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: inIndonesian(SIGNUP_MSG.tokenExpired) });
    expect((await slugCheck('late-gift')).json()).toMatchObject({ data: { available: true } });
    await t.app.ctx.signups.deleteExpired(Date.now());
    expect(await t.app.ctx.db.selectFrom('signups').select('id').where('slug', '=', 'late-gift').execute()).toEqual([]);
  });

  it('sends an address at most 3 confirmation mails a day, still answering 202', async () => {
    for (let i = 0; i < SIGNUP_MAILS_PER_DAY + 2; i++) expect((await signup('busy@kado.test', `busy-${i}`)).statusCode).toBe(202);
    expect(await mailsTo('busy@kado.test')).toHaveLength(SIGNUP_MAILS_PER_DAY);
  });

  it('takes at most 5 sign-ups from one client an hour (429 with Retry-After)', async () => {
    const address = '10.41.0.1';
    for (let i = 0; i < SIGNUPS_PER_CLIENT; i++) expect((await signup(`c${i}@kado.test`, `client-${i}`, address)).statusCode).toBe(202);
    const over = await signup('c9@kado.test', 'client-9', address);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('c9@kado.test')).toEqual([]);
  });

  it('confirms through the hash queue as a login does: 503 with Retry-After when it is full, the link still good', async () => {
    await signup('queued@kado.test', 'queued-gift');
    const token = tokenIn((await mailsTo('queued@kado.test'))[0]!.text_body);
    const queue = t.app.ctx.passwords.queue as unknown as { concurrency: number; maxWaiting: number };
    const sizes = { concurrency: queue.concurrency, maxWaiting: queue.maxWaiting };
    Object.assign(queue, { concurrency: 0, maxWaiting: 0 });
    try {
      const busy = await confirm(token);
      expect(busy.statusCode).toBe(503);
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      Object.assign(queue, sizes);
    }
    expect((await slugCheck('queued-gift')).json()).toMatchObject({ data: { available: true } });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("is the console host's: a gift's host does not know it, and the operator's session says it is open", async () => {
    const gift = await t.gift('taken-one');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { ...gift.withKey, ...csrf },
      payload: { email: 'x@kado.test', slug: 'xyz' },
    });
    expect(res.statusCode).toBe(404);
    const session = await t.app.inject({ method: 'GET', url: '/api/operator/session', headers: { host: BASE_DOMAIN } });
    expect(session.json()).toMatchObject({ console: true, signup: true });
  });
});

describe('sign-up, off by default', () => {
  const t = useTestApp({ baseDomain: BASE_DOMAIN });

  it('does not exist, and the console says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { host: BASE_DOMAIN, ...csrf },
      payload: { email: 'x@kado.test', slug: 'xyz' },
    });
    expect(res.statusCode).toBe(404);
    const session = await t.app.inject({ method: 'GET', url: '/api/operator/session', headers: { host: BASE_DOMAIN } });
    expect(session.json()).toMatchObject({ signup: false });
  });
});

describe("sign-up's mail through SMTP", () => {
  it('is tried again when refused, and a mail waiting across a restart is sent by the next process', async () => {
    const sink = await startSmtpSink();
    sink.refuse(1);
    let t: TestApp | undefined = await createTestApp({ baseDomain: BASE_DOMAIN, signupOpen: true, smtpUrl: sink.url, mailRetryMs: 60_000 });
    try {
      const send = (app: TestApp['app'], email: string, slug: string) =>
        app.inject({
          method: 'POST',
          url: '/api/signup',
          headers: { host: BASE_DOMAIN, ...csrf },
          payload: { email, slug },
        });
      expect((await send(t.app, 'smtp@kado.test', 'smtp-gift')).statusCode).toBe(202);
      await expect.poll(async () => (await t!.app.ctx.mail.status()).last_error).toMatch(/451/);
      expect(await t.app.ctx.mail.status()).toMatchObject({ waiting: 1, sent: 0 });
      await t.app.close();
      // Restarted, its wait over: the new process sends what was left, and the server now accepts it.
      const { app: second } = await buildApp(testConfig(t.dataDir, { baseDomain: BASE_DOMAIN, signupOpen: true, smtpUrl: sink.url }));
      try {
        await second.ctx.db.updateTable('mail_outbox').set({ next_attempt_at: Date.now() }).execute();
        await second.ctx.mail.flush();
        const [mail] = await sink.waitFor(1);
        expect(mail!.subject).toBe(inIndonesian(NOTIFY_MAIL_MSG.signupSubject));
        expect(mail!.text).toMatch(/\?signup=[\w-]+/);
        expect(await second.ctx.mail.status()).toMatchObject({ waiting: 0, sent: 1, failed: 0 });
      } finally {
        await second.close();
      }
    } finally {
      await t?.close();
      t = undefined;
      await sink.close();
    }
  });
});
