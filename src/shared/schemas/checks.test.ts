import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_OPENING_TITLE } from '../constants.js';
import { MSG } from '../messages.js';
import { HEART_MOMENT_MSG } from '../messages/heart-moments.js';
import { SETTINGS_MSG } from '../messages/settings.js';
import { optionalIsoDate, requiredMultiline } from './common.js';
import { selectedFeaturesString } from './features.js';
import { heartMomentFormFields } from './heart-moments.js';
import { jsonField } from './json-field.js';
import { openingBody } from './opening.js';
import { slugSchema } from './operator.js';
import { revealBody } from './reveal.js';
import { settingsBody } from './settings.js';
import { videoGiftFields } from './video-gift.js';
import { wishFormFields } from './wishes.js';

// The shared schemas' own checks, as a client's request meets them on the server and a form's in the browser: what
// each takes, what it makes of it, and the message of what it refuses.

/** Every message a refused value gets, in order. */
const refusals = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);

/** The schema as the API description states what a client sends. */
const described = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The first message a refused value gets, or undefined when it is taken. */
const refusal = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the opening’s title', () => {
  it('takes up to 10 characters, or the default heading as it is', () => {
    const body = (title: string) => ({ title, recipient_name: 'Dewi' });
    expect(openingBody.parse(body('Untuk Dewi')).title).toBe('Untuk Dewi');
    expect(openingBody.parse(body(DEFAULT_OPENING_TITLE)).title).toBe(DEFAULT_OPENING_TITLE);
    expect(DEFAULT_OPENING_TITLE.length).toBeGreaterThan(10);
    expect(refusal(openingBody, body('Untuk Dewii'))).toBe(MSG.openingTitleMax);
    expect(refusal(openingBody, body('This is for'))).toBe(MSG.openingTitleMax);
  });
});

describe('a gift’s address', () => {
  it('refuses the reserved names and punycode, not names that only begin like them', () => {
    expect(refusal(slugSchema, 'admin')).toBe(MSG.slugReserved);
    expect(refusal(slugSchema, 'Staging')).toBe(MSG.slugReserved);
    expect(refusal(slugSchema, 'xn--raka')).toBe(MSG.slugReserved);
    expect(slugSchema.parse('admin-raka')).toBe('admin-raka');
    expect(slugSchema.parse('raka-xn--dewi')).toBe('raka-xn--dewi');
    expect(slugSchema.parse('xn-raka')).toBe('xn-raka');
  });
});

describe('a wish’s name', () => {
  it('is one line: runs of spaces and line breaks become one space', () => {
    expect(wishFormFields.parse({ name: ' Budi \r\n\t Santoso ', message: 'Selamat' }).name).toBe('Budi Santoso');
  });
});

describe('the video gift’s kept video', () => {
  it('is its stored path, or nothing when the field is blank', () => {
    const fields = (video_url?: string) => videoGiftFields.parse({ title: 'Video', video_url });
    expect(fields(' videos/a.mp4 ').video_url).toBe('videos/a.mp4');
    expect(fields('  ').video_url).toBeUndefined();
    expect(fields('').video_url).toBeUndefined();
    expect(fields().video_url).toBeUndefined();
  });
});

describe('the features’ list', () => {
  it('takes JSON text of known ids, and refuses other text with its own message', () => {
    expect(selectedFeaturesString.parse('["gallery","games"]')).toBe('["gallery","games"]');
    expect(selectedFeaturesString.parse('[]')).toBe('[]');
    for (const bad of ['', '[', 'gallery', '["shop"]', '{"gallery":1}', 'null'])
      expect(refusal(selectedFeaturesString, bad), bad).toBe(MSG.featuresInvalid);
  });
});

describe('the settings', () => {
  it('take any one of them alone, and refuse a save of nothing', () => {
    expect(refusal(settingsBody, {})).toBe(SETTINGS_MSG.nothingToSave);
    expect(settingsBody.parse({ language: 'en' })).toEqual({ language: 'en' });
    expect(settingsBody.parse({ record_activity: false })).toEqual({ record_activity: false });
    expect(settingsBody.parse({ theme: 'night' })).toEqual({ theme: 'night' });
    expect(settingsBody.parse({ notify: {} })).toEqual({ notify: {} });
  });
});

describe('the reveal’s moment', () => {
  it('takes a real moment or null, and refuses a day that is none', () => {
    expect(revealBody.parse({ reveal_at: '2027-02-14T00:00+07:00' })).toEqual({ reveal_at: '2027-02-14T00:00+07:00' });
    expect(revealBody.parse({ reveal_at: null })).toEqual({ reveal_at: null });
    expect(refusal(revealBody, { reveal_at: '2027-02-30T00:00+07:00' })).toBe(MSG.revealInvalid);
    expect(refusal(revealBody, { reveal_at: '2027-02-14' })).toBe(MSG.revealInvalid);
  });
});

describe('a textarea and a day a form may leave empty', () => {
  it('counts a line break sent as CRLF or CR as one character, and stores it as LF', () => {
    const text = requiredMultiline('wajib', 3, 'panjang');
    expect(text.parse('a\r\nb')).toBe('a\nb');
    expect(text.parse('a\rb')).toBe('a\nb');
    expect(refusal(text, 'a\r\nbc')).toBe('panjang');
  });

  it('a textarea is trimmed, and one left blank or sent as no text gets its own message, once', () => {
    const text = requiredMultiline('wajib', 3, 'panjang');
    expect(text.parse(' \r\na \n')).toBe('a');
    expect(refusals(text, ' \r\n ')).toEqual(['wajib']);
    expect(refusals(text, 5)).toEqual(['wajib']);
  });

  it('reads an empty or absent day as none, and checks a day that is there', () => {
    const day = optionalIsoDate('format', 'tanggal');
    expect(day.parse('')).toBeNull();
    expect(day.parse('   ')).toBeNull();
    expect(day.parse(undefined)).toBeNull();
    expect(day.parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(refusal(day, '2023-02-29')).toBe('tanggal');
    expect(refusals(day, '2024-2-1')).toEqual(['format']);
    expect(refusals(day, '2024-02-30')).toEqual(['tanggal']);
  });

  it('the API description shows an optional day as the form sends it, and a JSON field as JSON text', () => {
    expect(described(optionalIsoDate('format', 'tanggal')).anyOf).toEqual([
      { const: '' },
      { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' },
    ]);
    expect(described(jsonField(z.array(z.number()), 'x'))).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
  });
});

describe('a moment’s feeling', () => {
  it('asks for one when none is picked, and says an unknown one is unknown', () => {
    const feeling = (value?: string) =>
      refusal(heartMomentFormFields.pick({ feeling: true }), value === undefined ? {} : { feeling: value });
    expect(feeling()).toBe(HEART_MOMENT_MSG.feelingRequired);
    expect(feeling('')).toBe(HEART_MOMENT_MSG.feelingRequired);
    expect(feeling('angry')).toBe(HEART_MOMENT_MSG.feelingUnknown);
    expect(feeling('loved')).toBeUndefined();
  });
});

describe('a JSON text field sent as something other than text', () => {
  it('gets the field’s own message', () => {
    const field = jsonField(z.array(z.number()), 'Bukan JSON.');
    expect(refusal(field, 5)).toBe('Bukan JSON.');
    expect(refusal(field, undefined)).toBe('Bukan JSON.');
  });
});
