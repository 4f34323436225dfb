import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

// A real SMTP server on loopback for the mail tests (decision 060): it takes what Kado sends and keeps it, parsed.
// `refuse` makes it answer 451 (try again later) to the next N recipients, as a busy or greylisting server does;
// `hold` keeps a mail it has taken without answering 250, so the sender cannot know it arrived.

export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Refuse the next `count` mails with 451. */
  refuse(count: number): void;
  /** Keep each mail from now on (in `received`) without answering its DATA, until `hold(false)`. */
  hold(on?: boolean): void;
  /** Resolves once `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let refusals = 0;
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          if (holding) held.push(() => callback());
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse(count) {
      refusals = count;
    },
    hold(on = true) {
      holding = on;
      if (!on) for (const answer of held.splice(0)) answer();
    },
    async waitFor(count, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`the SMTP sink got ${received.length} mails, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
