import { messageCodes } from '../message-codes.js';
import { COUPON_WORDS } from './coupon-words.js';

// The coupon messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from coupon-words.ts.

export const COUPON_MSG = messageCodes('coupon', COUPON_WORDS);
