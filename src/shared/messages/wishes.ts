import { messageCodes } from '../message-codes.js';
import { WISH_WORDS } from './wishes-words.js';

// The wishes messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from wishes-words.ts.

/** The server's wish messages; each has its English twin (en-messages.ts EN_WISH_MSG). */
export const WISH_MSG = messageCodes('wishes', WISH_WORDS);
