import { messageCodes } from '../message-codes.js';
import { VIDEO_GIFT_WORDS } from './video-gift-words.js';

// The video gift messages (decision 059) in a module of their own, without zod: the schemas and routes take the codes,
// and the page catalogs (src/web/i18n) take the Indonesian words from video-gift-words.ts.

export const VIDEO_GIFT_MSG = messageCodes('videoGift', VIDEO_GIFT_WORDS);
