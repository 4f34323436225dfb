import { DEFAULT_OPENING_TITLE } from './constants.js';
import type { Language } from './languages.js';
import { COUPON_DEFAULTS, type Coupon } from './schemas/coupon.js';
import { LOVE_TYPING_DEFAULT_PARAGRAPHS } from './schemas/love-typing.js';

// The demo content a new gift starts with, in each language a gift can speak (decision 032). It is data,
// not interface text: the giver replaces it. The Indonesian values are those of docs/product.md §3 and stay exactly as
// they are; an English gift is seeded with their twins and is replied the English defaults. Switching a
// gift's language rewrites what still equals the old language's demo (src/server/db/demo-language.ts), so a
// value here must differ from its twin only where the words do (the quiz's cities are the same in both).

export interface DemoContent {
  opening: { title: string; recipient_name: string };
  featuresTitle: string;
  dateInputTitle: string;
  quiz: { question: string; answer: string; options: readonly string[] };
  /** What the coupon page shows until the giver saves their own settings. */
  coupon: Coupon;
  /** What the letter shows until the giver saves their own. */
  letter: readonly string[];
}

export const DEMO_CONTENT: Readonly<Record<Language, DemoContent>> = {
  id: {
    opening: { title: DEFAULT_OPENING_TITLE, recipient_name: 'Nama' },
    featuresTitle: 'Menu Cinta',
    dateInputTitle: 'Tanggal Spesial Kita',
    quiz: {
      question: 'Di kota mana kita pertama kali bertemu?',
      answer: 'Bandung',
      options: ['Bandung', 'Jakarta', 'Yogyakarta'],
    },
    coupon: COUPON_DEFAULTS,
    letter: LOVE_TYPING_DEFAULT_PARAGRAPHS,
  },
  en: {
    opening: { title: DEFAULT_OPENING_TITLE, recipient_name: 'Name' },
    featuresTitle: 'Love Menu',
    dateInputTitle: 'Our Special Date',
    quiz: {
      question: 'In which city did we first meet?',
      answer: 'Bandung',
      options: ['Bandung', 'Jakarta', 'Yogyakarta'],
    },
    coupon: {
      ...COUPON_DEFAULTS,
      couponName: 'Special Date Coupon',
      couponDescription: 'Good for one romantic date; you pick the place and the time.',
      messages: {
        title: 'A Little Gift For You',
        intro: 'Hi love! I would like to claim a little gift from you 🥰',
        additional: 'Thank you for preparing all of this. I love you! ❤️',
      },
      buttonText: 'Claim Gift',
    },
    letter: [
      'Hi love, thank you for making it all the way to this page.',
      'Every day with you is the gift I am most grateful for. Your laugh, your stories, even your silences: I love all of them.',
      'This little letter is here to remind you: I will always be here, today and every day after. I love you.',
    ],
  },
};

/** A gift's demo content; anything but 'en' reads as Indonesian. */
export function demoContent(language: string | undefined): DemoContent {
  return language === 'en' ? DEMO_CONTENT.en : DEMO_CONTENT.id;
}
