import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT } from '../../shared/demo-content.js';
import type { Language } from '../../shared/languages.js';
import { csrf, multipart, useTestApp, type TestGift } from '../test-support/test-app.js';

// The demo content follows the gift's language (decision 032): a new gift's seeded texts and the defaults
// replied while nothing is saved, and, on a switch, whatever the giver has not changed. Each test has a
// gift of its own (many gifts), so it starts from a fresh seed.

const t = useTestApp({ baseDomain: 'kado.localhost' });

const read = async (gift: TestGift, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: gift.editor });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

/** What the giver sees of the demo content. */
async function demoOf(gift: TestGift) {
  const [opening, features, dateInput, quizzes, coupon, letter] = await Promise.all(
    ['/api/opening', '/api/features', '/api/date-input', '/api/quizzes', '/api/coupon', '/api/love-typing'].map((url) => read(gift, url)),
  );
  const quiz = quizzes[0] as { question: string; answer: string; quiz_options: { option: string }[] };
  return {
    recipient: opening[0].recipient_name as string,
    featuresTitle: features.title as string,
    dateInputTitle: dateInput[0].title as string,
    quiz: { question: quiz.question, answer: quiz.answer, options: quiz.quiz_options.map((o) => o.option) },
    coupon,
    letter: letter.paragraphs as string[],
  };
}

/** The demo content as it should read in a language. */
const expected = (language: Language) => {
  const demo = DEMO_CONTENT[language];
  return {
    recipient: demo.opening.recipient_name,
    featuresTitle: demo.featuresTitle,
    dateInputTitle: demo.dateInputTitle,
    quiz: { ...demo.quiz, options: [...demo.quiz.options] },
    coupon: demo.coupon,
    letter: [...demo.letter],
  };
};

const switchTo = async (gift: TestGift, language: Language) => {
  const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...gift.editor, ...csrf }, payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
};

describe("switching a gift's language switches its untouched demo content", () => {
  it('turns a fresh gift English: opening, menu, date title, quiz, coupon defaults and letter', async () => {
    const gift = await t.gift('segar');
    expect(await demoOf(gift)).toEqual(expected('id'));
    await switchTo(gift, 'en');
    const english = await demoOf(gift);
    expect(english).toEqual(expected('en'));
    // English words, not merely other ones.
    expect(english).toMatchObject({
      recipient: 'Name',
      featuresTitle: 'Love Menu',
      dateInputTitle: 'Our Special Date',
      quiz: { question: 'In which city did we first meet?', answer: 'Bandung' },
      coupon: { couponName: 'Special Date Coupon', buttonText: 'Claim Gift', messages: { title: 'A Little Gift For You' } },
    });
    expect(english.letter[0]).toMatch(/^Hi love/);
  });

  it('keeps what the giver changed, and switches the rest', async () => {
    const gift = await t.gift('diubah');
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: gift.editor, payload });
    expect((await post('/api/opening', { title: 'This is For', recipient_name: 'Dinda' })).statusCode).toBe(200);
    // The seeded question kept, one option changed: the question is the giver's now.
    const [question] = await read(gift, '/api/quizzes');
    const options = ['Bandung', 'Jakarta', 'Surabaya'];
    expect(
      (await post('/api/quizzes/create-or-update', { id: question.id, question: question.question, answer: 'Bandung', options }))
        .statusCode,
    ).toBe(200);
    // A coupon saved with its own name and number; its other texts still the demo's.
    const id = DEMO_CONTENT.id.coupon;
    const form = multipart(
      {
        whatsappNumber: '6281298765432',
        couponCode: id.couponCode,
        couponName: 'Kupon Nonton Bioskop',
        couponDescription: id.couponDescription,
        messages: JSON.stringify(id.messages),
        buttonText: id.buttonText,
      },
      [],
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/coupon',
      payload: form.payload,
      headers: { ...form.headers, ...gift.editor },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A letter of the giver's own.
    const letter = multipart({ paragraphs: JSON.stringify(['Surat dariku.']) }, []);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/love-typing',
          payload: letter.payload,
          headers: { ...letter.headers, ...gift.editor },
        })
      ).statusCode,
    ).toBe(200);

    await switchTo(gift, 'en');
    const after = await demoOf(gift);
    expect(after.recipient).toBe('Dinda');
    expect(after.quiz).toEqual({ question: DEMO_CONTENT.id.quiz.question, answer: 'Bandung', options });
    expect(after.coupon).toMatchObject({
      whatsappNumber: '6281298765432',
      couponName: 'Kupon Nonton Bioskop',
      couponDescription: DEMO_CONTENT.en.coupon.couponDescription,
      messages: DEMO_CONTENT.en.coupon.messages,
      buttonText: 'Claim Gift',
    });
    expect(after.letter).toEqual(['Surat dariku.']);
    // Untouched: switched.
    expect(after.featuresTitle).toBe('Love Menu');
    expect(after.dateInputTitle).toBe('Our Special Date');
  });

  it('switching back restores the Indonesian seeds; an edit made in English stays English', async () => {
    const gift = await t.gift('bolak-balik');
    await switchTo(gift, 'en');
    expect(await demoOf(gift)).toEqual(expected('en'));
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: gift.editor, payload });
    const features = await read(gift, '/api/features');
    expect((await post('/api/features', { title: 'Our Menu', selected_features: features.selected_features })).statusCode).toBe(200);
    await switchTo(gift, 'id');
    expect(await demoOf(gift)).toEqual({ ...expected('id'), featuresTitle: 'Our Menu' });
    expect((await demoOf(gift)).recipient).toBe('Nama');
  });

  it('changes nothing when the language stays the same', async () => {
    const gift = await t.gift('tetap');
    await switchTo(gift, 'id');
    expect(await demoOf(gift)).toEqual(expected('id'));
  });
});
