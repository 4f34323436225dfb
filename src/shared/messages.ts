import { messageCodes } from './message-codes.js';
import { COMMON_WORDS } from './messages/common-words.js';

// Validation and auth messages shared by the server's replies and the browser's forms.
// The wording of docs/product.md §5 and §8; every message has an English twin in en-messages.ts.

export const MSG = messageCodes('common', COMMON_WORDS);
