import type { z } from 'zod';
import { MSG } from './messages.js';
import { messageCodes } from './message-codes.js';

// zod's own messages ('Too small: expected number to be >0') for checks a schema writes without a message
// of its own (decision 054). They are replaced by these codes (decision 059), rendered like every other
// message: Indonesian, or their English twins for an English gift (en-messages.ts). A
// schema's own message (`{ error: … }`) still wins over these. The server makes zodIssueMessage zod's locale
// (http/error-handler.ts); this file imports zod's types only, so the browser's English overlay, which reads
// ZOD_MSG's twins, takes no zod code with it.

/** A check's message in the catalog's words: what was expected, never the value the client sent. */
export const ZOD_MSG = messageCodes('zod', {
  required: 'Wajib diisi.',
  expectedNumber: 'Harus berupa angka.',
  expectedInteger: 'Harus berupa bilangan bulat.',
  expectedText: 'Harus berupa teks.',
  expectedBoolean: 'Harus bernilai true atau false.',
  expectedList: 'Harus berupa daftar.',
  expectedObject: 'Harus berupa objek.',
  wrongType: 'Jenis data tidak sesuai.',
  numberAtLeast: (min: number | string) => `Nilai minimal ${min}.`,
  numberAbove: (min: number | string) => `Nilai harus lebih dari ${min}.`,
  numberAtMost: (max: number | string) => `Nilai maksimal ${max}.`,
  numberBelow: (max: number | string) => `Nilai harus kurang dari ${max}.`,
  numberMultipleOf: (divisor: number | string) => `Nilai harus kelipatan ${divisor}.`,
  textAtLeast: (min: number | string) => `Minimal ${min} karakter.`,
  textAtMost: (max: number | string) => `Maksimal ${max} karakter.`,
  textExactly: (length: number | string) => `Harus tepat ${length} karakter.`,
  listAtLeast: (min: number | string) => `Minimal ${min} item.`,
  listAtMost: (max: number | string) => `Maksimal ${max} item.`,
  format: 'Format tidak valid.',
  option: 'Pilihan tidak valid.',
  unknownFields: 'Ada isian yang tidak dikenal.',
} as const);

const EXPECTED: Partial<Record<string, string>> = {
  number: ZOD_MSG.expectedNumber,
  int: ZOD_MSG.expectedInteger,
  string: ZOD_MSG.expectedText,
  boolean: ZOD_MSG.expectedBoolean,
  array: ZOD_MSG.expectedList,
  tuple: ZOD_MSG.expectedList,
  object: ZOD_MSG.expectedObject,
  record: ZOD_MSG.expectedObject,
};

type Bound = (limit: number | string) => string;
const SIZES: Partial<Record<string, { atLeast: Bound; above: Bound; atMost: Bound; below: Bound; exactly: Bound }>> = {
  number: {
    atLeast: ZOD_MSG.numberAtLeast,
    above: ZOD_MSG.numberAbove,
    atMost: ZOD_MSG.numberAtMost,
    below: ZOD_MSG.numberBelow,
    exactly: ZOD_MSG.numberAtLeast,
  },
  string: {
    atLeast: ZOD_MSG.textAtLeast,
    above: (n) => ZOD_MSG.textAtLeast(Number(n) + 1),
    atMost: ZOD_MSG.textAtMost,
    below: (n) => ZOD_MSG.textAtMost(Number(n) - 1),
    exactly: ZOD_MSG.textExactly,
  },
  array: {
    atLeast: ZOD_MSG.listAtLeast,
    above: (n) => ZOD_MSG.listAtLeast(Number(n) + 1),
    atMost: ZOD_MSG.listAtMost,
    below: (n) => ZOD_MSG.listAtMost(Number(n) - 1),
    exactly: ZOD_MSG.listAtLeast,
  },
};
SIZES.int = SIZES.number;
SIZES.bigint = SIZES.number;
SIZES.set = SIZES.array;

/** The catalog message for one zod issue; MSG.invalidInput when none says more. */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return ZOD_MSG.required;
      return EXPECTED[issue.expected] ?? ZOD_MSG.wrongType;
    case 'too_small': {
      const sizes = SIZES[issue.origin];
      if (!sizes) return MSG.invalidInput;
      const min = Number(issue.minimum);
      if (issue.exact) return sizes.exactly(min);
      return issue.inclusive === false ? sizes.above(min) : sizes.atLeast(min);
    }
    case 'too_big': {
      const sizes = SIZES[issue.origin];
      if (!sizes) return MSG.invalidInput;
      const max = Number(issue.maximum);
      if (issue.exact) return sizes.exactly(max);
      return issue.inclusive === false ? sizes.below(max) : sizes.atMost(max);
    }
    case 'not_multiple_of':
      return ZOD_MSG.numberMultipleOf(Number(issue.divisor));
    case 'invalid_format':
      return ZOD_MSG.format;
    case 'invalid_value':
      return ZOD_MSG.option;
    case 'unrecognized_keys':
      return ZOD_MSG.unknownFields;
    default:
      return MSG.invalidInput;
  }
}
