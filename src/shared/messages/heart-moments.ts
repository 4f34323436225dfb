import { messageCodes } from '../message-codes.js';
import { HEART_MOMENT_WORDS } from './heart-moments-words.js';

// The Momen Hati messages (docs/product.md §29, decision 086) in a module of their own, without zod: the schemas and
// routes take the codes, and the page catalogs (src/web/i18n) take the Indonesian words from heart-moments-words.ts.

/** The server's Momen Hati messages; each has its English twin (en-messages.ts EN_HEART_MOMENT_MSG). */
export const HEART_MOMENT_MSG = messageCodes('heartMoments', HEART_MOMENT_WORDS);
