import { DEMO_CONTENT } from '../../shared/demo-content.js';
import { EVERY_OCCASION, type OccasionCoupon, type OccasionQuestion } from '../../shared/occasions/index.js';

// What the giver has not written yet (docs/product.md §27, decision 063): a text still word for word (ignoring the
// spaces around it) as the demo gift or any occasion wrote it, in either language. An occasion fills only these; the
// readiness list counts them as not ready.

const demos = Object.values(DEMO_CONTENT);
const same = (a: string, b: string) => a.trim() === b.trim();
// An empty text is the giver's choice (a coupon's closing line left out), never a known word.
const among = (text: string, known: readonly string[]) => known.some((word) => word.trim() !== '' && same(text, word));

const OPENING_TITLES = [...demos.map((demo) => demo.opening.title), ...EVERY_OCCASION.map((o) => o.openingTitle)];
const DATE_INPUT_TITLES = [...demos.map((demo) => demo.dateInputTitle), ...EVERY_OCCASION.map((o) => o.dateInputTitle)];
const FEATURES_TITLES = [...demos.map((demo) => demo.featuresTitle), ...EVERY_OCCASION.map((o) => o.featuresTitle)];
const LETTERS = [...demos.map((demo) => demo.letter), ...EVERY_OCCASION.map((o) => o.letter)];
const COUPONS: readonly OccasionCoupon[] = [...demos.map((demo) => demo.coupon), ...EVERY_OCCASION.map((o) => o.coupon)];
const QUESTIONS: readonly OccasionQuestion[] = [...demos.map((demo) => demo.quiz), ...EVERY_OCCASION.flatMap((o) => o.quiz)];

export const unwritten = {
  openingTitle: (title: string) => among(title, OPENING_TITLES),
  dateInputTitle: (title: string) => among(title, DATE_INPUT_TITLES),
  featuresTitle: (title: string) => among(title, FEATURES_TITLES),
  letter: (paragraphs: readonly string[]) =>
    LETTERS.some((letter) => letter.length === paragraphs.length && letter.every((paragraph, i) => same(paragraph, paragraphs[i]!))),
  /** One of the coupon's words, by its place: the name as any known coupon named it, and so on. */
  coupon: {
    couponName: (text: string) =>
      among(
        text,
        COUPONS.map((c) => c.couponName),
      ),
    couponDescription: (text: string) =>
      among(
        text,
        COUPONS.map((c) => c.couponDescription),
      ),
    buttonText: (text: string) =>
      among(
        text,
        COUPONS.map((c) => c.buttonText),
      ),
    title: (text: string) =>
      among(
        text,
        COUPONS.map((c) => c.messages.title),
      ),
    intro: (text: string) =>
      among(
        text,
        COUPONS.map((c) => c.messages.intro),
      ),
    additional: (text: string) =>
      among(
        text,
        COUPONS.map((c) => c.messages.additional),
      ),
  },
  /** A question as the readiness list sees it: by its words alone. */
  questionText: (question: string) => QUESTIONS.some((known) => same(known.question, question)),
  /**
   * A question an occasion may replace: its words, answer and options all as one known question wrote them (half of
   * one could name an answer no longer among its options).
   */
  question: (question: { question: string; answer: string; options: readonly string[] }) =>
    QUESTIONS.some(
      (known) =>
        same(known.question, question.question) &&
        same(known.answer, question.answer) &&
        known.options.length === question.options.length &&
        known.options.every((option, i) => same(option, question.options[i]!)),
    ),
};
