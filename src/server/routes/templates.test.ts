import { describe, expect, it } from 'vitest';
import {
  COUPON_BUTTON_TEXT_MAX,
  COUPON_NAME_MAX,
  COUPON_TEXT_MAX,
  CROSSWORD_MIN_ENTRIES,
  DATE_INPUT_TITLE_MAX,
  FEATURES_TITLE_MAX,
  LOVE_MOMENT_TITLE_MAX,
  MILESTONE_TITLE_MAX,
  OPENING_TITLE_MAX,
  PARAGRAPH_MAX_LENGTH,
  QUIZ_MIN_OPTIONS,
  QUIZ_QUESTION_MAX,
  TODO_TITLE_MAX,
} from '../../shared/constants.js';
import { crosswordEntries } from '../../shared/schemas/crossword.js';
import { DEMO_CONTENT } from '../../shared/demo-content.js';
import { OCCASION_KEYS, OCCASIONS, type OccasionKey } from '../../shared/occasions/index.js';
import { csrf, multipart, useTestApp, type TestGift } from '../test-support/test-app.js';

// Occasions (docs/product.md §27, decision 063): the giver picks a starting point; it fills, in the gift's language,
// only the texts the giver has not written yet. Each test has a gift of its own, fresh from the seed.

const t = useTestApp({ baseDomain: 'kado.localhost' });

const read = async (gift: TestGift, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: gift.editor });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};
const apply = (gift: TestGift, template: unknown, headers: Record<string, string> = gift.editor) =>
  t.app.inject({ method: 'POST', url: '/api/templates/apply', headers: { ...headers, ...csrf }, payload: { template } });
const applied = async (gift: TestGift, template: OccasionKey) => {
  const res = await apply(gift, template);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { current: string; applied: string[] } }>().data;
};
const send = (gift: TestGift, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...gift.editor, ...csrf }, payload });
const upload = (gift: TestGift, url: string, fields: Record<string, string>) => {
  const form = multipart(fields, []);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...gift.editor } });
};

/** Every text an occasion sets, as the giver's pages read them. */
async function textsOf(gift: TestGift) {
  const [opening, features, dateInput, quizzes, coupon, letter] = await Promise.all(
    ['/api/opening', '/api/features', '/api/date-input', '/api/quizzes', '/api/coupon', '/api/love-typing'].map((url) => read(gift, url)),
  );
  return {
    openingTitle: opening[0].title as string,
    featuresTitle: features.title as string,
    dateInputTitle: dateInput[0].title as string,
    quiz: (quizzes as { question: string; answer: string; quiz_options: { option: string }[] }[]).map((q) => ({
      question: q.question,
      answer: q.answer,
      options: q.quiz_options.map((o) => o.option),
    })),
    coupon: coupon as { couponName: string; couponDescription: string; messages: object; buttonText: string; whatsappNumber: string },
    letter: letter.paragraphs as string[],
  };
}

const occasionTexts = (language: 'id' | 'en', key: OccasionKey) => {
  const o = OCCASIONS[language][key];
  return {
    openingTitle: o.openingTitle,
    featuresTitle: o.featuresTitle,
    dateInputTitle: o.dateInputTitle,
    quiz: o.quiz.map((q) => ({ ...q, options: [...q.options] })),
    letter: [...o.letter],
  };
};

describe('GET /api/templates', () => {
  it('lists the five occasions in the gift’s language, none applied yet', async () => {
    const gift = await t.gift('daftar');
    const list = await read(gift, '/api/templates');
    expect(list.current).toBeNull();
    expect(list.templates.map((item: { key: string }) => item.key)).toEqual([...OCCASION_KEYS]);
    expect(list.templates.map((item: { name: string }) => item.name)).toEqual([
      'Hari Jadi',
      'Ulang Tahun',
      'Valentine',
      'Jarak Jauh',
      'Mulai Kosong',
    ]);
    for (const item of list.templates) {
      expect(item.description.length).toBeGreaterThan(0);
      expect(item.letterPrompts).toHaveLength(3);
    }

    await send(gift, 'PUT', '/api/settings', { language: 'en' });
    const english = await read(gift, '/api/templates');
    expect(english.templates.map((item: { name: string }) => item.name)).toEqual([
      'Anniversary',
      'Birthday',
      'Valentine',
      'Long distance',
      'Start blank',
    ]);
    expect(english.templates[0].letterPrompts).toEqual([...OCCASIONS.en.anniversary.letterPrompts]);
    // The builder's ideas for the menu's pages (docs/product.md §28), in the gift's language.
    expect(english.templates[1].planIdeas).toEqual([...OCCASIONS.en.birthday.planIdeas]);
    expect(english.templates[1].loveMomentPrompts).toEqual([...OCCASIONS.en.birthday.loveMomentPrompts]);
    expect(english.templates[1].crosswordIdeas).toEqual([...OCCASIONS.en.birthday.crosswordIdeas]);
  });

  it('is the giver’s alone: nobody 401, the recipient 403', async () => {
    const gift = await t.gift('peran');
    expect((await t.app.inject({ method: 'GET', url: '/api/templates', headers: gift.withKey })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/templates', headers: gift.viewer })).statusCode).toBe(403);
    expect((await apply(gift, 'birthday', gift.withKey)).statusCode).toBe(401);
    expect((await apply(gift, 'birthday', gift.viewer)).statusCode).toBe(403);
    expect((await read(gift, '/api/templates')).current).toBeNull();
  });
});

describe('POST /api/templates/apply', () => {
  it('fills every text of a fresh gift and remembers the occasion', async () => {
    const gift = await t.gift('segar');
    const result = await applied(gift, 'anniversary');
    expect(result).toEqual({ current: 'anniversary', applied: ['opening-title', 'pin-title', 'menu-title', 'letter', 'coupon', 'quiz'] });
    const texts = await textsOf(gift);
    expect(texts).toMatchObject(occasionTexts('id', 'anniversary'));
    expect(texts.coupon).toMatchObject(OCCASIONS.id.anniversary.coupon);
    expect((await read(gift, '/api/templates')).current).toBe('anniversary');
  });

  it('never overwrites what the giver wrote', async () => {
    const gift = await t.gift('milikku');
    expect((await send(gift, 'POST', '/api/opening', { title: 'Dinda', recipient_name: 'Dinda' })).statusCode).toBe(200);
    expect((await upload(gift, '/api/love-typing', { paragraphs: JSON.stringify(['Suratku sendiri.']) })).statusCode).toBe(200);
    const coupon = {
      whatsappNumber: '6281234567890',
      couponCode: 'SAYANG',
      couponName: 'Kupon buatanku',
      couponDescription: DEMO_CONTENT.id.coupon.couponDescription,
      messages: JSON.stringify({ ...DEMO_CONTENT.id.coupon.messages, intro: 'Halo dari aku' }),
      buttonText: DEMO_CONTENT.id.coupon.buttonText,
    };
    expect((await upload(gift, '/api/coupon', coupon)).statusCode).toBe(200);
    const own = { question: 'Apa makanan favoritku?', answer: 'Sate', options: ['Sate', 'Bakso'] };
    expect((await send(gift, 'POST', '/api/quizzes/create-or-update', own)).statusCode).toBe(200);

    const result = await applied(gift, 'birthday');
    expect(result.applied).toEqual(['pin-title', 'menu-title', 'coupon', 'quiz']);
    const texts = await textsOf(gift);
    const birthday = OCCASIONS.id.birthday;
    expect(texts.openingTitle).toBe('Dinda');
    expect(texts.letter).toEqual(['Suratku sendiri.']);
    expect(texts.dateInputTitle).toBe(birthday.dateInputTitle);
    // The coupon word by word: the giver's name, intro, number and code stay; the demo's other words become the occasion's.
    expect(texts.coupon).toMatchObject({
      whatsappNumber: '6281234567890',
      couponName: 'Kupon buatanku',
      couponDescription: birthday.coupon.couponDescription,
      messages: { title: birthday.coupon.messages.title, intro: 'Halo dari aku', additional: birthday.coupon.messages.additional },
      buttonText: birthday.coupon.buttonText,
    });
    // The demo question beside the giver's own is replaced one for one; the giver's stays and none is added.
    expect(texts.quiz).toEqual([{ ...birthday.quiz[0]!, options: [...birthday.quiz[0]!.options] }, own]);
  });

  it('replaces the first occasion’s untouched words with the second’s, and keeps what the giver changed since', async () => {
    const gift = await t.gift('kedua');
    await applied(gift, 'valentine');
    const pin = (await read(gift, '/api/date-input'))[0];
    expect(
      (await send(gift, 'PUT', '/api/date-input', { id: pin.id, title: 'Tanggal kita', selected_date: pin.selected_date })).statusCode,
    ).toBe(200);
    const result = await applied(gift, 'long-distance');
    expect(result).toEqual({ current: 'long-distance', applied: ['opening-title', 'menu-title', 'letter', 'coupon', 'quiz'] });
    const texts = await textsOf(gift);
    expect(texts).toMatchObject({ ...occasionTexts('id', 'long-distance'), dateInputTitle: 'Tanggal kita' });
    expect(texts.coupon).toMatchObject(OCCASIONS.id['long-distance'].coupon);
    // Applying it again changes nothing.
    expect(await applied(gift, 'long-distance')).toEqual({ current: 'long-distance', applied: [] });
    // Blank's one question replaces both of the last occasion's.
    await applied(gift, 'blank');
    expect((await textsOf(gift)).quiz).toEqual(occasionTexts('id', 'blank').quiz);
  });

  it('writes an English gift’s texts in English', async () => {
    const gift = await t.gift('english');
    await send(gift, 'PUT', '/api/settings', { language: 'en' });
    await applied(gift, 'birthday');
    const texts = await textsOf(gift);
    expect(texts).toMatchObject(occasionTexts('en', 'birthday'));
    expect(texts.coupon).toMatchObject(OCCASIONS.en.birthday.coupon);
  });

  it('follows the gift’s language: switching it rewrites the occasion’s untouched words, never the giver’s', async () => {
    const gift = await t.gift('bahasa');
    await applied(gift, 'valentine');
    expect((await send(gift, 'POST', '/api/opening', { title: 'Sayangku', recipient_name: 'Dinda' })).statusCode).toBe(200);
    expect((await send(gift, 'PUT', '/api/settings', { language: 'en' })).statusCode).toBe(200);
    const texts = await textsOf(gift);
    expect(texts).toMatchObject({ ...occasionTexts('en', 'valentine'), openingTitle: 'Sayangku' });
    expect(texts.coupon).toMatchObject(OCCASIONS.en.valentine.coupon);
    expect((await read(gift, '/api/templates')).current).toBe('valentine');
  });

  it('refuses an unknown occasion with 422 and its message, and changes nothing', async () => {
    const gift = await t.gift('salah');
    const before = await textsOf(gift);
    for (const template of ['wedding', '', 7, undefined]) {
      const res = await apply(gift, template);
      expect(res.statusCode, String(template)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'templates.templateUnknown' });
      expect(res.json().message).toContain('anniversary');
    }
    expect(await textsOf(gift)).toEqual(before);
    expect((await read(gift, '/api/templates')).current).toBeNull();
  });

  it('adds no question to a quiz the giver emptied', async () => {
    const gift = await t.gift('tanpakuis');
    const [question] = await read(gift, '/api/quizzes');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/quizzes/question/${question.id}`,
      headers: { ...gift.editor, ...csrf },
    });
    expect(removed.statusCode).toBe(200);
    expect((await applied(gift, 'anniversary')).applied).not.toContain('quiz');
    expect(await read(gift, '/api/quizzes')).toEqual([]);
  });
});

describe('the occasions’ words', () => {
  it('fit every limit the giver’s own words must keep, in both languages', () => {
    for (const [language, set] of Object.entries(OCCASIONS)) {
      for (const key of OCCASION_KEYS) {
        const o = set[key];
        const where = `${language} ${key}`;
        expect(o.openingTitle.length, where).toBeLessThanOrEqual(OPENING_TITLE_MAX);
        expect(o.dateInputTitle.length, where).toBeLessThanOrEqual(DATE_INPUT_TITLE_MAX);
        expect(o.featuresTitle.length, where).toBeLessThanOrEqual(FEATURES_TITLE_MAX);
        expect(o.letter.length, where).toBeGreaterThan(0);
        for (const paragraph of o.letter) expect(paragraph.length, where).toBeLessThanOrEqual(PARAGRAPH_MAX_LENGTH);
        expect(o.coupon.couponName.length, where).toBeLessThanOrEqual(COUPON_NAME_MAX);
        expect(o.coupon.messages.title.length, where).toBeLessThanOrEqual(COUPON_NAME_MAX);
        for (const text of [o.coupon.couponDescription, o.coupon.messages.intro, o.coupon.messages.additional])
          expect(text.length, where).toBeLessThanOrEqual(COUPON_TEXT_MAX);
        expect(o.coupon.buttonText.length, where).toBeLessThanOrEqual(COUPON_BUTTON_TEXT_MAX);
        expect(o.quiz.length, where).toBeGreaterThan(0);
        for (const q of o.quiz) {
          expect(q.question.length, where).toBeLessThanOrEqual(QUIZ_QUESTION_MAX);
          expect(q.options.length, where).toBeGreaterThanOrEqual(QUIZ_MIN_OPTIONS);
          expect(q.options, where).toContain(q.answer);
        }
        for (const title of o.milestoneSuggestions) expect(title.length, where).toBeLessThanOrEqual(MILESTONE_TITLE_MAX);
        expect(o.loveMomentPrompts.length, where).toBeGreaterThan(0);
        for (const title of o.loveMomentPrompts) expect(title.length, where).toBeLessThanOrEqual(LOVE_MOMENT_TITLE_MAX);
        expect(o.letterPrompts, where).toHaveLength(3);
        // Ideas the builder offers as the giver's own plans and crossword: each one the API would take as it is.
        expect(o.planIdeas.length, where).toBeGreaterThan(0);
        for (const plan of o.planIdeas) expect(plan.length, where).toBeLessThanOrEqual(TODO_TITLE_MAX);
        expect(crosswordEntries.safeParse(o.crosswordIdeas).success, where).toBe(true);
        expect(o.crosswordIdeas.length, where).toBeGreaterThanOrEqual(CROSSWORD_MIN_ENTRIES);
      }
    }
  });

  it('differ between the two languages, except the names that are the same word', () => {
    for (const key of OCCASION_KEYS) {
      expect(OCCASIONS.en[key].letter, key).not.toEqual(OCCASIONS.id[key].letter);
      expect(OCCASIONS.en[key].description, key).not.toBe(OCCASIONS.id[key].description);
    }
  });
});
