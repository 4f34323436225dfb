import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { MSG } from '../messages.js';

/** Every failure reply (docs/product.md §7, decision 006): a message, and field errors keyed by field. */
export const errorReply = z.object({
  success: z.literal(false),
  /** A stable code for the message, e.g. 'common.pinWrong'; the API description lists them. */
  code: z.string(),
  /** The values inside the message, in order, e.g. [5] for 'common.tooManyAttempts'. */
  params: z.array(z.union([z.string(), z.number()])).optional(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const messageReply = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** The largest record id: every id column is a PostgreSQL `integer` (decision 056), so no id is past 2^31 - 1. */
export const RECORD_ID_MAX = 2 ** 31 - 1;

/** Strict decimal digits from 1 to RECORD_ID_MAX (2147483647), as a pattern the API description can state. */
export const RECORD_ID_PATTERN = new RegExp(
  `^(?:${[
    // 1 to 999999999, then ten digits up to 2147483647, one leading digit at a time.
    '[1-9]\\d{0,8}',
    '1\\d{9}',
    '20\\d{8}',
    '21[0-3]\\d{7}',
    '214[0-6]\\d{6}',
    '2147[0-3]\\d{5}',
    '21474[0-7]\\d{4}',
    '214748[0-2]\\d{3}',
    '2147483[0-5]\\d{2}',
    '21474836[0-3]\\d',
    '214748364[0-7]',
  ].join('|')})$`,
);

/**
 * A record id: a whole positive JSON number, or (paths, form fields) strict decimal digits, at most RECORD_ID_MAX
 * either way. '0x1', '1e0', '+1', '01' and ' 1' are refused, never read as 1; so is 2147483648, which no
 * column holds (PostgreSQL would fail the query).
 */
export const recordId = z.union(
  [
    // Each branch says it too (decision 054): zod reports the branch of the value's type (0: the number's too_small).
    z.number().int({ error: MSG.invalidInput }).positive({ error: MSG.invalidInput }).max(RECORD_ID_MAX, { error: MSG.invalidInput }),
    z.string().regex(RECORD_ID_PATTERN, { error: MSG.invalidInput }).transform(Number),
  ],
  { error: MSG.invalidInput },
);

export const idParams = z.object({ id: recordId });

/** Trimmed required string with its messages (docs/product.md §5). */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: maxMessage });
}

/** Browsers send a textarea's line breaks as CRLF in a form post; counted as one character, like the textarea does. */
const toLf = (text: string) => text.replace(/\r\n?/g, '\n');

// The textareas' line breaks are made LF with .overwrite, a check in place, not a transform: the limits stay
// on the text the client sends, where the API description reads them.

/** requiredText for a textarea: line breaks made LF first, then trimmed and checked. */
export function requiredMultiline(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).overwrite(toLf).trim().min(1, { error: required, abort: true }).max(max, { error: maxMessage });
}

/** A textarea that may be left empty: line breaks made LF, trimmed, at most `max`; '' when absent. */
export function optionalMultiline(max: number, maxMessage: string) {
  return z.string().overwrite(toLf).trim().max(max, { error: maxMessage }).default('');
}

/** A list item with something in it: the API description's `contains` for lists whose blank items are dropped. */
export const NON_BLANK_ITEM = { type: 'string', pattern: '\\S' } as const;

/** A calendar day as the API sends and takes it: YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A trimmed, required calendar day (docs/product.md §5): YYYY-MM-DD, then a real day (2023-02-29 is refused).
 * The API description shows it as `format: date` with the pattern.
 */
export function isoDate(required: string, invalid: string, badFormat: string = invalid) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(ISO_DATE_PATTERN, { error: badFormat, abort: true })
    .refine(isValidIsoDate, { error: invalid })
    .meta({ format: 'date' });
}

/**
 * A calendar day a form may leave empty: trimmed, empty or absent as null, else YYYY-MM-DD and a real day
 * (docs/product.md §5). The API description shows it as the form sends it: empty, or a day.
 */
export function optionalIsoDate(badFormat: string, invalid: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .pipe(z.string().regex(ISO_DATE_PATTERN, { error: badFormat, abort: true }).refine(isValidIsoDate, { error: invalid }).nullable())
    .meta({ anyOf: [{ const: '' }, { type: 'string', pattern: ISO_DATE_PATTERN.source, format: 'date' }] });
}

/** A form's flag to drop a stored file on an edit ('1'); '0', empty or absent keep it. */
export const removeFileFlag = () => z.enum(['1', '0', '']).optional();

/** An email address as a person types it: trimmed, required, at most 254 characters, and well formed. */
export const emailAddress = () =>
  z
    .string({ error: MSG.emailRequired })
    .trim()
    .min(1, { error: MSG.emailRequired })
    .max(254, { error: MSG.emailInvalid })
    .email({ error: MSG.emailInvalid });
