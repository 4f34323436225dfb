import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues, firstMessage } from './field-errors.js';

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
