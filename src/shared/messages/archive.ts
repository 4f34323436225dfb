import { messageCodes } from '../message-codes.js';
import { ARCHIVE_WORDS } from './archive-words.js';

// The archive messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from archive-words.ts.

export const ARCHIVE_MSG = messageCodes('archive', ARCHIVE_WORDS);
