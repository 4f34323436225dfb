import { messageCodes } from '../message-codes.js';
import { ACTIVITY_WORDS } from './activity-words.js';

// The activity messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from activity-words.ts.

export const ACTIVITY_MSG = messageCodes('activity', ACTIVITY_WORDS);
