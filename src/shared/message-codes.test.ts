import { describe, expect, it } from 'vitest';
import { addMessageWords, everyMessageCode, inIndonesian, messageCodes, parseMessage, renderMessage } from './message-codes.js';

// Messages travel as codes and are rendered only where a person reads them (decision 059): the code's words in the
// reader's language, the Indonesian ones where that language has none, and a giver's own words as they are.

const CAKE = messageCodes('cakeTest', {
  ready: 'Kue siap.',
  slices: (count: number, name: string) => `${count} potong untuk ${name}.`,
  onlyIndonesian: 'Hanya bahasa Indonesia.',
});
addMessageWords('en', CAKE, { ready: 'The cake is ready.', slices: (count: number, name: string) => `${count} slices for ${name}.` });

describe('message codes', () => {
  it('gives each key its code, and a function of parameters its code with the parameters as a JSON list', () => {
    expect(CAKE.ready).toBe('cakeTest.ready');
    expect(CAKE.slices(3, 'Sari')).toBe('cakeTest.slices [3,"Sari"]');
    expect(everyMessageCode()).toEqual(expect.arrayContaining(['cakeTest.ready', 'cakeTest.slices', 'cakeTest.onlyIndonesian']));
  });

  it("renders a code in the reader's language, with its parameters", () => {
    expect(renderMessage(CAKE.ready, 'en')).toBe('The cake is ready.');
    expect(renderMessage(CAKE.ready, 'id')).toBe('Kue siap.');
    expect(renderMessage(CAKE.slices(3, 'Sari'), 'en')).toBe('3 slices for Sari.');
    expect(inIndonesian(CAKE.slices(2, 'Budi'))).toBe('2 potong untuk Budi.');
  });

  it('falls back to the Indonesian words where the language has none', () => {
    expect(renderMessage(CAKE.onlyIndonesian, 'en')).toBe('Hanya bahasa Indonesia.');
  });

  it("gives a giver's own words back as they are, even when they look like a code", () => {
    for (const text of ['Selamat ulang tahun!', 'cakeTest.unknown', 'nogroup.ready', 'cakeTest.ready extra', 'CakeTest.ready', '']) {
      expect(renderMessage(text, 'en'), text).toBe(text);
      expect(parseMessage(text), text).toBeUndefined();
    }
  });

  it('reads only a JSON list as parameters, keeping its texts and numbers', () => {
    expect(parseMessage('cakeTest.slices [3,"Sari"]')).toEqual({ code: 'cakeTest.slices', params: [3, 'Sari'] });
    expect(parseMessage('cakeTest.slices [3,null,{"a":1},"Sari"]')).toEqual({ code: 'cakeTest.slices', params: [3, 'Sari'] });
    expect(parseMessage('cakeTest.ready')).toEqual({ code: 'cakeTest.ready', params: [] });
    expect(parseMessage('cakeTest.slices [3,')).toBeUndefined();
    expect(renderMessage('cakeTest.slices [3,', 'en')).toBe('cakeTest.slices [3,');
    expect(parseMessage('cakeTest.slices {"a":1}')).toBeUndefined();
  });
});
