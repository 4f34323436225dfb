// Occasions (docs/product.md §27, decision 063): the starting points a giver picks, each a set of texts for the whole
// gift in one language. Data, not interface messages: no zod and nothing of the server, so a giver's page may take
// the names and prompts as they are.

export const OCCASION_KEYS = ['anniversary', 'birthday', 'valentine', 'long-distance', 'blank'] as const;
export type OccasionKey = (typeof OCCASION_KEYS)[number];

export const isOccasionKey = (value: unknown): value is OccasionKey =>
  typeof value === 'string' && (OCCASION_KEYS as readonly string[]).includes(value);

export interface OccasionQuestion {
  question: string;
  /** One of `options`, word for word. */
  answer: string;
  options: readonly string[];
}

/** The coupon's words; the number, the code and the image stay the giver's. */
export interface OccasionCoupon {
  couponName: string;
  couponDescription: string;
  messages: { title: string; intro: string; additional: string };
  buttonText: string;
}

/** One occasion in one language: what the list shows, and every text it writes into a gift. */
export interface Occasion {
  name: string;
  /** One line under the name. */
  description: string;
  /** Three short questions that help the giver write the letter in their own words. */
  letterPrompts: readonly [string, string, string];
  /** The opening page's heading (at most OPENING_TITLE_MAX characters). */
  openingTitle: string;
  /** The PIN page's heading (at most DATE_INPUT_TITLE_MAX). */
  dateInputTitle: string;
  /** The menu's heading (at most FEATURES_TITLE_MAX). */
  featuresTitle: string;
  /** The letter (Love Typing), paragraph by paragraph. */
  letter: readonly string[];
  coupon: OccasionCoupon;
  /** A question or two for the quiz. */
  quiz: readonly OccasionQuestion[];
  /** Ideas for love-moment cards: shown to the giver, never written into the gift. */
  loveMomentPrompts: readonly string[];
  /** Ideas for milestones' titles: shown to the giver, never written into the gift. */
  milestoneSuggestions: readonly string[];
  /** Ideas for Plans (at most TODO_TITLE_MAX each): the builder offers them; one enters the gift only when tapped. */
  planIdeas: readonly string[];
  /** Ideas for the crossword's rows (a word of CROSSWORD_WORD_MIN to _MAX letters and its clue), offered the same way. */
  crosswordIdeas: readonly OccasionCrosswordIdea[];
}

export interface OccasionCrosswordIdea {
  word: string;
  clue: string;
}

export type OccasionSet = Readonly<Record<OccasionKey, Occasion>>;

/**
 * What the PIN's date is for each occasion (docs/product.md §27): `together` is the day the counter counts from too,
 * one date asked for once; `birth` is the recipient's birth date (the PIN page asks 'Tanggal Lahirmu'), so the
 * counter's start is asked for apart. A gift with no occasion yet reads as `together`.
 */
export const OCCASION_PIN_DATE: Readonly<Record<OccasionKey, 'together' | 'birth'>> = {
  anniversary: 'together',
  birthday: 'birth',
  valentine: 'together',
  'long-distance': 'together',
  blank: 'together',
};

/** Whether the PIN's date is also the counter's start (docs/product.md §27). */
export const pinIsCounterStart = (key: OccasionKey | null | undefined): boolean => OCCASION_PIN_DATE[key ?? 'blank'] === 'together';
