import { messageCodes } from '../message-codes.js';
import { MILESTONE_WORDS } from './milestones-words.js';

// The milestones messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from milestones-words.ts.

/** The server's milestone messages and the computed milestones' names. */
export const MILESTONE_MSG = messageCodes('milestones', MILESTONE_WORDS);
