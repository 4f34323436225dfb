import { expect, test } from './fixtures';
import { inIndonesian } from '../src/shared/message-codes';
import { UNSUBSCRIBE_MSG } from '../src/shared/signup-messages';
import { startSmtpSink, type SmtpSink } from '../src/server/test-support/smtp-sink';
import { startKado, type KadoProcess } from './kado-process';
import { mailTo, signUpByMail } from './signup-by-mail';
import { csrf, TEST_PIN } from './support';

// Sign-up and word to the giver (docs/product.md 'Buat Kado' and 'Kabar untuk pemberi', decision 061) on a service of
// its own with SIGNUP=open and a real SMTP server on loopback: a visitor signs up on the console, the confirmation
// mail arrives, its link opens the new gift's builder signed in; the recipient unlocks the gift and the 'opened' mail
// arrives; its unsubscribe link turns that mail off. The refusals and limits are the server's tests
// (routes/signup.test.ts, routes/notifications.test.ts); the form's checks a component test's.

const BASE_DOMAIN = 'kado.localhost';
const GIVER = { email: 'rina-giver@kado.test', password: 'a-long-givers-password' };
const SLUG = 'untuk-rina';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ locale: 'id-ID' });

let sink: SmtpSink;
let kado: KadoProcess;
const origin = (host: string) => `http://${host}:${kado.port}`;

test.beforeAll(async () => {
  sink = await startSmtpSink();
  kado = await startKado(
    {
      BASE_DOMAIN,
      OPERATOR_EMAIL: 'operator@kado.test',
      OPERATOR_PASSWORD: 'operator-password-1',
      SIGNUP: 'open',
      SMTP_URL: sink.url,
    },
    { readyHost: BASE_DOMAIN, readyPath: '/api/operator/session' },
  );
});

test.afterAll(async () => {
  await kado?.stop();
  await sink?.close();
});

test(
  'sign up on the console → the mail → the new hub; the recipient opens it → the giver’s mail → unsubscribe',
  { tag: '@desktop-only' },
  async ({ page, browser }) => {
    await signUpByMail(page, sink, {
      consoleOrigin: origin(BASE_DOMAIN),
      giftOrigin: origin(`${SLUG}.${BASE_DOMAIN}`),
      email: GIVER.email,
      slug: SLUG,
      password: GIVER.password,
    });
    await expect(page.getByRole('heading', { name: 'Kado untuk acara apa?' })).toBeVisible();

    // The giver names the recipient and takes the share link, as the hub would.
    const shareUrl = await page.evaluate(async (header) => {
      const headers = { 'content-type': 'application/json', ...header };
      await fetch('/api/opening', { method: 'POST', headers, body: JSON.stringify({ title: 'This is For', recipient_name: 'Rina' }) });
      return ((await (await fetch('/api/share')).json()) as { data: { url: string } }).data.url;
    }, csrf);

    // The recipient opens the link and the PIN: the giver's 'opened' mail arrives.
    const recipientContext = await browser.newContext();
    try {
      const recipient = await recipientContext.newPage();
      await recipient.goto(shareUrl);
      const verified = await recipient.evaluate(
        async ([pin, header]) =>
          (
            await fetch('/api/date-input/verify', {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...header },
              body: JSON.stringify({ pin }),
            })
          ).status,
        [TEST_PIN, csrf] as const,
      );
      expect(verified).toBe(200);
    } finally {
      await recipientContext.close();
    }
    const opened = await mailTo(sink, GIVER.email, /dibuka/);
    expect(opened.subject).toBe('Kado untuk Rina baru saja dibuka');
    // RFC 8058's headers, as mailparser reads them: the address a mail program POSTs, and its one-click word.
    const list = opened.headers.get('list') as { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } };
    expect(list['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = list.unsubscribe?.url ?? '';
    expect(opened.text).toContain(unsubscribe);

    // The unsubscribe link, opened without a login: it asks, then turns the 'opened' mail off.
    const strangerContext = await browser.newContext();
    try {
      const stranger = await strangerContext.newPage();
      await stranger.goto(unsubscribe);
      await expect(stranger.getByText(inIndonesian(UNSUBSCRIBE_MSG.askOpened))).toBeVisible();
      await stranger.getByRole('button', { name: 'Ya, matikan' }).click();
      await expect(stranger.getByRole('status')).toHaveText(inIndonesian(UNSUBSCRIBE_MSG.doneOpened));
    } finally {
      await strangerContext.close();
    }

    // The giver's hub shows the switch off.
    await page.goto(`${origin(`${SLUG}.${BASE_DOMAIN}`)}/edit-pages?section=footsteps`);
    await expect(page.getByRole('switch', { name: 'Email saat kado dibuka pertama kali' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Email saat ada balasan baru' })).toHaveCount(0);
  },
);
