import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { inIndonesian } from '../../../shared/message-codes.js';
import { MAIL_MSG } from '../../../shared/schemas/password.js';
import { createTestApp, csrf, EDITOR, operatorHeaders, testConfig, type TestApp } from '../../test-support/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { outboxDir, retryDelay } from './mailer.js';

// Mail as a part of Kado (decision 060): through a real SMTP server on loopback, tried again when it is refused, kept
// in the database across a restart, and written to DATA_DIR/outbox without SMTP_URL.

const forgot = (t: TestApp, email = EDITOR.email, remoteAddress = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/password/forgot', headers: csrf, payload: { email }, remoteAddress });

describe('mail through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('arrives with a plain-text and an HTML part, in the gift’s language, from MAIL_FROM', async () => {
    expect((await forgot(t)).statusCode).toBe(202);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe(inIndonesian(MAIL_MSG.resetSubject));
    expect(mail!.from?.value).toEqual([{ name: 'Kado', address: 'kado@kado.test' }]);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe(EDITOR.email);
    expect(mail!.text).toContain(inIndonesian(MAIL_MSG.resetIntro));
    expect(mail!.text).toMatch(/\/edit-pages\?reset=[\w-]+/);
    expect(mail!.html).toContain(inIndonesian(MAIL_MSG.resetButton));
    expect(mail!.html).toMatch(/href="http:\/\/[^"]+\/edit-pages\?reset=[\w-]+"/);
    // The server has the mail before the sender hears its 250 and marks it sent: wait for the mark.
    await vi.waitFor(async () =>
      expect(await t.app.ctx.mail.status()).toMatchObject({ waiting: 0, sent: 1, failed: 0, transport: 'smtp' }),
    );
  });

  it('is tried again when the server refuses it (451), and the operator sees the error meanwhile', async () => {
    sink.refuse(2);
    const before = sink.received.length;
    expect((await forgot(t, EDITOR.email, '10.7.0.2')).statusCode).toBe(202);
    await sink.waitFor(before + 1);
    // The server has the mail before the sender hears its 250 and marks it sent: wait for the mark.
    const row = await vi.waitFor(async () => {
      const latest = await t.app.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(latest).toMatchObject({ status: 'sent', attempts: 3 });
      return latest;
    });
    expect(row.last_error).toMatch(/451/);
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20, 30_000)).toBe(60 * 60 * 1000);
  });
});

describe('mail across a restart', () => {
  it('a mail that waits when the process stops is sent by the next one', async () => {
    const sink = await startSmtpSink();
    sink.refuse(1);
    // The first process's try is refused, and its next try is a minute away: it stops before then.
    const first = await createTestApp({ smtpUrl: sink.url, mailRetryMs: 60_000 });
    try {
      expect((await forgot(first)).statusCode).toBe(202);
      await expect.poll(async () => (await first.app.ctx.mail.status()).last_error).toMatch(/451/);
      expect(await first.app.ctx.mail.status()).toMatchObject({ waiting: 1, sent: 0 });
      await first.app.close();
      // Restarted, its wait over: the new process sends what was left.
      const { app: second } = await buildApp(testConfig(first.dataDir, { smtpUrl: sink.url }));
      try {
        await second.ctx.db.updateTable('mail_outbox').set({ next_attempt_at: Date.now() }).execute();
        await second.ctx.mail.flush();
        await sink.waitFor(1);
        expect(sink.received[0]!.subject).toBe(inIndonesian(MAIL_MSG.resetSubject));
        expect(await second.ctx.mail.status()).toMatchObject({ waiting: 0, sent: 1, failed: 0 });
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await sink.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is written as an .eml file under DATA_DIR/outbox', async () => {
    expect((await forgot(t)).statusCode).toBe(202);
    await t.app.ctx.mail.flush();
    const dir = outboxDir(t.dataDir);
    await expect.poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])).toHaveLength(1);
    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(dir, file!), 'utf8');
    expect(eml).toContain(`To: ${EDITOR.email}`);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(await t.app.ctx.mail.status()).toMatchObject({ sent: 1, transport: 'outbox' });
  });

  it('is written once: a try after a crash that followed the writing keeps the file as it was (decision 076)', async () => {
    const dir = outboxDir(t.dataDir);
    const [file] = fs.readdirSync(dir);
    const written = fs.readFileSync(path.join(dir, file!), 'utf8');
    expect(written).toMatch(/^Message-ID: <kado-mail\.\d+\.\d+@kado\.test>$/m);
    // The row as a process killed after writing the file, before marking it sent, leaves it once its claim has lapsed.
    await t.app.ctx.db.updateTable('mail_outbox').set({ status: 'waiting', sent_at: null, claimed_until: 0 }).execute();
    await t.app.ctx.mail.flush();
    expect(await t.app.ctx.mail.status()).toMatchObject({ waiting: 0, sent: 1 });
    expect(fs.readdirSync(dir)).toEqual([file]);
    expect(fs.readFileSync(path.join(dir, file!), 'utf8')).toBe(written);
  });
});

describe("the operator's view of the mail", () => {
  const baseDomain = 'kado.localhost';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ baseDomain });
  });
  afterAll(async () => t.close());

  it('counts mail waiting, sent and failed, with the last error, for the operator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/mail', headers: { host: baseDomain } })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/operator/mail', headers: await operatorHeaders(t.app, baseDomain) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { waiting: 0, sent: 0, failed: 0, last_error: null, transport: 'outbox' } });
  });
});
