import { beforeEach, describe, expect, it } from 'vitest';
import { inIndonesian } from '../../shared/message-codes.js';
import { HEART_MOMENT_MSG } from '../../shared/messages/heart-moments.js';
import { NOTIFY_MAIL_MSG, UNSUBSCRIBE_MSG } from '../../shared/signup-messages.js';
import { EDITOR, multipart, useTestApp } from '../test-support/test-app.js';
import { sendHeartMoment } from '../test-support/heart-moments.js';
import { MOMENT_MAIL_CHANGES_PER_CLIENT } from '../services/heart-moments/moment-mail.js';

// Word of a shared moment to the other partner (docs/product.md §26, §29), through the real mail outbox: the giver is
// told when the recipient shares a moment (the switch 'moments', folded, one-click unsubscribe); the recipient, at the
// address it left with its consent, when the giver shares one. No mail tells of a private moment or carries a
// moment's words.

const t = useTestApp();
const { editor, viewer } = t;
const RECIPIENT = 'rina@kado.test';

const mailsTo = (to: string) => t.app.ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
async function write(headers: Record<string, string>, words: string, visibility: 'shared' | 'private') {
  const res = await sendHeartMoment(t.app, headers, { words, feeling: 'loved', visibility });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
const share = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'PUT', url: `/api/heart-moments/${id}/visibility`, headers, payload: { visibility: 'shared' } });
const leaveAddress = (payload: object, headers: Record<string, string> = viewer, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'PUT', url: '/api/heart-moments/mail', headers, payload, remoteAddress });
/** The window of every kind is over: the next event is told at once. */
const windowOver = () =>
  t.app.ctx.db
    .updateTable('notifications')
    .set({ last_sent_at: Date.now() - 11 * 60 * 1000 })
    .execute();
const unsubscribePath = (mail: { headers_json: string | null }) => {
  const address = /^<([^>]+)>$/.exec((JSON.parse(mail.headers_json!) as Record<string, string>)['List-Unsubscribe']!)![1]!;
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
};
const oneClick = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('mail_outbox').execute();
  await t.app.ctx.db.deleteFrom('notifications').execute();
  await t.app.ctx.db.deleteFrom('auth_attempts').execute();
  await t.app.ctx.db.updateTable('sites').set({ notify_moments: 1, moments_mail_to: null, moments_mail_since: null }).execute();
  t.app.ctx.readCache.clear();
});

describe('word to the giver', () => {
  it('tells a shared moment of the recipient, without its words, linking to the hub; never a private one', async () => {
    await write(viewer, 'Rahasia: kamu menjemputku', 'private');
    expect(await mailsTo(EDITOR.email)).toEqual([]);
    await write(viewer, 'Dibagikan: kamu memasak untukku', 'shared');
    const [mail, ...more] = await mailsTo(EDITOR.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ada momen baru yang dibagikan untuk Anda');
    expect(mail!.subject).toBe(inIndonesian(NOTIFY_MAIL_MSG.momentsSubject(1)));
    expect(mail!.text_body).toContain('/edit-pages?section=heartMoments');
    for (const body of [mail!.text_body, mail!.html_body]) {
      expect(body).not.toContain('kamu memasak');
      expect(body).not.toContain('Rahasia');
    }
    expect(unsubscribePath(mail!)).toMatch(/^\/api\/notifications\/unsubscribe\?kind=moments&token=[\w-]+$/);
    // The giver's own shared moment tells the giver nothing.
    await windowOver();
    await write(editor, 'Dari pemberi', 'shared');
    expect(await mailsTo(EDITOR.email)).toHaveLength(1);
  });

  it('folds moments turned shared (by the switch or an edit) into the next mail; nothing with the switch off', async () => {
    await write(viewer, 'Pertama', 'shared');
    const hidden = await write(viewer, 'Kedua, dulu pribadi', 'private');
    expect((await share(viewer, hidden)).statusCode).toBe(200);
    // Shared again: no second event.
    expect((await share(viewer, hidden)).statusCode).toBe(200);
    // Made shared by an edit of its form: one more.
    const edited = await write(viewer, 'Ketiga, dulu pribadi', 'private');
    const form = multipart({ words: 'Ketiga, sekarang dibagikan', feeling: 'happy', visibility: 'shared' }, []);
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/heart-moments/${edited}`,
      payload: form.payload,
      headers: { ...form.headers, ...viewer },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await mailsTo(EDITOR.email)).toHaveLength(1);
    await windowOver();
    await t.app.ctx.notifier.flush();
    expect((await mailsTo(EDITOR.email)).map((m) => m.subject)).toEqual([
      inIndonesian(NOTIFY_MAIL_MSG.momentsSubject(1)),
      inIndonesian(NOTIFY_MAIL_MSG.momentsSubject(2)),
    ]);

    const off = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: editor, payload: { notify: { moments: false } } });
    expect(off.json().data.notify).toMatchObject({ moments: false, replies: true });
    await windowOver();
    await write(viewer, 'Ketiga', 'shared');
    await t.app.ctx.notifier.flush();
    expect(await mailsTo(EDITOR.email)).toHaveLength(2);
  });

  it('turns off with the one-click link, without a login', async () => {
    await write(viewer, 'Untuk tautan', 'shared');
    const [mail] = await mailsTo(EDITOR.email);
    const done = await oneClick(unsubscribePath(mail!));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(inIndonesian(UNSUBSCRIBE_MSG.doneMoments));
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: editor });
    expect(read.json().data.notify).toMatchObject({ moments: false });
  });
});

describe('word to the recipient', () => {
  it('asks for the consent and a real address, and keeps them for the recipient alone', async () => {
    const noConsent = await leaveAddress({ email: RECIPIENT });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json()).toMatchObject({ code: 'heartMoments.mailConsent', errors: { consent: [expect.any(String)] } });
    const unticked = await leaveAddress({ email: RECIPIENT, consent: false });
    expect(unticked.json().code).toBe('heartMoments.mailConsent');
    const bad = await leaveAddress({ email: 'bukan-email', consent: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/heart-moments/mail', headers: viewer })).json().data).toEqual({ email: null });

    const saved = await leaveAddress({ email: ` ${RECIPIENT} `, consent: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: inIndonesian(HEART_MOMENT_MSG.mailSaved), data: { email: RECIPIENT } });
    const row = await t.app.ctx.db.selectFrom('sites').select(['moments_mail_to', 'moments_mail_since']).executeTakeFirstOrThrow();
    expect(row.moments_mail_to).toBe(RECIPIENT);
    expect(row.moments_mail_since).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/heart-moments/mail', headers: viewer })).json().data).toEqual({
      email: RECIPIENT,
    });

    // The giver neither reads nor sets it; without a session, nobody.
    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/heart-moments/mail', headers: editor }),
      await leaveAddress({ email: 'giver-choice@kado.test', consent: true }, editor),
      await t.app.inject({ method: 'DELETE', url: '/api/heart-moments/mail', headers: editor }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('heartMoments.mailRecipientOnly');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/heart-moments/mail' })).statusCode).toBe(401);
  });

  it('tells the recipient of the giver’s shared moment, not its private one, at most once a window; then stops on removal', async () => {
    await write(editor, 'Belum ada alamat', 'shared');
    expect((await leaveAddress({ email: RECIPIENT, consent: true })).statusCode).toBe(200);
    await write(editor, 'Rahasia pemberi', 'private');
    expect(await mailsTo(RECIPIENT)).toEqual([]);
    await write(editor, 'Senyummu pagi ini', 'shared');
    const [mail, ...more] = await mailsTo(RECIPIENT);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Ada momen baru untukmu');
    expect(mail!.text_body).toMatch(/\/momen-hati/);
    expect(mail!.text_body).not.toContain('edit-pages');
    for (const body of [mail!.text_body, mail!.html_body]) {
      expect(body).not.toContain('Senyummu');
      expect(body).not.toContain('Rahasia');
    }
    // The recipient's own shared moment tells the recipient nothing; the giver's next one waits for the window.
    await write(viewer, 'Dari penerima', 'shared');
    await write(editor, 'Kedua', 'shared');
    await t.app.ctx.notifier.flush();
    expect(await mailsTo(RECIPIENT)).toHaveLength(1);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/heart-moments/mail', headers: viewer });
    expect(removed.json()).toMatchObject({ message: inIndonesian(HEART_MOMENT_MSG.mailRemoved), data: { email: null } });
    await windowOver();
    await t.app.ctx.notifier.flush();
    await write(editor, 'Ketiga', 'shared');
    expect(await mailsTo(RECIPIENT)).toHaveLength(1);
  });

  it('stops with the one-click link, which names its address: an old one turns a new address nothing off', async () => {
    expect((await leaveAddress({ email: RECIPIENT, consent: true })).statusCode).toBe(200);
    await write(editor, 'Untuk tautan', 'shared');
    const [first] = await mailsTo(RECIPIENT);
    const oldLink = unsubscribePath(first!);
    expect(oldLink).toMatch(/kind=recipient_moments&token=/);
    const page = await t.app.inject({ method: 'GET', url: oldLink });
    expect(page.body).toContain(inIndonesian(UNSUBSCRIBE_MSG.askRecipientMoments));

    const other = 'rina.baru@kado.test';
    expect((await leaveAddress({ email: other, consent: true })).statusCode).toBe(200);
    const stale = await oneClick(oldLink);
    expect(stale.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/heart-moments/mail', headers: viewer })).json().data).toEqual({ email: other });

    await windowOver();
    await write(editor, 'Ke alamat baru', 'shared');
    const [mail] = await mailsTo(other);
    const done = await oneClick(unsubscribePath(mail!));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(inIndonesian(UNSUBSCRIBE_MSG.doneRecipientMoments));
    expect((await t.app.inject({ method: 'GET', url: '/api/heart-moments/mail', headers: viewer })).json().data).toEqual({ email: null });
  });

  it(`takes at most ${MOMENT_MAIL_CHANGES_PER_CLIENT} changes of the address from one client in an hour`, async () => {
    for (let n = 0; n < MOMENT_MAIL_CHANGES_PER_CLIENT; n += 1) {
      expect((await leaveAddress({ email: `r${n}@kado.test`, consent: true }, viewer, '10.9.0.7')).statusCode).toBe(200);
    }
    const refused = await leaveAddress({ email: 'satu-lagi@kado.test', consent: true }, viewer, '10.9.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().code).toBe('heartMoments.mailTooMany');
    // Another client is counted apart.
    expect((await leaveAddress({ email: 'lain@kado.test', consent: true }, viewer, '10.9.0.8')).statusCode).toBe(200);
  });
});
