import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { QUIZ_OPTION_MAX } from '../../shared/constants.js';
import { EN_MSG, EN_ZOD_MSG } from '../../shared/en-messages.js';
import { inIndonesian, parseMessage, renderMessage } from '../../shared/message-codes.js';
import { MSG } from '../../shared/messages.js';
import { ZOD_MSG, zodIssueMessage } from '../../shared/zod-messages.js';
import { csrf, useTestApp } from '../test-support/test-app.js';

// A check written without its own message reaches the client in the gift's language, never in zod's
// English (decision 054): Indonesian by default, English for an English gift.

const t = useTestApp();

/** zod's own English wording, as it would reach a client. */
const ZOD_ENGLISH = /Too (small|big)|Invalid (input|option|string|format)|expected|received|Unrecognized/;

const attempt = (answers: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/quizzes/attempt', headers: { ...t.viewer, ...csrf }, payload: { answers } });

/** Every message of a refusal: its `message` and each field's. */
function messages(body: { message: string; errors?: Record<string, string[]> }): string[] {
  return [body.message, ...Object.values(body.errors ?? {}).flat()];
}

const bad: [name: string, answers: unknown, field: string, code: string, english: string][] = [
  ['a question id of 0', [{ question_id: 0, answer: 'a' }], 'answers.0.question_id', MSG.invalidInput, EN_MSG.invalidInput],
  ['a negative question id', [{ question_id: -3, answer: 'a' }], 'answers.0.question_id', MSG.invalidInput, EN_MSG.invalidInput],
  ['a question id of 1.5', [{ question_id: 1.5, answer: 'a' }], 'answers.0.question_id', MSG.invalidInput, EN_MSG.invalidInput],
  ['answers that are not a list', 'semua', 'answers', ZOD_MSG.expectedList, EN_ZOD_MSG.expectedList],
  ['an answer that is a number', [{ question_id: 1, answer: 7 }], 'answers.0.answer', ZOD_MSG.expectedText, EN_ZOD_MSG.expectedText],
  ['an answer left out', [{ question_id: 1 }], 'answers.0.answer', ZOD_MSG.required, EN_ZOD_MSG.required],
  [
    'an answer too long',
    [{ question_id: 1, answer: 'x'.repeat(QUIZ_OPTION_MAX * 4 + 1) }],
    'answers.0.answer',
    ZOD_MSG.textAtMost(QUIZ_OPTION_MAX * 4),
    EN_ZOD_MSG.textAtMost(QUIZ_OPTION_MAX * 4),
  ],
];

describe('validation messages in the gift’s language', () => {
  it('an Indonesian gift gets Indonesian messages, none of zod’s English', async () => {
    for (const [name, answers, field, code] of bad) {
      const res = await attempt(answers);
      expect(res.statusCode, name).toBe(422);
      const body = res.json();
      const indonesian = inIndonesian(code);
      expect(body.errors?.[field], name).toEqual([indonesian]);
      expect(body.message, name).toBe(indonesian);
      // A catalog message: its code beside it, with an English twin.
      expect(body.code, name).toBe(parseMessage(code)?.code);
      for (const message of messages(body)) expect(message, name).not.toMatch(ZOD_ENGLISH);
      expect(renderMessage(code, 'en'), name).not.toBe(indonesian);
    }
  });

  it('an English gift gets them in English', async () => {
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...t.editor, ...csrf },
      payload: { language: 'en' },
    });
    expect(switched.statusCode).toBe(200);
    try {
      for (const [name, answers, field, , english] of bad) {
        const res = await attempt(answers);
        expect(res.statusCode, name).toBe(422);
        const body = res.json();
        expect(body.errors?.[field], name).toEqual([english]);
        expect(body.message, name).toBe(english);
        for (const message of messages(body)) expect(message, name).not.toMatch(ZOD_ENGLISH);
      }
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...t.editor, ...csrf }, payload: { language: 'id' } });
    }
  });
});

describe('zodIssueMessage', () => {
  const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: zodIssueMessage }).error?.issues ?? [];
  const cases: [z.ZodType, unknown, string][] = [
    [z.number().positive(), 0, ZOD_MSG.numberAbove(0)],
    [z.number().min(1), 0, ZOD_MSG.numberAtLeast(1)],
    [z.number().max(100), 101, ZOD_MSG.numberAtMost(100)],
    [z.number().lt(5), 5, ZOD_MSG.numberBelow(5)],
    [z.number().int(), 1.5, ZOD_MSG.expectedInteger],
    [z.number().multipleOf(5), 7, ZOD_MSG.numberMultipleOf(5)],
    [z.number(), 'satu', ZOD_MSG.expectedNumber],
    [z.boolean(), 'ya', ZOD_MSG.expectedBoolean],
    [z.object({ a: z.string() }), {}, ZOD_MSG.required],
    [z.object({ a: z.string() }), [], ZOD_MSG.expectedObject],
    [z.string().min(3), 'ab', ZOD_MSG.textAtLeast(3)],
    [z.string().length(6), 'abc', ZOD_MSG.textExactly(6)],
    [z.array(z.string()).min(1), [], ZOD_MSG.listAtLeast(1)],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], ZOD_MSG.listAtMost(2)],
    [z.string().regex(/^\d+$/), 'x', ZOD_MSG.format],
    [z.email(), 'x', ZOD_MSG.format],
    [z.enum(['a', 'b']), 'c', ZOD_MSG.option],
    [z.literal('a'), 'c', ZOD_MSG.option],
    [z.strictObject({}), { x: 1 }, ZOD_MSG.unknownFields],
    [z.union([z.number(), z.boolean()]), 'x', MSG.invalidInput],
  ];
  it('turns each kind of check into a catalog code with words in both languages', () => {
    for (const [schema, value, expected] of cases) {
      const found = issues(schema, value);
      expect(found.map((issue) => issue.message)).toEqual([expected]);
      expect(renderMessage(expected, 'en')).not.toBe(inIndonesian(expected));
      expect(renderMessage(expected, 'en')).not.toMatch(ZOD_ENGLISH);
      expect(inIndonesian(expected)).not.toMatch(ZOD_ENGLISH);
    }
  });

  it('leaves a schema’s own message alone', () => {
    expect(issues(z.number().positive({ error: 'Milik skema' }), 0)[0]?.message).toBe('Milik skema');
  });
});
