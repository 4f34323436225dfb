import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { everyMessageCode, inIndonesian, parseMessage, renderMessage } from '../../shared/message-codes.js';
import { MESSAGE_TWINS } from '../../shared/message-language.js';
import { MSG } from '../../shared/messages.js';
import { GALLERY_MSG } from '../../shared/messages/gallery.js';
import { errorBody, installReplyMessages } from './reply-messages.js';

// Messages as codes (decision 059), in Indonesian or English: every message object the server and
// the forms speak with has an English twin, key for key, and a reply carries words, with its code beside them.

/** The message objects declared anywhere under src/shared (`export const X_MSG = messageCodes(` or `MSG`). */
function declaredMessageObjects(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const found of fs.readFileSync(full, 'utf8').matchAll(/export const ((?:[A-Z_]+_)?MSG) = messageCodes\(/g))
          names.push(found[1]!);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '../../shared'));
  return names.sort();
}

describe('the message catalogs', () => {
  it('every message object has its English twin', () => {
    expect(MESSAGE_TWINS.map(([name]) => name).sort()).toEqual(declaredMessageObjects());
  });

  it('each twin has exactly its object’s keys, text for text and function for function', () => {
    for (const [name, codes, english] of MESSAGE_TWINS) {
      expect(Object.keys(english).sort(), name).toEqual(Object.keys(codes).sort());
      for (const key of Object.keys(codes))
        expect(typeof english[key], `${name}.${key}`).toBe(typeof (codes as Record<string, unknown>)[key]);
    }
  });

  it('gives every message a code of its own, group and key', () => {
    const codes = everyMessageCode();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('common.pinWrong');
    expect(codes).toContain('gallery.folderNameRequired');
    for (const code of codes) expect(code).toMatch(/^[a-z][A-Za-z]*\.[A-Za-z0-9]+$/);
  });

  it('renders a message, and one with a value inside, in each language, and leaves other words alone', () => {
    expect(MSG.pinWrong).toBe('common.pinWrong');
    expect(inIndonesian(MSG.pinWrong)).toBe('PIN salah');
    expect(renderMessage(MSG.pinWrong, 'en')).toBe('Wrong PIN');
    expect(parseMessage(MSG.tooManyAttempts(7))).toEqual({ code: 'common.tooManyAttempts', params: [7] });
    expect(inIndonesian(MSG.tooManyAttempts(7))).toBe('Terlalu banyak percobaan. Coba lagi dalam 7 menit.');
    expect(renderMessage(MSG.tooManyAttempts(7), 'en')).toBe('Too many attempts. Try again in 7 minutes.');
    expect(renderMessage(MSG.tooManyAttempts(1), 'en')).toBe('Too many attempts. Try again in 1 minute.');
    for (const words of ['Kencan pertama kita', 'common.notAMessage', 'a.b [1]', '']) expect(renderMessage(words, 'en')).toBe(words);
  });
});

describe('errorBody', () => {
  it('renders the message and field errors and puts the code and its values beside them', () => {
    expect(errorBody(MSG.fileTooLarge(20), 'en', { photo: [MSG.fileTooLarge(20)] })).toEqual({
      success: false,
      code: 'common.fileTooLarge',
      params: [20],
      message: 'The file can be at most 20 MB.',
      errors: { photo: ['The file can be at most 20 MB.'] },
    });
    expect(errorBody(GALLERY_MSG.folderNameRequired, 'id')).toEqual({
      success: false,
      code: 'gallery.folderNameRequired',
      message: inIndonesian(GALLERY_MSG.folderNameRequired),
    });
  });
});

describe('the reply hook', () => {
  it("renders a reply's message and field errors and leaves its data alone", async () => {
    const app = Fastify();
    installReplyMessages(app);
    app.get('/refused', (_request, reply) =>
      reply.code(422).send({ success: false, message: MSG.pinFormat, errors: { pin: [MSG.pinFormat] }, data: { title: MSG.pinWrong } }),
    );
    app.get('/saved', () => ({ success: true, message: MSG.dataSaved, data: { note: 'common.pinWrong' } }));
    app.get('/thrown', () => {
      throw Object.assign(new Error('x'), { statusCode: 400 });
    });
    app.setErrorHandler((_error, _request, reply) => reply.code(400).send({ success: false, message: MSG.invalidInput }));
    const refused = await app.inject({ url: '/refused' });
    expect(refused.json()).toEqual({
      success: false,
      code: 'common.pinFormat',
      message: 'PIN harus 6 digit angka',
      errors: { pin: ['PIN harus 6 digit angka'] },
      data: { title: 'common.pinWrong' },
    });
    const saved = await app.inject({ url: '/saved' });
    expect(saved.json()).toEqual({ success: true, message: inIndonesian(MSG.dataSaved), data: { note: 'common.pinWrong' } });
    // The error handler's replies pass the same hook.
    expect((await app.inject({ url: '/thrown' })).json()).toEqual({
      success: false,
      code: 'common.invalidInput',
      message: 'Data tidak valid.',
    });
    await app.close();
  });
});
