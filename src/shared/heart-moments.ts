// Momen Hati's limits and codes (docs/product.md §29, decision 086), in a module of their own: shared/constants.ts
// is on every page's first load, and these are only Momen Hati's page's, the hub's and the server's. The words' limit
// is there (HEART_MOMENT_WORDS_MAX), as the messages' words name it.

export { HEART_MOMENT_WORDS_MAX } from './constants.js';

/** The six feelings a moment names, in the order the page shows them (docs/product.md §29). */
export const HEART_MOMENT_FEELINGS = ['loved', 'seen', 'appreciated', 'supported', 'grateful', 'happy'] as const;
export type HeartMomentFeeling = (typeof HEART_MOMENT_FEELINGS)[number];
/** Who wrote a moment, set by the server from the session. */
export const HEART_MOMENT_AUTHORS = ['giver', 'recipient'] as const;
export type HeartMomentAuthor = (typeof HEART_MOMENT_AUTHORS)[number];
export const HEART_MOMENT_VISIBILITIES = ['shared', 'private'] as const;
export type HeartMomentVisibility = (typeof HEART_MOMENT_VISIBILITIES)[number];
/**
 * Changes of the recipient's address for word of the giver's shared moments (docs/product.md §26) one client (an IPv6
 * /64 as one) may make to a gift in an hour: each save counts.
 */
export const MOMENT_MAIL_CHANGES_PER_CLIENT = 5;
