import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { THEMES } from '../themes.js';
import { SETTINGS_MSG } from '../messages/settings.js';

/**
 * Which mails tell the giver: the first opening, a reply, a wish waiting for approval, a moment the
 * recipient shared (docs/product.md §29).
 */
export const notifySettings = z.object({ opened: z.boolean(), replies: z.boolean(), wishes: z.boolean(), moments: z.boolean() });
export type NotifySettings = z.infer<typeof notifySettings>;
export const NOTIFY_KINDS = ['opened', 'replies', 'wishes', 'moments'] as const satisfies readonly (keyof NotifySettings)[];
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

export const settings = z.object({
  language: z.enum(LANGUAGES),
  record_activity: z.boolean(),
  notify: notifySettings.describe("The giver's mails (decision 061); 'opened' is sent only while footsteps are recorded."),
  theme: z.enum(THEMES).describe("The gift's theme (decision 041)."),
  themes: z.array(z.enum(THEMES)).describe('The themes to choose from, the default first.'),
});
export type Settings = z.infer<typeof settings>;

/**
 * What GET /api/settings gives: the language and theme to anyone who reaches the gift (the recipient's pages), the
 * footsteps switch and the mail switches to the giver only (decision 078).
 */
export const settingsRead = settings.partial({ record_activity: true, notify: true });
export type SettingsRead = z.infer<typeof settingsRead>;

/** Any subset of the settings; what is left out stays as it is. */
const settingsFields = z.object({
  language: z.enum(LANGUAGES, { error: SETTINGS_MSG.languageInvalid }).optional(),
  record_activity: z.boolean({ error: SETTINGS_MSG.recordActivityInvalid }).optional(),
  theme: z.enum(THEMES, { error: SETTINGS_MSG.themeInvalid }).optional(),
  notify: z
    .object({
      opened: z.boolean({ error: SETTINGS_MSG.notifyInvalid }).optional(),
      replies: z.boolean({ error: SETTINGS_MSG.notifyInvalid }).optional(),
      wishes: z.boolean({ error: SETTINGS_MSG.notifyInvalid }).optional(),
      moments: z.boolean({ error: SETTINGS_MSG.notifyInvalid }).optional(),
    })
    .optional(),
});
export const settingsBody = settingsFields
  .refine(
    (body) => body.language !== undefined || body.record_activity !== undefined || body.theme !== undefined || body.notify !== undefined,
    {
      error: SETTINGS_MSG.nothingToSave,
    },
  )
  // At least one of them, as the API description states it.
  .meta({ anyOf: Object.keys(settingsFields.shape).map((name) => ({ required: [name] })) });
export type SettingsInput = z.infer<typeof settingsBody>;
export const settingsReply = z.object({ success: z.literal(true), data: settingsRead });
export const settingsSaveReply = z.object({ success: z.literal(true), message: z.string(), data: settings });
