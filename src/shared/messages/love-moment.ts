import { messageCodes } from '../message-codes.js';
import { LOVE_MOMENT_WORDS } from './love-moment-words.js';

// The love moment messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from love-moment-words.ts.

/** The server's love moment messages; the saved/created/deleted ones are the product's wording (docs/product.md §8). */
export const LOVE_MOMENT_MSG = messageCodes('loveMoment', LOVE_MOMENT_WORDS);
