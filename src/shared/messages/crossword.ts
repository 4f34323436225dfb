import { messageCodes } from '../message-codes.js';
import { CROSSWORD_WORDS } from './crossword-words.js';

// The crossword messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from crossword-words.ts.

export const CROSSWORD_MSG = messageCodes('crossword', CROSSWORD_WORDS);
