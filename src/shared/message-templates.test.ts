import { describe, expect, it } from 'vitest';
import { renderMessage } from './message-codes.js';
import { MESSAGE_TWINS } from './message-language.js';
import { MSG } from './messages.js';

// A message with values inside ('Maksimal 5 karakter.', 'Ada 3 balasan baru…') says each value, in Indonesian and in
// its English twin (decisions 032, 059), and one that counts says one thing differently from several.

type Template = (...params: (string | number)[]) => string;
/** Each message with values, and how many it takes (its English words' parameters: a code takes any number). */
const templates = MESSAGE_TWINS.flatMap(([group, codes, english]) =>
  Object.entries(codes)
    .filter((entry): entry is [string, Template] => typeof entry[1] === 'function')
    .map(([key, code]) => ({ name: `${group}.${key}`, code, arity: (english[key] as Template).length })),
);
/** The two whose values are words the English twin translates: tested on their own below. */
const TRANSLATED = ['MSG.revealClosed', 'MSG.fileWrongType'];
const plain = templates.filter((t) => !TRANSLATED.includes(t.name));

describe('messages with values inside', () => {
  it('there are some', () => {
    expect(templates.length).toBeGreaterThan(20);
  });

  it.each(plain)('$name says each of its values, in each language', ({ code, arity }) => {
    const values = Array.from({ length: arity }, (_, index) => 70 + index);
    for (const language of ['id', 'en'] as const) {
      const text = renderMessage(code(...values), language);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
      expect(text.trim().length).toBeGreaterThan(String(values).length);
      for (const value of values) expect(text, language).toContain(String(value));
    }
  });

  it.each(plain)('$name reads whole in each language for a count of one', ({ code, arity }) => {
    const values = Array.from({ length: arity }, () => 1);
    const id = renderMessage(code(...values), 'id');
    const en = renderMessage(code(...values), 'en');
    expect(id.trim().length).toBeGreaterThan(3);
    expect(en.trim().length).toBeGreaterThan(3);
    expect(en).not.toMatch(/undefined|NaN/);
  });
});

describe('messages whose values the English twin translates', () => {
  it('the moment a gift opens: its date’s month and its time in English', () => {
    const closed = MSG.revealClosed('14 Agustus 2027', '09.05');
    expect(renderMessage(closed, 'id')).toContain('14 Agustus 2027');
    expect(renderMessage(closed, 'id')).toContain('09.05');
    expect(renderMessage(closed, 'en')).toBe('This gift opens on 14 August 2027 at 09:05 WIB.');
  });

  it('the kinds of file a field takes', () => {
    expect(renderMessage(MSG.fileWrongType('JPEG, WebP atau HEIC'), 'id')).toContain('JPEG, WebP atau HEIC');
    expect(renderMessage(MSG.fileWrongType('JPEG, WebP atau HEIC'), 'en')).toBe('This file type is not supported. Use JPEG, WebP or HEIC.');
    expect(renderMessage(MSG.fileWrongType('gambar (JPEG, PNG)'), 'en')).toBe('This file type is not supported. Use images (JPEG, PNG).');
    expect(renderMessage(MSG.fileWrongType('gambarnya atau'), 'en')).toBe('This file type is not supported. Use gambarnya or.');
  });
});
