import type { ParsedMail } from 'mailparser';
import { expect, type Locator, type Page } from './fixtures';
import { inIndonesian } from '../src/shared/message-codes';
import { ROUTES } from '../src/shared/routes';
import { SIGNUP_MSG } from '../src/shared/signup-messages';
import type { SmtpSink } from '../src/server/test-support/smtp-sink';

// Sign-up by mail as a visitor does it (docs/product.md 'Buat Kado'), for the journeys that run a Kado of their own
// with SIGNUP=open and a real SMTP server on loopback: signup.spec.ts, and builder-phone.spec.ts, which counts the
// taps and typed fields it takes.

/** How the visitor's taps and typed fields are made: counted by a journey that counts them, else made as they come. */
export interface SignUpSteps {
  tap(target: Locator): Promise<void>;
  type(target: Locator, value: string): Promise<void>;
  /** Opens a mail's link in `page`. */
  open(page: Page, url: string): Promise<void>;
}

/** The steps made, none counted. */
export const UNCOUNTED: SignUpSteps = {
  tap: (target) => target.click(),
  type: (target, value) => target.fill(value),
  open: async (page, url) => {
    await page.goto(url);
  },
};

/** The newest mail to `to` whose subject matches, once it has arrived at `sink`. */
export async function mailTo(sink: SmtpSink, to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(() => {
      found = sink.received.findLast((mail) => mail.to && 'text' in mail.to && mail.to.text === to && subject.test(mail.subject ?? ''));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export interface SignUp {
  /** The console's origin, where the sign-up form is. */
  consoleOrigin: string;
  /** The origin of the gift the sign-up makes: `{slug}.{BASE_DOMAIN}`. */
  giftOrigin: string;
  email: string;
  slug: string;
  password: string;
}

/**
 * Signs up on the console's form, follows the confirmation mail's link and chooses the password there; ends on the
 * new gift's builder, signed in on the gift's host.
 */
export async function signUpByMail(page: Page, sink: SmtpSink, visitor: SignUp, steps: SignUpSteps = UNCOUNTED): Promise<void> {
  await page.goto(`${visitor.consoleOrigin}/`);
  const form = page.getByRole('region', { name: 'Buat Kado' });
  await steps.type(form.getByLabel('Email'), visitor.email);
  await steps.type(form.getByLabel('Alamat kado'), visitor.slug);
  await steps.tap(form.getByRole('button', { name: 'Buat Kado' }));
  await expect(form.getByRole('status')).toHaveText(inIndonesian(SIGNUP_MSG.checkMail));

  // The confirmation mail, at the SMTP server: its link opens the console, which makes the gift and goes to its hub.
  const confirmation = await mailTo(sink, visitor.email, /Konfirmasi/);
  const link = /http:\/\/\S+\?signup=[\w-]+/.exec(confirmation.text ?? '')![0];
  await steps.open(page, link);
  // The password is chosen here, by whoever holds the mailbox (decision 078).
  await steps.type(page.getByLabel('Password'), visitor.password);
  await steps.tap(page.getByRole('button', { name: 'Buat kado saya' }));
  // The welcome code signed the giver in on the gift's host: its builder opens at its first step.
  await expect(page).toHaveURL(`${visitor.giftOrigin}${ROUTES.editBuild}`);
}
