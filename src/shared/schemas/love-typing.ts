import { z } from 'zod';
import { LOVE_TYPING_MAX_PARAGRAPHS, PARAGRAPH_MAX_LENGTH } from '../constants.js';
import { NON_BLANK_ITEM } from './common.js';
import { jsonField } from './json-field.js';
import { LOVE_TYPING_MSG } from '../messages/love-typing.js';

// The typed love letter (docs/product.md §2, §3, §5, §7).

/**
 * What the letter shows until the giver saves their own (the demo gift). Once saved, the saved
 * paragraphs are shown instead; saving needs at least one paragraph. An English gift's twin is in
 * shared/demo-content.ts.
 */
export const LOVE_TYPING_DEFAULT_PARAGRAPHS = [
  'Hai sayang, terima kasih sudah sampai di halaman ini.',
  'Setiap hari bersamamu adalah hadiah yang paling aku syukuri. Tawamu, ceritamu, bahkan diammu, semuanya aku sayangi.',
  'Surat kecil ini untuk mengingatkanmu: aku akan selalu ada di sini, hari ini dan seterusnya. Aku sayang kamu.',
] as const;

/**
 * The paragraphs as the editor holds them: line breaks normalised, blank ones dropped (trimmed),
 * then 1 to 50 paragraphs of at most 480 characters. Every failure is reported under `paragraphs`.
 */
export const paragraphList = z
  .array(z.unknown(), { error: LOVE_TYPING_MSG.paragraphsInvalid })
  // The refinements below as the API description states them.
  .meta({
    items: { type: 'string', maxLength: PARAGRAPH_MAX_LENGTH },
    contains: NON_BLANK_ITEM,
    minContains: 1,
    maxContains: LOVE_TYPING_MAX_PARAGRAPHS,
  })
  .refine((list): list is string[] => list.every((p) => typeof p === 'string'), {
    error: LOVE_TYPING_MSG.paragraphsInvalid,
    abort: true,
  })
  .transform((list) => (list as string[]).map((p) => p.replace(/\r\n?/g, '\n').trim()).filter((p) => p.length > 0))
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: LOVE_TYPING_MSG.paragraphsRequired });
    else if (list.length > LOVE_TYPING_MAX_PARAGRAPHS) ctx.addIssue({ code: 'custom', message: LOVE_TYPING_MSG.paragraphsMax });
    else if (list.some((p) => p.length > PARAGRAPH_MAX_LENGTH)) ctx.addIssue({ code: 'custom', message: LOVE_TYPING_MSG.paragraphMax });
  });

/** The multipart text fields of POST api/love-typing: paragraphs is a JSON array of strings (docs/product.md §7). */
export const loveTypingFields = z.object({
  paragraphs: jsonField(paragraphList, LOVE_TYPING_MSG.paragraphsInvalid),
});

export const loveTyping = z.object({
  paragraphs: z.array(z.string()),
  /** Storage path of the background music (served from /storage/{path}), or null. */
  background_music: z.string().nullable(),
});
export type LoveTyping = z.infer<typeof loveTyping>;

/** Both GET and POST reply with `status: 'success'` too (docs/product.md §7). */
export const loveTypingReply = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  message: z.string(),
  data: loveTyping,
});
