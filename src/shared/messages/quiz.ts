import { messageCodes } from '../message-codes.js';
import { QUIZ_WORDS } from './quiz-words.js';

// The quiz messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from quiz-words.ts.

/** The server's quiz messages; optionsMin, saved, optionDeleted and notFound are the product's wording (docs/product.md §5, §8). */
export const QUIZ_MSG = messageCodes('quiz', QUIZ_WORDS);
