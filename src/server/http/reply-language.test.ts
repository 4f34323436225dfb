import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TWINS, toEnglish } from '../../shared/message-language.js';
import { MSG } from '../../shared/messages.js';
import { englishReply } from './reply-language.js';

// English beside Indonesian (decision 032): every message object the server and the forms speak with has an English twin, key for key.

/** The message objects declared anywhere under src/shared (`export const X_MSG = {` or `MSG`). */
function declaredMessageObjects(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const found of fs.readFileSync(full, 'utf8').matchAll(/export const ((?:[A-Z_]+_)?MSG) = \{/g)) names.push(found[1]!);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '../../shared'));
  return names.sort();
}

describe('the English messages', () => {
  it('every message object has its twin in the dictionary', () => {
    expect(MESSAGE_TWINS.map(([name]) => name).sort()).toEqual(declaredMessageObjects());
  });

  it('each twin has exactly its object’s keys, text for text and function for function', () => {
    for (const [name, indonesian, english] of MESSAGE_TWINS) {
      expect(Object.keys(english).sort(), name).toEqual(Object.keys(indonesian).sort());
      for (const key of Object.keys(indonesian)) expect(typeof english[key], `${name}.${key}`).toBe(typeof indonesian[key]);
    }
  });

  it('translates a message, and one with a value inside, and leaves other words alone', () => {
    expect(toEnglish(MSG.pinWrong)).toBe('Wrong PIN');
    const inIndonesian = MSG.tooManyAttempts(7);
    const inEnglish = toEnglish(inIndonesian);
    expect(inEnglish).not.toBe(inIndonesian);
    expect(inEnglish).toContain('7');
    expect(toEnglish('Kencan pertama kita')).toBe('Kencan pertama kita');
  });
});

describe('englishReply', () => {
  it("puts a reply's message and field errors in English and leaves its data alone", () => {
    const reply = JSON.stringify({ success: false, message: MSG.pinWrong, errors: { pin: [MSG.pinFormat] }, data: { title: 'PIN salah' } });
    expect(JSON.parse(englishReply(reply)!)).toEqual({
      success: false,
      message: 'Wrong PIN',
      errors: { pin: ['The PIN must be 6 digits'] },
      data: { title: 'PIN salah' },
    });
  });

  it('leaves a reply with neither alone', () => {
    expect(englishReply(JSON.stringify({ success: true, data: [] }))).toBeUndefined();
  });
});
