import { messageCodes } from './message-codes.js';
import { MAIL_WORDS, PASSWORD_WORDS } from './messages/password-words.js';

// The forgotten password's and the mails' words (decision 060), without zod: the English catalog (message-language.ts)
// imports them, and an English page loads that after its first render, so they must not pull any schema in with them.

/** The forgotten password's replies and checks (docs/product.md 'Lupa password?'). */
export const PASSWORD_MSG = messageCodes('password', PASSWORD_WORDS);

/** The words of the mails Kado sends, in the gift's language. */
export const MAIL_MSG = messageCodes('mail', MAIL_WORDS);
