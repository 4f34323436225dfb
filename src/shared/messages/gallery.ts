import { messageCodes } from '../message-codes.js';
import { GALLERY_WORDS } from './gallery-words.js';

// The gallery messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from gallery-words.ts.

/** The server's gallery messages; the first five are the product's wording (docs/product.md §5). */
export const GALLERY_MSG = messageCodes('gallery', GALLERY_WORDS);
