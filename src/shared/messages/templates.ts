import { messageCodes } from '../message-codes.js';
import { TEMPLATES_WORDS } from './templates-words.js';

// The occasions' messages (docs/product.md §27, decision 059) in a module of their own, without zod: the schemas and
// routes take the codes, and the page catalogs (src/web/i18n) take the Indonesian words from templates-words.ts.

/** The server's occasion messages; each has its English twin (en-messages.ts EN_TEMPLATES_MSG). */
export const TEMPLATES_MSG = messageCodes('templates', TEMPLATES_WORDS);
