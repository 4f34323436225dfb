import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues, firstMessage, groupIssues, inPageLanguage, showMessagesWith } from './field-errors.js';
import { inIndonesian } from './message-codes.js';
import { MSG } from './messages.js';

const schema = z.object({
  title: z.string().min(1, 'Judul wajib diisi').max(3, 'Judul maksimal 3 karakter'),
  rows: z.array(z.object({ clue: z.string().min(1, 'Petunjuk wajib diisi') })),
});

describe('fieldErrorsFromIssues', () => {
  it('groups zod messages by dotted path, in order', () => {
    const result = schema.safeParse({ title: '', rows: [{ clue: 'a' }, { clue: '' }] });
    expect(result.success).toBe(false);
    const errors = fieldErrorsFromIssues(result.error!.issues);
    expect(errors).toEqual({ title: ['Judul wajib diisi'], 'rows.1.clue': ['Petunjuk wajib diisi'] });
    expect(firstMessage(errors)).toBe('Judul wajib diisi');
  });

  it('leaves out issues about the whole value', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'x' }])).toEqual({});
  });
});

describe('field errors, each message in its order and language', () => {
  it('keeps every message of one field, in order, and renders each as the reply’s language asks', () => {
    const issues = [
      { path: ['title'], message: MSG.invalidInput },
      { path: ['rows', 0, 'clue'], message: 'b' },
      { path: ['title'], message: 'c' },
    ];
    expect(groupIssues(issues)).toEqual({ title: [MSG.invalidInput, 'c'], 'rows.0.clue': ['b'] });
    expect(groupIssues(issues, (m) => `<${m}>`)).toEqual({ title: [`<${MSG.invalidInput}>`, '<c>'], 'rows.0.clue': ['<b>'] });
  });

  it('the browser shows a code in Indonesian, until a page sets its own language', () => {
    const indonesian = inPageLanguage(MSG.invalidInput);
    expect(indonesian).not.toBe(MSG.invalidInput);
    expect(fieldErrorsFromIssues([{ path: ['a'], message: MSG.invalidInput }])).toEqual({ a: [indonesian] });
    showMessagesWith((message) => `en:${message}`);
    try {
      expect(inPageLanguage('x')).toBe('en:x');
      expect(fieldErrorsFromIssues([{ path: ['a'], message: 'x' }])).toEqual({ a: ['en:x'] });
    } finally {
      // Back to the default, Indonesian: the worker keeps this module for the files it runs after this one.
      showMessagesWith(inIndonesian);
    }
  });

  it('no field errors have no first message', () => {
    expect(firstMessage({})).toBeUndefined();
  });
});
