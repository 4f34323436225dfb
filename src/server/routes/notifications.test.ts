import { describe, expect, it } from 'vitest';
import { inIndonesian } from '../../shared/message-codes.js';
import { NOTIFY_MAIL_MSG, UNSUBSCRIBE_MSG } from '../../shared/signup-messages.js';
import { SETTINGS_MSG } from '../../shared/messages/settings.js';
import { bearer, csrf, EDITOR, multipart, PIN, useTestApp } from '../test-support/test-app.js';

// Word to the giver (decision 061, docs/product.md 'Kabar untuk pemberi'): the first opening, replies and wishes by
// mail; the switches in the settings; one mail per kind per gift per window, later events folded into the next; never
// for the giver's own preview, no 'opened' with footsteps off; a one-click unsubscribe (RFC 8058) without a login.

const BASE_DOMAIN = 'kado.test';
const t = useTestApp({ baseDomain: BASE_DOMAIN });

let ip = 0;
const nextIp = () => `10.50.${Math.floor(++ip / 200)}.${ip % 200}`;
const mailsTo = (email: string) =>
  t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();

/** A gift made by the operator, its giver signed in, its share key, nobody past its PIN yet. */
async function newGift(slug: string) {
  const host = `${slug}.${BASE_DOMAIN}`;
  const email = `${slug}@kado.test`;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/operator/gifts',
    headers: t.operator,
    payload: { slug, editor_email: email, editor_password: EDITOR.password },
  });
  expect(made.statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: { host }, payload: { email, password: EDITOR.password } });
  const editor = { host, ...bearer(login.json<{ token: string }>().token) };
  const share = await t.app.inject({ method: 'GET', url: '/api/share', headers: editor });
  const key = decodeURIComponent(share.json<{ data: { url: string } }>().data.url.split('/s/')[1] ?? '');
  const withKey = { host, cookie: `kado_key=${key}` };
  const unlock = async (headers: Record<string, string> = withKey) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      headers,
      payload: { pin: PIN },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    return { ...withKey, ...bearer(res.json<{ token: string }>().token) };
  };
  const settings = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: editor, payload });
  const name = (recipient_name: string) =>
    t.app.inject({ method: 'POST', url: '/api/opening', headers: editor, payload: { title: 'This is For', recipient_name } });
  return { host, email, editor, withKey, unlock, settings, name, mails: () => mailsTo(email) };
}

const reply = (viewer: Record<string, string>, message: string) => {
  const form = multipart({ message }, []);
  return t.app.inject({ method: 'POST', url: '/api/replies', payload: form.payload, headers: { ...form.headers, ...viewer, ...csrf } });
};

describe('the giver’s mails', () => {
  it('have switches in the settings: opened and replies on, wishes off, each changed alone', async () => {
    const gift = await newGift('switches');
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: gift.editor });
    expect(read.json()).toMatchObject({ data: { notify: { opened: true, replies: true, wishes: false } } });
    const saved = await gift.settings({ notify: { wishes: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: inIndonesian(SETTINGS_MSG.saved),
      data: { notify: { opened: true, replies: true, wishes: true } },
    });
    const bad = await gift.settings({ notify: { opened: 'ya' } });
    expect(bad.statusCode).toBe(422);
  });

  it("tell the first opening by the recipient's name, never the giver's preview, and only the first", async () => {
    const gift = await newGift('first-open');
    expect((await gift.name('Rina')).statusCode).toBe(200);
    // The giver's own preview past the PIN tells nothing.
    await gift.unlock({ ...gift.withKey, authorization: gift.editor.authorization! });
    expect(await gift.mails()).toEqual([]);
    await gift.unlock();
    const [mail, ...more] = await gift.mails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Kado untuk Rina baru saja dibuka');
    expect(mail!.subject).toBe(inIndonesian(NOTIFY_MAIL_MSG.openedSubject('Rina')));
    expect(mail!.text_body).toMatch(/http:\/\/first-open\.kado\.test(:\d+)?\/edit-pages\?section=footsteps/);
    const headers = JSON.parse(mail!.headers_json!) as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/first-open\.kado\.test(:\d+)?\/api\/notifications\/unsubscribe\?kind=opened&token=[\w-]+>$/,
    );
    // A later opening is not the first.
    await gift.unlock();
    expect(await gift.mails()).toHaveLength(1);
  });

  it('say nothing of the opening while footsteps are off', async () => {
    const gift = await newGift('no-footsteps');
    expect((await gift.settings({ record_activity: false })).statusCode).toBe(200);
    await gift.unlock();
    expect(await gift.mails()).toEqual([]);
  });

  it('tell replies at most once per window; later ones are folded into the next mail', async () => {
    const gift = await newGift('replies');
    const viewer = await gift.unlock();
    const opened = (await gift.mails()).length;
    expect((await reply(viewer, 'Terima kasih!')).statusCode).toBe(201);
    expect((await reply(viewer, 'Aku suka sekali')).statusCode).toBe(201);
    expect((await reply(viewer, 'Sekali lagi')).statusCode).toBe(201);
    const first = (await gift.mails()).slice(opened);
    expect(first.map((m) => m.subject)).toEqual([inIndonesian(NOTIFY_MAIL_MSG.repliesSubject(1))]);
    expect(first[0]!.text_body).toMatch(/\/edit-pages\?section=replies/);
    // Within the window the sweep sends nothing more...
    await t.app.ctx.notifier.flush();
    expect(await gift.mails()).toHaveLength(opened + 1);
    // ...and once it is over, one mail tells the two that waited.
    await t.app.ctx.db
      .updateTable('notifications')
      .set({ last_sent_at: Date.now() - 11 * 60 * 1000 })
      .where('kind', '=', 'replies')
      .execute();
    await t.app.ctx.notifier.flush();
    const after = (await gift.mails()).slice(opened);
    expect(after.map((m) => m.subject)).toEqual([
      inIndonesian(NOTIFY_MAIL_MSG.repliesSubject(1)),
      inIndonesian(NOTIFY_MAIL_MSG.repliesSubject(2)),
    ]);
    expect(after[1]!.text_body).toContain(inIndonesian(NOTIFY_MAIL_MSG.repliesIntro(2)));
  });

  it('tell a wish waiting for approval once the giver turns it on', async () => {
    const gift = await newGift('wishes-on');
    expect((await gift.settings({ notify: { wishes: true } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: gift.editor, payload: { open: true } })).statusCode).toBe(
      200,
    );
    const link = await t.app.inject({ method: 'GET', url: '/api/wishes/link', headers: gift.editor });
    const key = decodeURIComponent(link.json<{ data: { url: string } }>().data.url.split('/w/')[1] ?? '');
    const form = multipart({ name: 'Sari', message: 'Selamat ya!' }, []);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/wishes',
      payload: form.payload,
      headers: { ...form.headers, host: gift.host, cookie: `kado_wish=${key}`, ...csrf },
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(201);
    const mails = await gift.mails();
    expect(mails.map((m) => m.subject)).toEqual([inIndonesian(NOTIFY_MAIL_MSG.wishesSubject(1))]);
    expect(mails[0]!.text_body).toMatch(/\/edit-pages\?section=wishes/);
  });
});

describe('the one-click unsubscribe', () => {
  it('asks on GET, turns only its kind off on POST without a login, and refuses a wrong token', async () => {
    const gift = await newGift('unsubscribe');
    await gift.unlock();
    const [mail] = await gift.mails();
    const address = /^<([^>]+)>$/.exec((JSON.parse(mail!.headers_json!) as Record<string, string>)['List-Unsubscribe']!)![1]!;
    const url = new URL(address);
    const path = `${url.pathname}${url.search}`;

    const page = await t.app.inject({ method: 'GET', url: path, headers: { host: gift.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(inIndonesian(UNSUBSCRIBE_MSG.askOpened));
    // A visit turns nothing off.
    const settings = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: gift.editor })).json<{ data: { notify: object } }>().data.notify;
    expect(await settings()).toEqual({ opened: true, replies: true, wishes: false, moments: true });

    // Another kind's token, or a made-up one: refused.
    const wrongKind = path.replace('kind=opened', 'kind=replies');
    for (const bad of [wrongKind, path.replace(/token=[^&]+/, 'token=forged')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: bad,
        headers: { host: gift.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain(inIndonesian(UNSUBSCRIBE_MSG.invalid));
    }
    expect(await settings()).toEqual({ opened: true, replies: true, wishes: false, moments: true });

    // RFC 8058's POST, as a mail program sends it: no cookie, no share key.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: gift.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(inIndonesian(UNSUBSCRIBE_MSG.doneOpened));
    expect(await settings()).toEqual({ opened: false, replies: true, wishes: false, moments: true });
  });

  it("answers a disabled or ended gift's link with the gift's closed page (403), whatever the token", async () => {
    const gift = await newGift('closed-unsubscribe');
    const disabled = await t.app.inject({ method: 'POST', url: `/api/operator/gifts/closed-unsubscribe/disable`, headers: t.operator });
    expect(disabled.statusCode).toBe(200);
    const ended = await newGift('ended-unsubscribe');
    const end = await t.app.inject({
      method: 'POST',
      url: '/api/operator/gifts/ended-unsubscribe/end',
      headers: t.operator,
      payload: { ends_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(end.statusCode).toBe(200);
    for (const host of [gift.host, ended.host]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: '/api/notifications/unsubscribe?kind=opened&token=forged',
          headers: { host, ...(method === 'POST' && { 'content-type': 'application/x-www-form-urlencoded' }) },
          ...(method === 'POST' && { payload: 'List-Unsubscribe=One-Click' }),
        });
        expect(`${method} ${host} ${res.statusCode}`).toBe(`${method} ${host} 403`);
        expect(res.headers['content-type']).toMatch(/text\/html/);
      }
    }
  });
});
