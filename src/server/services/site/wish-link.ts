import type { FastifyRequest } from 'fastify';
import { sameShareKey } from '../../lib/share-key.js';

// The wishes link (decision 045): /w/{key} sets the key's cookie, and the cookie lets a guest leave a wish. The key
// is the gift's own second secret, apart from the share key: holding it opens nothing of the gift.

/** The wishes key's cookie: set by the wishes link (/w/KEY), httpOnly, one per gift host. */
export const WISH_KEY_COOKIE = 'kado_wish';
/** The wishes link's path: /w/{key} sets the cookie and redirects to the guest page. */
export const WISH_PATH = '/w/';

/** Does the request carry the gift's current wishes key (its cookie)? A rotated key no longer matches. */
export function holdsWishKey(request: FastifyRequest): boolean {
  return sameShareKey(request.cookies[WISH_KEY_COOKIE], request.site?.wishes_key ?? null);
}

/** Does the gift's wishes link take wishes now? */
export const wishLinkOpen = (request: FastifyRequest): boolean => request.site?.wishes_open === 1;
