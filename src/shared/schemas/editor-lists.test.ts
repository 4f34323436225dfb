import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CROSSWORD_MSG } from '../messages/crossword.js';
import { LOVE_TYPING_MSG } from '../messages/love-typing.js';
import { QUIZ_MSG } from '../messages/quiz.js';
import { COUPON_MSG } from '../messages/coupon.js';
import { crosswordEntries } from './crossword.js';
import { loveTypingFields, paragraphList } from './love-typing.js';
import { quizSaveBody } from './quiz.js';
import { whatsappNumber } from './coupon.js';
import { jsonField } from './json-field.js';
import { z as zod } from 'zod';

// The lists and numbers the giver's editors send, as the server's shared schemas take or refuse them: what is stored
// (normalised) and which message shows under which field (docs/product.md §2, §5, §7).

/** Each refusal as 'path: message'. */
function refusals(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const entry = (word: string, clue = 'Petunjuk') => ({ word, clue });

describe('crossword entries', () => {
  it('stores each word upper-cased without spaces', () => {
    expect(crosswordEntries.parse([entry('kasih sayang'), entry(' Rindu\t')])).toEqual([entry('KASIHSAYANG'), entry('RINDU')]);
  });

  it('names a repeated word under its own row, once per repeat, the first one kept', () => {
    expect(refusals(crosswordEntries, [entry('cinta'), entry('rindu'), entry('CIN TA'), entry('cinta')])).toEqual([
      `2.word: ${CROSSWORD_MSG.wordDuplicate('CINTA')}`,
      `3.word: ${CROSSWORD_MSG.wordDuplicate('CINTA')}`,
    ]);
  });

  it('takes words of 2 to 15 letters and refuses others with their own message', () => {
    expect(refusals(crosswordEntries, [entry('ab'), entry('a'.repeat(15))])).toEqual([]);
    expect(refusals(crosswordEntries, [entry('a'), entry('b'.repeat(16))])).toEqual([
      `0.word: ${CROSSWORD_MSG.wordLength}`,
      `1.word: ${CROSSWORD_MSG.wordLength}`,
    ]);
    expect(refusals(crosswordEntries, [entry('   '), entry('abc1')])).toEqual([
      `0.word: ${CROSSWORD_MSG.wordRequired}`,
      `1.word: ${CROSSWORD_MSG.wordLetters}`,
    ]);
  });
});

describe('love typing paragraphs', () => {
  it('keeps the paragraphs with line breaks made plain, trimmed, the blank ones dropped', () => {
    expect(paragraphList.parse(['  Satu\r\ndua ', '', '   ', 'Tiga\rempat'])).toEqual(['Satu\ndua', 'Tiga\nempat']);
  });

  it('asks for one paragraph when every one is blank, and takes 50 but not 51', () => {
    expect(refusals(paragraphList, ['', ' \n '])).toEqual([`: ${LOVE_TYPING_MSG.paragraphsRequired}`]);
    expect(
      refusals(
        paragraphList,
        Array.from({ length: 50 }, () => 'p'),
      ),
    ).toEqual([]);
    expect(
      refusals(
        paragraphList,
        Array.from({ length: 51 }, () => 'p'),
      ),
    ).toEqual([`: ${LOVE_TYPING_MSG.paragraphsMax}`]);
  });

  it('takes a paragraph of 480 characters, not 481, counted after trimming', () => {
    expect(refusals(paragraphList, ['a'.repeat(480), ` ${'b'.repeat(480)} `])).toEqual([]);
    expect(refusals(paragraphList, ['ok', 'a'.repeat(481)])).toEqual([`: ${LOVE_TYPING_MSG.paragraphMax}`]);
  });

  it('refuses a list that holds anything but texts, and JSON text that does not parse', () => {
    expect(refusals(paragraphList, ['ok', 3])).toEqual([`: ${LOVE_TYPING_MSG.paragraphsInvalid}`]);
    expect(refusals(loveTypingFields, { paragraphs: '["satu",' })).toEqual([`paragraphs: ${LOVE_TYPING_MSG.paragraphsInvalid}`]);
    expect(loveTypingFields.parse({ paragraphs: '["satu", " dua "]' })).toEqual({ paragraphs: ['satu', 'dua'] });
  });
});

describe('quiz options', () => {
  const question = { question: 'Warna favoritku?', answer: 'Biru' };

  it('drops blank options before counting: two must remain', () => {
    expect(quizSaveBody.parse({ ...question, options: [' Biru ', '', 'Merah', '  '] }).options).toEqual(['Biru', 'Merah']);
    expect(refusals(quizSaveBody, { ...question, options: ['Biru', ' '] })).toEqual([`options: ${QUIZ_MSG.optionsMin}`]);
  });

  it('takes 26 options, not 27, and an option of 255 characters, not 256', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `Opsi ${i}`);
    expect(refusals(quizSaveBody, { ...question, options: many(26) })).toEqual([]);
    expect(refusals(quizSaveBody, { ...question, options: many(27) })).toEqual([`options: ${QUIZ_MSG.optionsMax}`]);
    expect(refusals(quizSaveBody, { ...question, options: ['a'.repeat(255), 'b'] })).toEqual([]);
    expect(refusals(quizSaveBody, { ...question, options: ['a'.repeat(256), 'b'] })).toEqual([`options: ${QUIZ_MSG.optionMax}`]);
  });
});

describe('the coupon’s WhatsApp number', () => {
  it('reads the ways a number is typed as the digits wa.me wants', () => {
    expect(whatsappNumber.parse(' 0812-3456 7890 ')).toBe('6281234567890');
    expect(whatsappNumber.parse('+62 812 3456 7890')).toBe('6281234567890');
    expect(whatsappNumber.parse('0062812345678')).toBe('62812345678');
    expect(whatsappNumber.parse('6281234567890')).toBe('6281234567890');
    expect(whatsappNumber.parse('')).toBe('');
  });

  it('takes 8 to 15 digits, the first not 0', () => {
    expect(whatsappNumber.parse('12345678')).toBe('12345678');
    expect(whatsappNumber.parse('123456789012345')).toBe('123456789012345');
    for (const wrong of ['1234567', '1234567890123456', '+0812345678', '62812abc567'])
      expect(refusals(whatsappNumber, wrong), wrong).toEqual([`: ${COUPON_MSG.whatsappInvalid}`]);
  });
});

describe('a JSON text field', () => {
  it("names text that does not parse with the field's own message, then checks what it holds", () => {
    const field = jsonField(zod.array(zod.number(), { error: 'Daftar angka.' }), 'Bukan JSON.');
    expect(refusals(field, '[1,')).toEqual([': Bukan JSON.']);
    expect(refusals(field, '"satu"')).toEqual([': Daftar angka.']);
    expect(field.parse('[1, 2]')).toEqual([1, 2]);
  });
});
