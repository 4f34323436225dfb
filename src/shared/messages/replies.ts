import { messageCodes } from '../message-codes.js';
import { REPLY_WORDS } from './replies-words.js';

// The replies messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from replies-words.ts.

/** The server's reply and heart messages; each has its English twin (en-messages.ts EN_REPLY_MSG). */
export const REPLY_MSG = messageCodes('replies', REPLY_WORDS);
