import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { REPLY_MSG } from '../../../shared/messages/replies.js';
import { WISH_MSG } from '../../../shared/messages/wishes.js';
import { HttpError } from '../../lib/errors.js';
import { assertRevealOpen } from '../site/reveal.js';
import { holdsWishKey, wishLinkOpen } from '../site/wish-link.js';

// Guards run at onRequest, before the body is read: a refused upload never touches the disk.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Cookie-authenticated writes must carry a header a cross-site form cannot set. */
export async function requireCsrfHeader(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method) || request.auth.via !== 'cookie') return;
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new HttpError(403, MSG.csrfMissing);
}

export async function requireViewer(request: FastifyRequest): Promise<void> {
  if (request.auth.role === 'anonymous') throw new HttpError(401, MSG.viewerRequired);
  // Until the gift's timed reveal, a viewer session opens nothing.
  assertRevealOpen(request);
  await requireCsrfHeader(request);
}

export async function requireEditor(request: FastifyRequest): Promise<void> {
  if (request.auth.role === 'anonymous') throw new HttpError(401, MSG.unauthenticated);
  if (request.auth.role !== 'editor') throw new HttpError(403, MSG.editorRequired);
  await requireCsrfHeader(request);
}

/** Routes anyone may call; listed so the role test knows every other route is guarded. */
export async function allowAnyone(): Promise<void> {}

/**
 * After requireViewer: only the recipient's own session. The giver's preview reads the same
 * pages but sends no reply and gives no heart: those are the recipient's words to the giver.
 */
export async function requireRecipient(request: FastifyRequest): Promise<void> {
  if (request.auth.role !== 'viewer') throw new HttpError(403, REPLY_MSG.recipientOnly);
}

/**
 * The wishes link's guest: a browser holding the gift's current wishes key, the httpOnly cookie
 * /w/{key} sets. It is the credential's only check: it reads the guest page's data (whom the wishes are for, and
 * whether the link is open) and leaves a wish, which also needs the link open and the CSRF header (a cookie is
 * the credential). Without the key, with a rotated one, or on a closed link: 403. It is no session: every other
 * route answers it as it answers anyone.
 */
export async function requireWishGuest(request: FastifyRequest): Promise<void> {
  if (!holdsWishKey(request)) throw new HttpError(403, WISH_MSG.linkInvalid);
  if (SAFE_METHODS.has(request.method)) return;
  if (!wishLinkOpen(request)) throw new HttpError(403, WISH_MSG.linkClosed);
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw new HttpError(403, MSG.csrfMissing);
}
