import { isLoopbackHost } from '../../../shared/loopback-host.js';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { DAYS_OF_LOVE_DEFAULT_DATE, DEMO_PIN } from '../../../shared/constants.js';
import { DEMO_CONTENT, demoContent } from '../../../shared/demo-content.js';
import { requestLanguage } from '../site/request-language.js';
import { dayOfPin } from '../../../shared/pin-dates.js';
import { pinIsCounterStart } from '../../../shared/occasions/types.js';
import { parseSelectedFeatures } from '../../../shared/selected-features.js';
import type { KeepableKey, Readiness, ReadinessItem } from '../../../shared/schemas/activity.js';
import { giftOrigin } from '../site/gift-url.js';
import { unwritten } from '../../db/unwritten.js';

// Ready to give (decision 040): what of the demo gift the giver has not made their own yet. Advice only:
// nothing is blocked. An item whose feature is not in the menu is left out of the list (it cannot be
// seen, so it is not open); Main Gift (the letter, the video, the coupon) is always in the menu. A text still as the
// demo or an occasion wrote it (docs/product.md §27) is not the giver's yet, unless the giver keeps it on
// purpose ('Tetap pakai'): then it counts as done, and the item names it as kept.

const demos = Object.values(DEMO_CONTENT);

export { isLoopbackHost };

/** The PIN (DDMMYY) as a calendar date, YYYY-MM-DD: a two-digit year after this year's is of the last century. */
export function pinDate(pin: string, now = new Date()): string | undefined {
  return dayOfPin(pin, now.toISOString().slice(0, 10));
}

/** The letter as one text, as the readiness list names and keeps it: its paragraphs, a blank line between. */
export const letterText = (paragraphs: readonly string[]) => paragraphs.map((p) => p.trim()).join('\n\n');

export async function giftReadiness(ctx: AppContext, request: FastifyRequest): Promise<Readiness> {
  const { repos } = ctx;
  const [openings, pin, folders, letter, coupon, questions, video, counter, features, occasion, kept] = await Promise.all([
    repos.opening.list(),
    repos.dateInput.first(),
    repos.gallery.listFolderSummaries(),
    repos.loveTyping.get(),
    repos.coupon.get(),
    repos.quiz.list(),
    repos.videoGift.get(),
    repos.daysOfLove.get(),
    repos.features.get(),
    repos.occasions.current(),
    repos.keptTexts.list(),
  ]);
  const isKept = (key: KeepableKey, text: string) => kept.some((entry) => entry.key === key && entry.text === text.trim());
  const menu = parseSelectedFeatures(features?.selected_features ?? '[]');
  const name = openings[0]?.recipient_name.trim() ?? '';
  const storedPin = pin?.selected_date.replace(/-/g, '') ?? DEMO_PIN;
  const counterIsDemo = !counter || counter.date_at === DAYS_OF_LOVE_DEFAULT_DATE;
  // The PIN's date is offered for the counter only where the occasion makes them one date (a birth date is not, §27).
  const suggest = counterIsDemo && storedPin !== DEMO_PIN && pinIsCounterStart(occasion) ? pinDate(storedPin) : undefined;
  const demoQuestions = questions.filter((q) => unwritten.questionText(q.question)).map((q) => q.question.trim());
  const demoQuestion = demoQuestions.find((text) => !isKept('quiz', text));
  const keptQuestions = [...new Set(demoQuestions.filter((text) => isKept('quiz', text)))];
  // A letter never saved shows the demo's in the gift's language: that is the text to keep.
  const shownLetter = letter?.paragraphs ?? demoContent(requestLanguage(request)).letter;
  const letterIsDemo = letter === undefined || unwritten.letter(letter.paragraphs);
  const demoLetter = letterIsDemo ? letterText(shownLetter) : undefined;
  const letterKept = demoLetter !== undefined && isKept('letter', demoLetter);
  const shareHost = new URL(giftOrigin(ctx.config, request, request.site?.slug ?? null)).hostname;

  const items: (ReadinessItem | false)[] = [
    { key: 'recipient-name', done: name.length > 0 && !demos.some((demo) => demo.opening.recipient_name === name) },
    { key: 'pin', done: storedPin !== DEMO_PIN },
    menu.includes('gallery') && { key: 'photos', done: folders.some((folder) => folder.photo_count > 0) },
    letterKept
      ? { key: 'letter', done: true, kept: [demoLetter] }
      : { key: 'letter', done: !letterIsDemo, ...(demoLetter !== undefined && { demo: demoLetter }) },
    { key: 'coupon-number', done: coupon.whatsappNumber.length > 0 },
    // A demo or occasion question left beside the giver's own still shows to the recipient: open until it goes.
    // Named, so the giver knows which of their questions still reads as a demo or occasion one (decision 081).
    menu.includes('games') && {
      key: 'quiz',
      done: questions.length > 0 && !demoQuestion,
      ...(demoQuestion && { demo: demoQuestion }),
      ...(keptQuestions.length > 0 && { kept: keptQuestions }),
    },
    { key: 'video', done: Boolean(video?.video_path) },
    { key: 'counter-date', done: !counterIsDemo, ...(suggest && { suggest }) },
    { key: 'public-url', done: !isLoopbackHost(shareHost) },
  ];
  const listed = items.filter((item): item is ReadinessItem => item !== false);
  return { ready: listed.every((item) => item.done), items: listed };
}

/** Whether `text` is, now, a demo or occasion text of the item the giver may keep. */
export async function isDemoTextNow(ctx: AppContext, request: FastifyRequest, key: KeepableKey, text: string): Promise<boolean> {
  const wanted = text.trim();
  if (key === 'quiz') {
    const questions = await ctx.repos.quiz.list();
    return questions.some((q) => q.question.trim() === wanted && unwritten.questionText(q.question));
  }
  const letter = await ctx.repos.loveTyping.get();
  if (letter === undefined) return letterText(demoContent(requestLanguage(request)).letter) === wanted;
  return unwritten.letter(letter.paragraphs) && letterText(letter.paragraphs) === wanted;
}
