import { messageCodes } from '../message-codes.js';
import { LOVE_TYPING_WORDS } from './love-typing-words.js';

// The love typing messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from love-typing-words.ts.

export const LOVE_TYPING_MSG = messageCodes('loveTyping', LOVE_TYPING_WORDS);
