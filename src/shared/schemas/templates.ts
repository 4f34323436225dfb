import { z } from 'zod';
import { OCCASION_KEYS } from '../occasions/types.js';
import { TEMPLATES_MSG } from '../messages/templates.js';

// Occasions (docs/product.md §27, decision 063): GET /api/templates lists them in the gift's language, POST
// /api/templates/apply writes one over the texts the giver has not written yet.

/** The texts an occasion may set, by name. */
export const APPLIED_TEXTS = ['opening-title', 'pin-title', 'menu-title', 'letter', 'coupon', 'quiz'] as const;
export type AppliedText = (typeof APPLIED_TEXTS)[number];

export const templateSummary = z.object({
  key: z.enum(OCCASION_KEYS),
  name: z.string(),
  description: z.string(),
  letterPrompts: z.array(z.string()).describe('Three short questions that help the giver write the letter.'),
  loveMomentPrompts: z.array(z.string()).describe('Ideas for love-moment cards, offered as titles.'),
  planIdeas: z.array(z.string()).describe('Ideas for Plans, offered as todos.'),
  crosswordIdeas: z.array(z.object({ word: z.string(), clue: z.string() })).describe('Ideas for the crossword: words with their clues.'),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

export const templatesList = z.object({
  current: z.enum(OCCASION_KEYS).nullable().describe('The occasion last applied to this gift; null while none was.'),
  templates: z.array(templateSummary),
});
export type TemplatesList = z.infer<typeof templatesList>;

export const templatesReply = z.object({ success: z.literal(true), data: templatesList });

export const templateApplyBody = z.object({
  template: z.enum(OCCASION_KEYS, { error: TEMPLATES_MSG.templateUnknown }),
});
export type TemplateApplyInput = z.infer<typeof templateApplyBody>;

export const templateApplied = z.object({
  current: z.enum(OCCASION_KEYS),
  applied: z.array(z.enum(APPLIED_TEXTS)).describe('The texts it set; what the giver wrote is never among them.'),
});
export type TemplateApplied = z.infer<typeof templateApplied>;

export const templateApplyReply = z.object({ success: z.literal(true), message: z.string(), data: templateApplied });
