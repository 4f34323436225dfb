import type { FastifyRequest } from 'fastify';
import { sameShareKey } from '../../lib/share-key.js';

// The share link of a private gift (decision 018): /s/{key} sets the key's cookie, and the cookie opens the gift.

/** The share key's cookie: set by the share link (/s/KEY), httpOnly, one per gift host. */
export const SHARE_KEY_COOKIE = 'kado_key';
/** The share link's path: /s/{key} sets the cookie and redirects to the opening page. */
export const SHARE_PATH = '/s/';

/** Does the request carry the gift's share key (its cookie)? */
export function holdsShareKey(request: FastifyRequest): boolean {
  return sameShareKey(request.cookies[SHARE_KEY_COOKIE], request.site?.share_key ?? null);
}
