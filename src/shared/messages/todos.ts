import { messageCodes } from '../message-codes.js';
import { TODO_WORDS } from './todos-words.js';

// The todos messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from todos-words.ts.

/** The server's todo messages; titleRequired and the successes are the product's wording (docs/product.md §5, §8). */
export const TODO_MSG = messageCodes('todos', TODO_WORDS);
