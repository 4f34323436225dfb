import { messageCodes } from '../message-codes.js';
import { SETTINGS_WORDS } from './settings-words.js';

// The settings messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from settings-words.ts.

/**
 * The gift's settings: the language every recipient and hub text comes in, and whether the
 * recipient's footsteps are recorded, and the gift's designed theme: `themes` lists the names
 * to choose from, 'rose' (the default) first.
 */
export const SETTINGS_MSG = messageCodes('settings', SETTINGS_WORDS);
