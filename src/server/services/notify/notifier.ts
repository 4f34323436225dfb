import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { NOTIFY_WINDOW_MS } from '../../../shared/constants.js';
import type { Language } from '../../../shared/languages.js';
import { renderMessage } from '../../../shared/message-codes.js';
import '../../../shared/message-language.js';
import { ROUTES } from '../../../shared/routes.js';
import { NOTIFY_KINDS, type NotifyKind } from '../../../shared/schemas/settings.js';
import { NOTIFY_MAIL_MSG } from '../../../shared/signup-messages.js';
import { newShareKey, sameShareKey } from '../../lib/share-key.js';
import type { NotificationState } from '../../repositories/notification-repository.js';
import { layoutMail } from '../mail/mail-layout.js';
import { mailOrigin } from '../site/gift-url.js';

// Word to the giver (decision 061, docs/product.md 'Kabar untuk pemberi'): a mail when the recipient first opens the
// gift, when a reply arrives, when a wish waits for approval, when the recipient shares a moment (§29). And word to the
// recipient, at the address it left with its consent, when the giver shares a moment. At most one mail per kind per
// gift per window; events within it are counted and told together in the next mail, sent by the sweep once the window
// is over. Every mail carries a one-click unsubscribe (RFC 8058) signed with the gift's own secret. No mail carries a
// moment's words: a shared moment may be made private again, and a mail cannot be taken back.

/** The unsubscribe link's path on the gift's host: GET shows a small page, POST turns the kind off. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';
const SWEEP_EVERY_MS = 30_000;

/** The recipient's mail when the giver shares a moment: no switch of the giver's, the address the recipient left. */
export const RECIPIENT_MOMENTS = 'recipient_moments';
/** Every mail kind: the giver's four and the recipient's one. */
export const MAIL_KINDS = [...NOTIFY_KINDS, RECIPIENT_MOMENTS] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Where each of the giver's mails links to: its hub section. */
const SECTION: Record<NotifyKind, string> = { opened: 'footsteps', replies: 'replies', wishes: 'wishes', moments: 'heartMoments' };

/**
 * The unsubscribe link's token: the gift's secret signs its id and the kind, so it turns off only that; the recipient's
 * also signs the address, so a link to an address since replaced turns nothing off.
 */
export function unsubscribeToken(key: string, siteId: number, kind: MailKind, address: string | null = null): string {
  return createHmac('sha256', key)
    .update(`unsubscribe:${siteId}:${kind}${kind === RECIPIENT_MOMENTS ? `:${address ?? ''}` : ''}`)
    .digest('base64url');
}

export function validUnsubscribeToken(
  key: string | null,
  siteId: number,
  kind: MailKind,
  given: string,
  address: string | null = null,
): boolean {
  if (kind === RECIPIENT_MOMENTS && address === null) return false;
  return key !== null && sameShareKey(given, unsubscribeToken(key, siteId, kind, address));
}

export const unsubscribeUrl = (origin: string, kind: MailKind, token: string) =>
  `${origin}${UNSUBSCRIBE_PATH}?kind=${kind}&token=${encodeURIComponent(token)}`;

function notificationMail(language: Language, kind: MailKind, count: number, name: string, origin: string, unsubscribe: string) {
  const say = (code: string) => renderMessage(code, language);
  const footer = (why: string) => ({ text: say(why), link: { url: unsubscribe, words: say(NOTIFY_MAIL_MSG.unsubscribe) } });
  if (kind === RECIPIENT_MOMENTS) {
    // To the recipient: the gift's own Momen Hati page (past the PIN), never the hub.
    return layoutMail({
      language,
      subject: say(NOTIFY_MAIL_MSG.recipientMomentsSubject(count)),
      intro: [say(NOTIFY_MAIL_MSG.recipientMomentsIntro(count))],
      link: { url: `${origin}${ROUTES.heartMoments}`, button: say(NOTIFY_MAIL_MSG.recipientMomentsButton) },
      outro: [],
      footer: footer(NOTIFY_MAIL_MSG.recipientWhy),
    });
  }
  const who = name.trim() || (language === 'en' ? 'your recipient' : 'penerima');
  const words = {
    opened: { subject: NOTIFY_MAIL_MSG.openedSubject(who), intro: NOTIFY_MAIL_MSG.openedIntro(who), button: NOTIFY_MAIL_MSG.openedButton },
    replies: {
      subject: NOTIFY_MAIL_MSG.repliesSubject(count),
      intro: NOTIFY_MAIL_MSG.repliesIntro(count),
      button: NOTIFY_MAIL_MSG.repliesButton,
    },
    wishes: {
      subject: NOTIFY_MAIL_MSG.wishesSubject(count),
      intro: NOTIFY_MAIL_MSG.wishesIntro(count),
      button: NOTIFY_MAIL_MSG.wishesButton,
    },
    moments: {
      subject: NOTIFY_MAIL_MSG.momentsSubject(count),
      intro: NOTIFY_MAIL_MSG.momentsIntro(count),
      button: NOTIFY_MAIL_MSG.momentsButton,
    },
  }[kind];
  return layoutMail({
    language,
    subject: say(words.subject),
    intro: [say(words.intro)],
    link: { url: `${origin}${ROUTES.editPages}?section=${SECTION[kind]}`, button: say(words.button) },
    outro: [],
    footer: footer(NOTIFY_MAIL_MSG.why),
  });
}

const windowOf = (ctx: AppContext) => ctx.config.notifyWindowMs ?? NOTIFY_WINDOW_MS;

/** Sends one mail for the events `state` holds, if this process takes them and the switch is still on. */
async function sendFolded(ctx: AppContext, state: NotificationState, now: number): Promise<boolean> {
  if (!(await ctx.notifications.claim(state, now))) return false;
  return ctx.scope.run(state.siteId, async () => {
    const found = await ctx.notifications.switchAndKey(state.siteId, state.kind, newShareKey);
    const site = await ctx.sites.findById(state.siteId);
    // The giver's mails go to the giver; the recipient's to the address it left (read now: it may have been removed).
    const to = state.kind === RECIPIENT_MOMENTS ? found?.address : (await ctx.repos.users.first())?.email;
    if (!found?.on || !site || !to) return false;
    const [opening] = await ctx.repos.opening.list();
    const language: Language = site.language === 'en' ? 'en' : 'id';
    // The links come from configuration as the mail is made, never from a request (decision 077).
    const origin = mailOrigin(ctx.config, site.slug);
    const token = unsubscribeToken(found.key, state.siteId, state.kind, found.address);
    const unsubscribe = unsubscribeUrl(origin, state.kind, token);
    const mail = notificationMail(language, state.kind, state.pending, opening?.recipient_name ?? '', origin, unsubscribe);
    await ctx.mail.enqueue({
      siteId: state.siteId,
      to,
      ...mail,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return true;
  });
}

/**
 * Tells the giver of the request's gift about one event (in the gift's scope), or the recipient for
 * RECIPIENT_MOMENTS. Advice, like a footstep: a failure is logged and never fails the request that caused it.
 * 'opened' is told for the gift's first opening only.
 */
export async function notifyGiver(ctx: AppContext, log: FastifyBaseLogger, kind: MailKind): Promise<void> {
  try {
    const siteId = ctx.scope.siteId();
    const found = await ctx.notifications.switchAndKey(siteId, kind, newShareKey);
    if (!found) return;
    // The origin kept with the count is the configured one; the mail itself takes it afresh.
    const origin = mailOrigin(ctx.config, (await ctx.sites.findById(siteId))?.slug ?? null);
    const state = await ctx.notifications.count(siteId, kind, origin, ({ events }) => found.on && (kind !== 'opened' || events === 0));
    const now = Date.now();
    if (state.pending > 0 && now - state.lastSentAt >= windowOf(ctx)) await sendFolded(ctx, state, now);
  } catch (error) {
    log.warn({ err: error, kind }, 'giver not notified');
  }
}

/** Sends, every 30 s, what waited for its window to end; `flush` does it now (tests). */
export function startNotifier(ctx: AppContext, onError: (error: unknown) => void): { stop(): void; flush(): Promise<void> } {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    const now = Date.now();
    for (const state of await ctx.notifications.due(now - windowOf(ctx))) await sendFolded(ctx, state, now);
  };
  const kick = () => {
    running ??= sweep()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void kick(), Math.min(SWEEP_EVERY_MS, Math.max(20, windowOf(ctx) / 2)));
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    async flush() {
      await running;
      await kick();
    },
  };
}
