import { describe, expect, it } from 'vitest';
import { paragraphList } from '@shared/schemas/love-typing';
import { LOVE_TYPING_MSG } from '@shared/messages/love-typing';
import { checkLetter, checkLetterForm, letterError } from './letter-form';
import { inIndonesian } from '@shared/message-codes';

describe('checkLetter', () => {
  it('sends trimmed paragraphs and drops blank ones, like the server', () => {
    const drafts = ['  Hai sayang \r\n', '', '   ', 'Aku sayang kamu'];
    expect(checkLetter(drafts)).toEqual({ ok: true, paragraphs: ['Hai sayang', 'Aku sayang kamu'] });
    expect(paragraphList.parse(drafts)).toEqual(['Hai sayang', 'Aku sayang kamu']);
  });

  it('allows 480 characters and refuses 481, naming the paragraph', () => {
    expect(checkLetter(['a'.repeat(480)]).ok).toBe(true);
    expect(checkLetter(['ok', 'a'.repeat(481)])).toEqual({ ok: false, message: inIndonesian(LOVE_TYPING_MSG.paragraphMax), index: 1 });
    expect(paragraphList.safeParse(['a'.repeat(481)]).success).toBe(false);
  });

  it('needs at least one paragraph with words', () => {
    expect(checkLetter(['', ' '])).toEqual({ ok: false, message: inIndonesian(LOVE_TYPING_MSG.paragraphsRequired) });
  });

  it('refuses more paragraphs than the server keeps', () => {
    expect(checkLetter(Array.from({ length: 51 }, (_, i) => `p${i}`))).toEqual({
      ok: false,
      message: inIndonesian(LOVE_TYPING_MSG.paragraphsMax),
    });
  });
});

describe('checkLetterForm and letterError', () => {
  it("puts a paragraph's error under its index and the letter's under paragraphs", () => {
    const over = checkLetterForm(['ok', 'a'.repeat(481)]);
    expect(over).toEqual({ ok: false, errors: { 'paragraphs.1': [inIndonesian(LOVE_TYPING_MSG.paragraphMax)] } });
    expect(!over.ok && letterError(over.errors)).toEqual({
      field: 'paragraphs',
      index: 1,
      message: inIndonesian(LOVE_TYPING_MSG.paragraphMax),
    });
    const blank = checkLetterForm(['']);
    expect(!blank.ok && letterError(blank.errors)).toEqual({
      field: 'paragraphs',
      index: undefined,
      message: inIndonesian(LOVE_TYPING_MSG.paragraphsRequired),
    });
    expect(checkLetterForm([' Hai '])).toEqual({ ok: true, value: ['Hai'] });
  });

  it('tells a music error apart, and none from no errors', () => {
    expect(letterError({ music: ['Bukan audio.'] })).toEqual({ field: 'music', message: 'Bukan audio.' });
    expect(letterError({})).toBeNull();
  });
});
