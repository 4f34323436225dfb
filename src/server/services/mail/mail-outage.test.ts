import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inIndonesian } from '../../../shared/message-codes.js';
import { MAIL_MSG } from '../../../shared/schemas/password.js';
import { NOTIFY_MAIL_MSG } from '../../../shared/signup-messages.js';
import { createTestApp, csrf, EDITOR, PIN, type TestApp } from '../../test-support/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';

// A mail outage as an operator meets it (decision 076): the SMTP server stops, mails are made meanwhile, and the
// operator sees it in the log (a warning per failed try, with the server's answer, never the mail's body) and in
// /metrics (mails waiting, the age of the oldest); when the server is back, a gift's mails arrive in the order they
// were made, though the earlier one waits longer between its tries.

const TOKEN = 'metrics-token-for-the-mail-outage-0123';

let sink: SmtpSink;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url, metricsToken: TOKEN, logSink: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** One series' value in a scrape, e.g. `kado_mail_outbox_mails{state="waiting"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const attemptsOf = async (id: number) =>
  Number((await t.app.ctx.db.selectFrom('mail_outbox').select('attempts').where('id', '=', id).executeTakeFirstOrThrow()).attempts);
const lastId = async () => (await t.app.ctx.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

describe('an SMTP outage', () => {
  it('is logged and shown in /metrics, and a gift’s mails arrive in the order they were made', async () => {
    const port = Number(new URL(sink.url).port);
    await sink.close();
    // The first mail: the forgotten password. It fails again and again while the server is down, waiting longer each time.
    const forgot = await t.app.inject({ method: 'POST', url: '/api/password/forgot', headers: csrf, payload: { email: EDITOR.email } });
    expect(forgot.statusCode).toBe(202);
    const first = await lastId();
    await vi.waitFor(async () => expect(await attemptsOf(first)).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
    // The second: the recipient opens the gift. Its first try fails too, and its next comes sooner than the first's.
    const opened = await t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress: '10.61.0.1' });
    expect(opened.statusCode).toBe(200);
    const second = await lastId();
    expect(second).toBeGreaterThan(first);
    // A round of the mailer: the second is tried now if it may be (a failure, and a wait shorter than the first's).
    await t.app.ctx.mail.flush();

    // What the operator sees meanwhile.
    const during = await scrape();
    expect(valueOf(during, 'kado_mail_outbox_mails{state="waiting"}')).toBe(2);
    expect(valueOf(during, 'kado_mail_outbox_mails{state="sent"}')).toBe(0);
    expect(valueOf(during, 'kado_mail_outbox_mails{state="failed"}')).toBe(0);
    expect(valueOf(during, 'kado_mail_outbox_oldest_waiting_seconds')).toBeGreaterThan(0);
    const warnings = lines.filter((line) => line.includes('mail not sent'));
    expect(warnings.length).toBeGreaterThanOrEqual(5);
    expect(warnings[0]).toContain('"level":40');
    expect(warnings[0]).toContain('ECONNREFUSED');
    // Never the mail's body: the reset link's token stays out of the log.
    expect(lines.join('\n')).not.toMatch(/reset=/);
    console.log(
      `mail-outage: /metrics during the outage:\n${during
        .split('\n')
        .filter((l) => l.startsWith('kado_mail_'))
        .join('\n')}`,
    );

    // The server comes back on its address: both mails arrive, the earlier first.
    sink = await startSmtpSink(port);
    const arrived = await sink.waitFor(2, 15_000);
    const subjects = arrived.map((mail) => mail.subject);
    console.log(`mail-outage: arrived in the order ${JSON.stringify(subjects)}`);
    expect(subjects).toEqual([inIndonesian(MAIL_MSG.resetSubject), inIndonesian(NOTIFY_MAIL_MSG.openedSubject('Nama'))]);
    await vi.waitFor(async () => expect(valueOf(await scrape(), 'kado_mail_outbox_mails{state="sent"}')).toBe(2));
    const after = await scrape();
    expect(valueOf(after, 'kado_mail_outbox_mails{state="waiting"}')).toBe(0);
    expect(valueOf(after, 'kado_mail_outbox_oldest_waiting_seconds')).toBe(0);
  });

  it('logs a refusal with the server’s own answer', async () => {
    sink.refuse(1);
    const before = sink.received.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      headers: csrf,
      payload: { email: EDITOR.email },
      remoteAddress: '10.61.0.2',
    });
    expect(res.statusCode).toBe(202);
    await sink.waitFor(before + 1);
    const refusal = lines.filter((line) => line.includes('mail not sent')).at(-1);
    expect(refusal).toContain('451');
    expect(refusal).toContain('Try again later');
  });
});
