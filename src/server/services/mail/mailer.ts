import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../lib/config.js';
import type { MailOutboxRepository, MailRow } from '../../repositories/mail-outbox-repository.js';
import type { MailSender } from '../../lib/mail-sender.js';
import { mailOrigin } from '../site/gift-url.js';
import { databaseUnavailable } from '../../db/unavailable.js';

// Mail through SMTP, or into DATA_DIR/outbox without SMTP_URL (decision 060). A mail is first a row of mail_outbox;
// it is sent after the request that made it has been answered, tried again with a doubling wait when it cannot be,
// and given up after MAIL_MAX_ATTEMPTS. Every process on the database sends from the same rows, so a restart loses
// none: the new process sends at start what the old one left waiting. A gift's mails go out in the order they were
// made, each failed try is a warning in the log, and each row has one Message-ID for all its tries (decision 076).

/** Tries of one mail before it is marked failed; with the 30 s first wait, about 4 hours of trying. */
export const MAIL_MAX_ATTEMPTS = 10;
const MAIL_RETRY_MS = 30_000;
const MAIL_RETRY_MAX_MS = 60 * 60 * 1000;
/** How often waiting mail is looked for (mail added by another process, a claim its process left behind). */
const MAIL_POLL_MS = 30_000;
/** How long a process holds a mail it is trying: longer than SMTP's own timeouts below. */
const MAIL_CLAIM_MS = 2 * 60 * 1000;
const MAILS_PER_ROUND = 20;

/** The wait before try `attempts + 1`, after `attempts` failed ones: base, 2 × base, 4 × base... at most an hour. */
export function retryDelay(attempts: number, baseMs: number = MAIL_RETRY_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_MS);
}

/** A mail's own headers, kept as JSON (the notifications' one-click unsubscribe). */
function headersOf(row: MailRow): { headers?: Record<string, string> } {
  if (!row.headers_json) return {};
  return { headers: JSON.parse(row.headers_json) as Record<string, string> };
}

/**
 * The row's Message-ID, the same on every try: a mail sent again after its process died before it
 * could mark it sent is the same message to the receiving server and the mail program, which can tell the copy.
 */
export function messageIdOf(row: Pick<MailRow, 'id' | 'created_at'>, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<kado-mail.${row.id}.${Number(row.created_at)}@${domain}>`;
}

/** The message nodemailer builds from a row: the same for SMTP and the outbox. */
const messageOf = (row: MailRow, mailFrom: string) => ({
  from: mailFrom,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  messageId: messageIdOf(row, mailFrom),
  ...headersOf(row),
});

/** What the log says of a failed try: the server's answer (or the connection's error), never the mail's body. */
function failureOf(error: unknown): { reply: string; code?: string; responseCode?: number } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { response?: unknown; code?: unknown; responseCode?: unknown };
  const reply = typeof e.response === 'string' ? e.response : error instanceof Error ? error.message : String(error);
  return {
    reply: reply.slice(0, 500),
    ...(typeof e.code === 'string' && { code: e.code }),
    ...(typeof e.responseCode === 'number' && { responseCode: e.responseCode }),
  };
}

/** Where the mailer's warnings and errors go (the app's log). */
export interface MailLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Where mail is written without SMTP_URL. */
export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** The start's word on mail: where it goes (never SMTP_URL's credentials), and where its links point (decision 077). */
export function mailMessage(config: AppConfig): string {
  const where = config.smtpUrl
    ? `Kado: mail is sent through ${new URL(config.smtpUrl).protocol}//${new URL(config.smtpUrl).host} from ${config.mailFrom}.`
    : `Kado: mail is not sent (SMTP_URL unset): each mail is written to ${outboxDir(config.dataDir)} and its link printed here.`;
  const origin = config.baseDomain ? mailOrigin(config, '{slug}') : mailOrigin(config, null);
  const links = config.publicUrl
    ? `Links in mail start with ${origin} (PUBLIC_URL).`
    : `Links in mail start with ${origin}, the address Kado listens on (PUBLIC_URL unset: set it to the address people open).`;
  return `${where} ${links}`;
}

interface Transport {
  send(row: MailRow): Promise<void>;
  close(): void;
}

function smtpTransport(config: AppConfig & { smtpUrl: string }): Transport {
  // smtp:// upgrades with STARTTLS whenever the server offers it; smtps:// is TLS from the start.
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
  const sender = nodemailer.createTransport({ ...parseSmtpUrl(config.smtpUrl), ...timeouts });
  return {
    async send(row) {
      await sender.sendMail(messageOf(row, config.mailFrom));
    },
    close: () => sender.close(),
  };
}

/** nodemailer's options from SMTP_URL: host, port, TLS from the start (smtps) and the credentials. */
function parseSmtpUrl(value: string) {
  const url = new URL(value);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
  };
}

function outboxTransport(config: AppConfig, say: (line: string) => void): Transport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return {
    async send(row) {
      const info = await builder.sendMail(messageOf(row, config.mailFrom));
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${new Date(Number(row.created_at)).toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
      // A row's file is written once: a try after a crash that followed the writing finds it and is done.
      const written = await fs.writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' }).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      if (!written) {
        say(`Kado: mail to ${row.to_address} was already written to ${file}`);
        return;
      }
      const link = /https?:\/\/\S+/.exec(row.text_body)?.[0];
      say(`Kado: mail to ${row.to_address} written to ${file}${link ? `; its link: ${link}` : ''}`);
    },
    close: () => undefined,
  };
}

export function startMailer(
  config: AppConfig,
  repo: MailOutboxRepository,
  log: MailLog,
  say: (line: string) => void = (line) => console.log(line),
): MailSender {
  const transport = config.smtpUrl ? smtpTransport({ ...config, smtpUrl: config.smtpUrl }) : outboxTransport(config, say);
  const retryBase = config.mailRetryMs ?? MAIL_RETRY_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let wake: NodeJS.Timeout | undefined;

  /** Tries one mail; true when it was sent. */
  const tryOne = async (row: MailRow, now: number): Promise<boolean> => {
    if (!(await repo.claim(row.id, now, now + MAIL_CLAIM_MS))) return false;
    const attempts = row.attempts + 1;
    try {
      await transport.send(row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const nextAt = attempts >= MAIL_MAX_ATTEMPTS ? undefined : Date.now() + retryDelay(attempts, retryBase);
      await repo.markFailure(row.id, attempts, message.slice(0, 500), nextAt);
      const next = nextAt === undefined ? { failedForGood: true } : { nextTry: new Date(nextAt).toISOString() };
      log.warn({ mail: row.id, gift: row.site_id, attempt: attempts, ...failureOf(error), ...next }, 'mail not sent');
      return false;
    }
    await repo.markSent(row.id, attempts, Date.now());
    return true;
  };

  /** A timer for the next waiting mail, when it comes before the next poll. */
  const scheduleNext = async () => {
    const next = await repo.nextDue();
    if (next === undefined || stopped) return;
    const wait = Math.max(0, next - Date.now());
    if (wait >= MAIL_POLL_MS) return;
    clearTimeout(wake);
    wake = setTimeout(kick, wait + 5);
    wake.unref();
  };

  const round = async () => {
    // Again while mail was added meanwhile, or a mail sent let the next of its gift go.
    let sent: boolean;
    do {
      again = false;
      sent = false;
      const now = Date.now();
      for (const row of await repo.due(now, MAILS_PER_ROUND)) {
        if (stopped) return;
        if (await tryOne(row, now)) sent = true;
      }
    } while ((again || sent) && !stopped);
    await scheduleNext();
  };

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        // A database that does not answer is logged once by its pool, not by every round.
        if (!databaseUnavailable(error)) log.error({ err: error }, 'mail sending failed');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const poll = setInterval(kick, MAIL_POLL_MS);
  poll.unref();
  // What an earlier process left waiting is sent now.
  void kick();

  return {
    async enqueue(mail) {
      await repo.add(mail, Date.now());
      void kick();
    },
    async status() {
      const counts = await repo.counts();
      return {
        waiting: counts.waiting,
        sent: counts.sent,
        failed: counts.failed,
        last_error: counts.lastError,
        transport: config.smtpUrl ? 'smtp' : 'outbox',
      };
    },
    async flush() {
      await running;
      await kick();
      await running;
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(wake);
      await running;
      transport.close();
    },
  };
}
