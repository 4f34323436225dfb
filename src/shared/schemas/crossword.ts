import { z } from 'zod';
import { CROSSWORD_CLUE_MAX, CROSSWORD_MAX_ENTRIES, CROSSWORD_MIN_ENTRIES, CROSSWORD_WORD_MAX, CROSSWORD_WORD_MIN } from '../constants.js';
import { CROSSWORD_MSG } from '../messages/crossword.js';

// The giver's own crossword (docs/product.md §2 Crossword): word + clue pairs; the grid comes from crossword-layout.ts.

/** Upper-cased with spaces removed ('kasih sayang' → 'KASIHSAYANG'), then letters A-Z only. */
export const crosswordWord = z
  .string({ error: CROSSWORD_MSG.wordRequired })
  .overwrite((value) => value.toUpperCase().replace(/\s+/g, ''))
  .min(1, { error: CROSSWORD_MSG.wordRequired, abort: true })
  .regex(/^[A-Z]+$/, { error: CROSSWORD_MSG.wordLetters, abort: true })
  .min(CROSSWORD_WORD_MIN, { error: CROSSWORD_MSG.wordLength, abort: true })
  .max(CROSSWORD_WORD_MAX, { error: CROSSWORD_MSG.wordLength })
  // For the API description: the text as the client sends it; the pattern above applies after the overwrite.
  .meta({ pattern: '^[A-Za-z\\s]+$', description: 'Letters A-Z in either case; spaces are removed and the word upper-cased first.' });

export const crosswordEntry = z.object({
  word: crosswordWord,
  clue: z
    .string({ error: CROSSWORD_MSG.clueRequired })
    .trim()
    .min(1, { error: CROSSWORD_MSG.clueRequired, abort: true })
    .max(CROSSWORD_CLUE_MAX, { error: CROSSWORD_MSG.clueMax }),
});
export type CrosswordEntry = z.infer<typeof crosswordEntry>;

/** Count errors go under `entries`; a repeated word under its own row (`entries.N.word`). */
export const crosswordEntries = z
  .array(crosswordEntry, { error: CROSSWORD_MSG.entriesMin })
  .min(CROSSWORD_MIN_ENTRIES, { error: CROSSWORD_MSG.entriesMin, abort: true })
  .max(CROSSWORD_MAX_ENTRIES, { error: CROSSWORD_MSG.entriesMax, abort: true })
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.word)) {
        ctx.addIssue({ code: 'custom', message: CROSSWORD_MSG.wordDuplicate(entry.word), path: [index, 'word'] });
      }
      seen.add(entry.word);
    });
  });

export const crosswordBody = z.object({ entries: crosswordEntries });
export type CrosswordInput = z.infer<typeof crosswordBody>;

export const crosswordPlacedWord = z.object({
  word: z.string(),
  clue: z.string(),
  row: z.number(),
  col: z.number(),
  direction: z.enum(['across', 'down']),
  number: z.number(),
});

export const crosswordLayout = z.object({
  width: z.number(),
  height: z.number(),
  placed: z.array(crosswordPlacedWord),
  unplaced: z.array(z.string()),
});

/**
 * The words travel to the viewer too: the grid is checked in the browser (docs/product.md §2 Crossword; it
 * locks nothing, unlike the quiz), and the recipient and giver are the only people who can read it.
 */
export const crosswordData = z.object({
  entries: z.array(z.object({ word: z.string(), clue: z.string() })),
  layout: crosswordLayout,
});
export type CrosswordData = z.infer<typeof crosswordData>;

export const crosswordReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: crosswordData.nullable(),
});

export const crosswordSaveReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: crosswordData.extend({ unplaced: z.array(z.string()) }),
});

export const crosswordDeleteReply = z.object({
  success: z.literal(true),
  message: z.string(),
});
