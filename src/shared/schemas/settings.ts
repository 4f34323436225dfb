import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { THEMES } from '../themes.js';
import { SETTINGS_MSG } from '../messages/settings.js';

export const settings = z.object({
  language: z.enum(LANGUAGES),
  record_activity: z.boolean(),
  theme: z.enum(THEMES).describe("The gift's theme (decision 041)."),
  themes: z.array(z.enum(THEMES)).describe('The themes to choose from, the default first.'),
});
export type Settings = z.infer<typeof settings>;

/** Any subset of the settings; what is left out stays as it is. */
const settingsFields = z.object({
  language: z.enum(LANGUAGES, { error: SETTINGS_MSG.languageInvalid }).optional(),
  record_activity: z.boolean({ error: SETTINGS_MSG.recordActivityInvalid }).optional(),
  theme: z.enum(THEMES, { error: SETTINGS_MSG.themeInvalid }).optional(),
});
export const settingsBody = settingsFields
  .refine((body) => body.language !== undefined || body.record_activity !== undefined || body.theme !== undefined, {
    error: SETTINGS_MSG.nothingToSave,
  })
  // At least one of them, as the API description states it (decision 025).
  .meta({ anyOf: Object.keys(settingsFields.shape).map((name) => ({ required: [name] })) });
export type SettingsInput = z.infer<typeof settingsBody>;
export const settingsReply = z.object({ success: z.literal(true), data: settings });
export const settingsSaveReply = z.object({ success: z.literal(true), message: z.string(), data: settings });
