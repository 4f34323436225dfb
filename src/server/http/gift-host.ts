import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { SITE_ID } from '../db/seed.js';
import { isAppRoute } from '../../shared/routes.js';
import { MSG } from '../../shared/messages.js';
import { errorBody } from './reply-messages.js';
import { neutralPage, type NeutralPageKind } from '../services/site/neutral-page.js';
import { holdsShareKey, SHARE_PATH } from '../services/site/share-link.js';
import { WISH_PATH } from '../services/site/wish-link.js';
import { ROUTES } from '../../shared/routes.js';
import { ANONYMOUS, authFromSessions, sessionCandidates } from '../services/auth/sessions.js';
import { NO_OPERATOR, resolveOperator } from '../services/operator/operator-auth.js';
import type { GiftKey } from '../repositories/site-repository.js';
import { isOpsPath } from './ops-paths.js';
import { UNSUBSCRIBE_PATH } from '../services/notify/notifier.js';

// Which gift a request is for, and whether it may see it (decision 018).

const OPERATOR_API = '/api/operator/';
/** The API description: no gift's data in it, so every host serves it, the console's too. */
const DESCRIPTION_PATHS: ReadonlySet<string> = new Set(['/api/openapi.json', '/api/docs']);
/**
 * Calls a private gift answers without the key: the giver's login and the forgotten password (the giver's way back in,
 * opened from a mail app in a browser that never held the key, decision 078), the browser's own state, the API description.
 */
const OPEN_WHEN_PRIVATE = new Set([
  '/api/login',
  '/api/logout',
  '/api/session',
  '/api/password/forgot',
  '/api/password/reset',
  ...DESCRIPTION_PATHS,
  // A new giver's first sign-in, and the notifications' unsubscribe link: the giver holds no share key.
  '/api/signup/welcome',
  UNSUBSCRIBE_PATH,
]);
/** Sign-up's calls on the console host; the welcome is the gift's host's. */
const isConsoleSignup = (pathname: string) => pathname.startsWith('/api/signup') && pathname !== '/api/signup/welcome';
const VISIT_EVERY_MS = 5 * 60 * 1000;
/**
 * The wishes link's way in: the link, its guest page, and the two calls requireWishGuest opens to
 * the holder of the wishes key. Its guests hold no share key, so a private gift lets these through to that guard.
 */
const WISH_GUEST_CALLS = new Set(['GET /api/wishes/guest', 'POST /api/wishes', `GET ${ROUTES.leaveWish}`]);
const isWishGuestCall = (method: string, pathname: string) =>
  pathname.startsWith(WISH_PATH) || WISH_GUEST_CALLS.has(`${method} ${pathname.replace(/(.)\/$/, '$1')}`);

/** The path the router matches: request.url is the canonical target (request-target.ts). */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const isApi = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/storage/');
/** API paths whose replies are pages: a mail's unsubscribe link opened in a browser is refused as one. */
const answersWithPage = (pathname: string) => pathname === UNSUBSCRIBE_PATH;

/**
 * Past the operator's end date, a gift is closed like a disabled one. Read against the clock
 * on every request, so a gift the read cache holds closes on time.
 */
const hasEnded = (endsAt: string | null) => endsAt !== null && Date.parse(endsAt) <= Date.now();

/** A page (HTML) for browsers, `{ success: false, message }` for API calls. */
function refuse(reply: FastifyReply, pathname: string, kind: NeutralPageKind, language = 'id'): FastifyReply {
  const page = neutralPage(kind, language);
  if (isApi(pathname) && !answersWithPage(pathname)) {
    const message = { unknown: MSG.giftNotFound, disabled: MSG.giftDisabled, private: MSG.giftPrivate }[kind];
    // Before the gift is the request's, the reply hook cannot know its language: rendered here.
    const body = errorBody(message, language === 'en' ? 'en' : 'id');
    return reply.code(page.status).header('cache-control', 'no-store').send(body);
  }
  return reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
}

/** The gift a host names under BASE_DOMAIN: 'console', a slug, or undefined when it is not ours. */
export function hostTarget(hostname: string, baseDomain: string): { console: true } | { slug: string } | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === baseDomain) return { console: true };
  if (!host.endsWith(`.${baseDomain}`)) return undefined;
  const slug = host.slice(0, -(baseDomain.length + 1));
  return /^[a-z0-9-]{1,63}$/.test(slug) ? { slug } : undefined;
}

/**
 * onRequest, first after cookies: finds the request's gift (site 1, or the host's slug) and who is
 * asking, in one query (decision 021), and refuses an unknown host (404), a disabled or ended gift (403), the
 * operator's API outside the console host, and a private gift to strangers (privateGift below).
 */
export function giftRequestHook(ctx: AppContext) {
  const baseDomain = ctx.config.baseDomain;
  return async function resolveGift(request: FastifyRequest, reply: FastifyReply) {
    request.site = null;
    request.consoleHost = false;
    request.auth = ANONYMOUS;
    request.operator = NO_OPERATOR;
    const pathname = pathOf(request);
    // /healthz, /readyz, /metrics: the same on every host, for no gift.
    if (isOpsPath(pathname)) return;
    let key: GiftKey = { id: SITE_ID };
    if (baseDomain !== undefined) {
      const target = hostTarget(request.hostname, baseDomain);
      if (target && 'console' in target) {
        request.consoleHost = true;
        // The console host serves its page, the operator's API and the API description, never a gift's API, media or
        // share link.
        const consoleApi = pathname.startsWith(OPERATOR_API) || DESCRIPTION_PATHS.has(pathname) || isConsoleSignup(pathname);
        if ((isApi(pathname) || pathname.startsWith(SHARE_PATH) || pathname.startsWith(WISH_PATH)) && !consoleApi)
          return refuse(reply, pathname, 'unknown');
        request.operator = await resolveOperator(ctx, request);
        return;
      }
      if (!target || pathname.startsWith(OPERATOR_API)) return refuse(reply, pathname, 'unknown');
      key = { slug: target.slug };
    }
    const candidates = sessionCandidates(request);
    const hashes = candidates.map((candidate) => candidate.tokenHash);
    const cacheKey = `${'id' in key ? `#${key.id}` : key.slug}|${hashes.join('|')}`;
    const found = await ctx.readCache.gift(cacheKey, () => ctx.sites.findForRequest(key, hashes));
    if (!found) return baseDomain === undefined ? undefined : refuse(reply, pathname, 'unknown');
    const site = found.site;
    if (baseDomain !== undefined && (site.disabled_at || hasEnded(site.ends_at))) return refuse(reply, pathname, 'disabled', site.language);
    request.site = site;
    // A private gift's pages need to know the giver too.
    if (isApi(pathname) || site.is_private === 1) request.auth = authFromSessions(candidates, found.sessions);
    return privateGift(ctx, request, reply, pathname);
  };
}

/**
 * After auth: a private gift answers only holders of its key and its giver. Without the key, a
 * recipient's page is the neutral page and every API call but the giver's login is 403, so strangers
 * cannot even try the PIN (and cannot spend the gift's PIN limit). Also notes the gift's last visit.
 */
async function privateGift(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): Promise<FastifyReply | undefined> {
  const site = request.site;
  if (!site) return;
  const isGiver = request.auth.role === 'editor';
  if (!isGiver && (site.last_visit_at === null || Date.now() - Date.parse(site.last_visit_at) > VISIT_EVERY_MS)) {
    await ctx.sites.touchVisit(site.id, new Date());
    // The cached gift still has the old visit time: forget it, or every request would note the visit.
    ctx.readCache.clear();
  }
  if (site.is_private !== 1 || isGiver || holdsShareKey(request)) return;
  if (pathname.startsWith(SHARE_PATH) || OPEN_WHEN_PRIVATE.has(pathname) || isWishGuestCall(request.method, pathname)) return;
  if (isApi(pathname)) return refuse(reply, pathname, 'private', site.language);
  // Pages: the recipient's are closed; the editor pages (login) and static files stay reachable.
  if ((request.method === 'GET' || request.method === 'HEAD') && isAppRoute(pathname) && !pathname.startsWith('/edit-'))
    return refuse(reply, pathname, 'private', site.language);
}
