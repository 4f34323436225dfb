import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inIndonesian } from './message-codes.js';
import { MSG } from './messages.js';
import { ZOD_MSG, zodIssueMessage } from './zod-messages.js';

// What a client reads when a schema's check has no message of its own (decision 054): the catalog's words for
// what was expected, as the server's locale (zodIssueMessage) gives them. Each check is parsed with
// zodIssueMessage as the parse's own message maker, as the server's z.config does for every parse.

/** The message of the first issue of parsing `value` with `schema`, in Indonesian. */
function messageOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value, { error: zodIssueMessage });
  expect(result.success).toBe(false);
  return inIndonesian(result.error!.issues[0]!.message);
}

const id = inIndonesian;

describe('zod’s checks in the catalog’s words', () => {
  it('a value left out is required, whatever its type', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe(id(ZOD_MSG.required));
    expect(messageOf(z.number(), undefined)).toBe(id(ZOD_MSG.required));
  });

  it('a value of the wrong type names the type expected', () => {
    expect(messageOf(z.number(), 'satu')).toBe(id(ZOD_MSG.expectedNumber));
    expect(messageOf(z.string(), 1)).toBe(id(ZOD_MSG.expectedText));
    expect(messageOf(z.boolean(), 'ya')).toBe(id(ZOD_MSG.expectedBoolean));
    expect(messageOf(z.array(z.string()), 'a')).toBe(id(ZOD_MSG.expectedList));
    expect(messageOf(z.tuple([z.string()]), 'a')).toBe(id(ZOD_MSG.expectedList));
    expect(messageOf(z.object({}), 'a')).toBe(id(ZOD_MSG.expectedObject));
    expect(messageOf(z.record(z.string(), z.string()), 'a')).toBe(id(ZOD_MSG.expectedObject));
    // A type the catalog has no word for.
    expect(messageOf(z.date(), 'a')).toBe(id(ZOD_MSG.wrongType));
  });

  it('a number’s bounds, inclusive or not', () => {
    expect(messageOf(z.number().min(3), 2)).toBe('Nilai minimal 3.');
    expect(messageOf(z.number().gt(3), 3)).toBe('Nilai harus lebih dari 3.');
    expect(messageOf(z.number().max(3), 4)).toBe('Nilai maksimal 3.');
    expect(messageOf(z.number().lt(3), 3)).toBe('Nilai harus kurang dari 3.');
    expect(messageOf(z.number().int().positive(), 0)).toBe('Nilai harus lebih dari 0.');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('Nilai harus kelipatan 5.');
  });

  it('a text’s length, inclusive, exclusive or exact', () => {
    expect(messageOf(z.string().min(2), 'a')).toBe('Minimal 2 karakter.');
    expect(messageOf(z.string().max(2), 'abc')).toBe('Maksimal 2 karakter.');
    expect(messageOf(z.string().length(4), 'abc')).toBe('Harus tepat 4 karakter.');
    expect(messageOf(z.string().length(4), 'abcde')).toBe('Harus tepat 4 karakter.');
  });

  it('a list’s length', () => {
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Minimal 2 item.');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Maksimal 1 item.');
    expect(messageOf(z.array(z.string()).length(2), ['a'])).toBe('Minimal 2 item.');
    expect(messageOf(z.array(z.string()).nonempty(), [])).toBe('Minimal 1 item.');
    expect(messageOf(z.set(z.string()).min(2), new Set(['a']))).toBe('Minimal 2 item.');
    expect(messageOf(z.set(z.string()).max(1), new Set(['a', 'b']))).toBe('Maksimal 1 item.');
  });

  it('the exclusive bounds zod reports of a text or a list, said as the inclusive one a person reads', () => {
    // zod's own checks are inclusive; an issue with `inclusive: false` comes from a hand-written check.
    const raw = (code: 'too_small' | 'too_big', origin: string, limit: number, extra: object = {}) =>
      zodIssueMessage({
        code,
        origin,
        input: '',
        ...(code === 'too_small' ? { minimum: limit } : { maximum: limit }),
        inclusive: false,
        ...extra,
      } as unknown as z.core.$ZodRawIssue);
    expect(raw('too_small', 'string', 2)).toBe(ZOD_MSG.textAtLeast(3));
    expect(raw('too_big', 'string', 5)).toBe(ZOD_MSG.textAtMost(4));
    expect(raw('too_small', 'array', 2)).toBe(ZOD_MSG.listAtLeast(3));
    expect(raw('too_big', 'array', 5)).toBe(ZOD_MSG.listAtMost(4));
    expect(raw('too_small', 'number', 2)).toBe(ZOD_MSG.numberAbove(2));
    expect(raw('too_big', 'number', 2)).toBe(ZOD_MSG.numberBelow(2));
    expect(raw('too_small', 'number', 2, { exact: true, inclusive: true })).toBe(ZOD_MSG.numberAtLeast(2));
    expect(raw('too_big', 'number', 2, { exact: true, inclusive: true })).toBe(ZOD_MSG.numberAtLeast(2));
    expect(raw('too_big', 'array', 2, { exact: true, inclusive: true })).toBe(ZOD_MSG.listAtLeast(2));
    // A bound of something with no sizes of its own (a date) says only that the value is wrong.
    expect(raw('too_small', 'date', 2)).toBe(MSG.invalidInput);
    expect(raw('too_big', 'date', 2)).toBe(MSG.invalidInput);
  });

  it('a bigint’s and an integer’s bounds are a number’s', () => {
    expect(messageOf(z.bigint().min(3n), 2n)).toBe('Nilai minimal 3.');
    expect(messageOf(z.int().max(3), 4)).toBe('Nilai maksimal 3.');
  });

  it('a format, an option, unknown fields, and anything else', () => {
    expect(messageOf(z.email(), 'a')).toBe(id(ZOD_MSG.format));
    expect(messageOf(z.string().regex(/^a$/), 'b')).toBe(id(ZOD_MSG.format));
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe(id(ZOD_MSG.option));
    expect(messageOf(z.literal('a'), 'c')).toBe(id(ZOD_MSG.option));
    expect(messageOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(id(ZOD_MSG.unknownFields));
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe(id(MSG.invalidInput));
  });
});
