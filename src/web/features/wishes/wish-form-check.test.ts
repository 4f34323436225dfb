import { describe, expect, it } from 'vitest';
import { WISH_MESSAGE_MAX, WISH_NAME_MAX } from '@shared/constants';
import { inIndonesian } from '@shared/message-codes';
import { wishFormFields } from '@shared/schemas/wishes';
import { checkWish, type WishValues } from './wish-form-check';

// The guest's check without zod agrees with the server's wishFormFields at every edge of its limits
// (docs/product.md §23): the same text kept, the same refusals in the same words, field by field.

type Outcome = { kept: WishValues } | { refused: Partial<Record<keyof WishValues, string>> };

function server(values: WishValues): Outcome {
  const parsed = wishFormFields.safeParse(values);
  if (parsed.success) return { kept: parsed.data };
  const refused: Partial<Record<keyof WishValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WishValues;
    refused[field] ??= inIndonesian(issue.message);
  }
  return { refused };
}

function page(values: WishValues): Outcome {
  const checked = checkWish(values);
  if (checked.ok) return { kept: checked.value };
  return { refused: Object.fromEntries(Object.entries(checked.errors).map(([field, list]) => [field, list[0]])) };
}

const letter = 'Selamat ya!';
const name = 'Rina';

describe('the wish check', () => {
  const cases: [string, WishValues][] = [
    ['nothing', { name: '', message: '' }],
    ['only spaces and line breaks', { name: ' \n\t ', message: ' \r\n ' }],
    ['a wish, trimmed, runs of spaces in the name made one', { name: '  Rina \n  Sari ', message: ` ${letter}\r\nPeluk ` }],
    ['a name at the limit', { name: 'a'.repeat(WISH_NAME_MAX), message: letter }],
    ['a name one over the limit', { name: 'a'.repeat(WISH_NAME_MAX + 1), message: letter }],
    ['a name one under the limit', { name: 'a'.repeat(WISH_NAME_MAX - 1), message: letter }],
    ['a name at the limit once its spaces are folded', { name: `${'a'.repeat(WISH_NAME_MAX - 2)}   \n b`, message: letter }],
    ['a name over the limit only before trimming', { name: `  ${'a'.repeat(WISH_NAME_MAX)}  `, message: letter }],
    ['a letter at the limit', { name, message: 'a'.repeat(WISH_MESSAGE_MAX) }],
    ['a letter one over the limit', { name, message: 'a'.repeat(WISH_MESSAGE_MAX + 1) }],
    ['a letter at the limit, CRLF counted as one', { name, message: `${'a'.repeat(WISH_MESSAGE_MAX - 2)}\r\nb` }],
    ['a letter with a lone CR, kept as a line break', { name, message: 'Selamat\rya' }],
    ['both over the limit', { name: 'a'.repeat(WISH_NAME_MAX + 1), message: 'a'.repeat(WISH_MESSAGE_MAX + 1) }],
  ];
  it.each(cases)('%s: as the server', (_, values) => {
    expect(page(values)).toEqual(server(values));
  });

  it('refuses a name of 61 characters in the words the guest reads, and keeps one of 60', () => {
    expect(page({ name: 'a'.repeat(61), message: letter })).toEqual({ refused: { name: 'Nama maksimal 60 karakter.' } });
    expect(page({ name: 'a'.repeat(60), message: letter })).toEqual({ kept: { name: 'a'.repeat(60), message: letter } });
  });
});
