import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../lib/config.js';
import {
  bearer,
  createTestApp,
  csrf,
  EDITOR,
  multipart,
  operatorHeaders,
  PIN,
  testConfig,
  type TestApp,
} from '../../test-support/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { mailMessage, outboxDir } from './mailer.js';

// Every link in a mail comes from configuration, never from the Host of the request that made the mail (decision
// 077): each mail-making request is sent with a forged Host (a forged port too with many gifts), and neither the
// outbox's files nor a real SMTP server's mails hold the forged name or port anywhere (text, HTML or headers).

const PORT = 3999;
const BASE_DOMAIN = 'kado.test';
const FORGED_PORT = '31337';

let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 200)}.${ip % 200}`;

/** Every mail the app sent, as the recipient's mail program reads it: from the SMTP sink, or the outbox's files. */
async function delivered(t: TestApp, sink: SmtpSink | undefined): Promise<ParsedMail[]> {
  await t.app.ctx.notifier.flush();
  await t.app.ctx.mail.flush();
  const status = await t.app.ctx.mail.status();
  if (sink) return sink.waitFor(status.sent);
  const dir = outboxDir(t.dataDir);
  return Promise.all(fs.readdirSync(dir).map(async (file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
}

/** The whole mail as its reader sees it: the headers, the text and the HTML. */
const wholeMail = (mail: ParsedMail) => [...mail.headerLines.map((h) => h.line), mail.text ?? '', String(mail.html)].join('\n');

/** Each link the mail holds (text, HTML, List-Unsubscribe). */
const linksIn = (mail: ParsedMail) => [...new Set(wholeMail(mail).match(/https?:\/\/[^\s"<>]+/g) ?? [])];

/** Turns the gift's wishes link on and sends a wish through it with `host`. */
async function sendWish(t: TestApp, editor: Record<string, string>, host: string) {
  await t.app.inject({ method: 'PUT', url: '/api/settings', headers: editor, payload: { notify: { wishes: true } } });
  await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: editor, payload: { open: true } });
  const link = await t.app.inject({ method: 'GET', url: '/api/wishes/link', headers: editor });
  const key = decodeURIComponent(link.json<{ data: { url: string } }>().data.url.split('/w/')[1] ?? '');
  const form = multipart({ name: 'Sari', message: 'Selamat ya!' }, []);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wishes',
    payload: form.payload,
    headers: { ...form.headers, host, cookie: `kado_wish=${key}`, ...csrf },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function sendReply(t: TestApp, viewer: Record<string, string>, host: string) {
  const form = multipart({ message: 'Terima kasih!' }, []);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/replies',
    payload: form.payload,
    headers: { ...form.headers, ...viewer, host, ...csrf },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function verifyPin(t: TestApp, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/date-input/verify',
    headers,
    payload: { pin: PIN },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return bearer(res.json<{ token: string }>().token);
}

async function forgot(t: TestApp, email: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    headers: { ...headers, ...csrf },
    payload: { email },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(202);
}

for (const transport of ['outbox', 'smtp'] as const) {
  describe(`mail links with one gift and no PUBLIC_URL (${transport})`, () => {
    const FORGED = 'evil.example';
    let sink: SmtpSink | undefined;
    let t: TestApp;
    beforeAll(async () => {
      sink = transport === 'smtp' ? await startSmtpSink() : undefined;
      t = await createTestApp({ port: PORT, ...(sink && { smtpUrl: sink.url }) } satisfies Partial<AppConfig>);
    });
    afterAll(async () => {
      await t.close();
      await sink?.close();
    });

    it('never take the request’s Host: forgot password, opened, reply, wish', async () => {
      const host = `${FORGED}:4101`;
      const editor = bearer(await t.editorToken());
      // The first opening past the PIN tells the giver; then a reply of that viewer, a wish, and the forgotten password.
      const viewer = await verifyPin(t, { host });
      await sendReply(t, viewer, `phish.example`);
      await sendWish(t, editor, host);
      await forgot(t, EDITOR.email, { host });
      const mails = await delivered(t, sink);
      const links = mails.flatMap(linksIn);
      expect(links.some((link) => link.includes('reset='))).toBe(true);
      expect(links.some((link) => link.includes('section=footsteps'))).toBe(true);
      expect(links.some((link) => link.includes('section=replies'))).toBe(true);
      expect(links.some((link) => link.includes('section=wishes'))).toBe(true);
      for (const mail of mails) {
        expect(wholeMail(mail)).not.toContain(FORGED);
        expect(wholeMail(mail)).not.toContain('phish.example');
      }
      // Without PUBLIC_URL, the address Kado listens on (HOST 127.0.0.1 is localhost), as the start says.
      expect(links.filter((link) => !link.startsWith(`http://localhost:${PORT}/`))).toEqual([]);
    });
  });

  describe(`mail links with many gifts (${transport})`, () => {
    let sink: SmtpSink | undefined;
    let t: TestApp;
    let operator: Record<string, string>;
    beforeAll(async () => {
      sink = transport === 'smtp' ? await startSmtpSink() : undefined;
      t = await createTestApp({ port: PORT, baseDomain: BASE_DOMAIN, signupOpen: true, ...(sink && { smtpUrl: sink.url }) });
      operator = await operatorHeaders(t.app, BASE_DOMAIN);
    });
    afterAll(async () => {
      await t.close();
      await sink?.close();
    });

    it('never take the request’s port: forgot password, opened, reply, wish, sign-up', async () => {
      const slug = 'alpha';
      const email = `${slug}@kado.test`;
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/operator/gifts',
        headers: operator,
        payload: { slug, editor_email: email, editor_password: EDITOR.password },
      });
      expect(made.statusCode, made.body).toBe(201);
      const real = `${slug}.${BASE_DOMAIN}`;
      const forged = `${real}:${FORGED_PORT}`;
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: real },
        payload: { email, password: EDITOR.password },
      });
      const editor = { host: real, ...bearer(login.json<{ token: string }>().token) };
      const share = await t.app.inject({ method: 'GET', url: '/api/share', headers: editor });
      const key = decodeURIComponent(share.json<{ data: { url: string } }>().data.url.split('/s/')[1] ?? '');
      const viewer = { cookie: `kado_key=${key}`, ...(await verifyPin(t, { host: forged, cookie: `kado_key=${key}` })) };
      await sendReply(t, viewer, forged);
      await sendWish(t, editor, forged);
      // A private gift's: from a browser that holds its share key.
      await forgot(t, email, { host: forged, cookie: `kado_key=${key}` });
      // Sign-up on the console's host: a new address (the confirmation link), a known email, an address taken.
      const consoleHost = `${BASE_DOMAIN}:${FORGED_PORT}`;
      for (const [to, wanted] of [
        ['new-giver@kado.test', 'beta'],
        [email, 'gamma'],
        ['someone@kado.test', slug],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/signup',
          headers: { host: consoleHost, ...csrf },
          payload: { email: to, password: EDITOR.password, slug: wanted },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, res.body).toBe(202);
      }
      const mails = await delivered(t, sink);
      expect(mails.length).toBeGreaterThanOrEqual(7);
      const links = mails.flatMap(linksIn);
      for (const part of ['reset=', 'section=footsteps', 'section=replies', 'section=wishes', '?signup=']) {
        expect(
          links.some((link) => link.includes(part)),
          part,
        ).toBe(true);
      }
      for (const mail of mails) expect(wholeMail(mail)).not.toContain(FORGED_PORT);
      // The gift's links on its own host, the sign-up's on the console's: BASE_DOMAIN with the configured port.
      const allowed = [`http://${real}:${PORT}/`, `http://${BASE_DOMAIN}:${PORT}/`];
      expect(links.filter((link) => !allowed.some((origin) => link.startsWith(origin)))).toEqual([]);
    });
  });
}

describe('the start’s word on mail links', () => {
  it('names the origin every mail link starts with, and says when PUBLIC_URL is unset', () => {
    const base = testConfig('/tmp/kado-data', { port: 3000 });
    expect(mailMessage(base)).toContain('Links in mail start with http://localhost:3000, the address Kado listens on (PUBLIC_URL unset');
    expect(mailMessage({ ...base, host: '192.168.1.20' })).toContain('start with http://192.168.1.20:3000,');
    expect(mailMessage({ ...base, publicUrl: 'https://kita.example' })).toContain(
      'Links in mail start with https://kita.example (PUBLIC_URL).',
    );
    expect(mailMessage({ ...base, baseDomain: BASE_DOMAIN, publicUrl: 'https://kado.test:8443' })).toContain(
      'Links in mail start with https://{slug}.kado.test:8443 (PUBLIC_URL).',
    );
  });
});
