import { z } from 'zod';
import { LANGUAGES } from '../languages.js';

/** The gift's settings (decision 032): the language every recipient and hub text comes in. */
export const SETTINGS_MSG = {
  languageInvalid: 'Bahasa harus "id" atau "en".',
  saved: 'Pengaturan disimpan.',
} as const;

export const settings = z.object({ language: z.enum(LANGUAGES) });
export type Settings = z.infer<typeof settings>;

export const settingsBody = z.object({ language: z.enum(LANGUAGES, { error: SETTINGS_MSG.languageInvalid }) });
export const settingsReply = z.object({ success: z.literal(true), data: settings });
export const settingsSaveReply = z.object({ success: z.literal(true), message: z.string(), data: settings });
