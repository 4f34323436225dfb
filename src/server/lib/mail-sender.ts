import type { MailStatus } from '../../shared/schemas/password.js';

/** A mail as it is kept: rendered, in the gift's language (decision 060). */
export interface NewMail {
  siteId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. the notifications' List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** What routes see of the mailer (services/mail/mailer.ts): a mail kept now and sent soon after. */
export interface MailSender {
  /** Keeps the mail and sends it soon after; never waits for the sending. */
  enqueue(mail: NewMail): Promise<void>;
  status(): Promise<MailStatus>;
  /** Tests: sends what is due now and waits for it. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}
