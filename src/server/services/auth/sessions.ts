import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../db/schema.js';
import type { AppContext } from '../../context.js';
import type { SessionMatch } from '../../repositories/site-repository.js';
import { CSRF_HEADER, EDITOR_SESSIONS_PER_GIFT, VIEWER_SESSIONS_PER_GIFT } from '../../../shared/constants.js';
import { hashToken, newToken } from './tokens.js';

/** The session cookies' names, one per role (the API description names them too). */
export const SESSION_COOKIES = { editor: 'kado_editor', viewer: 'kado_viewer' } as const;
const LIFETIME_MS: Record<Role, number> = {
  editor: 7 * 24 * 60 * 60 * 1000,
  viewer: 30 * 24 * 60 * 60 * 1000,
};

const SESSIONS_PER_GIFT: Record<Role, number> = { editor: EDITOR_SESSIONS_PER_GIFT, viewer: VIEWER_SESSIONS_PER_GIFT };

export interface RequestAuth {
  role: 'anonymous' | Role;
  userId: number | null;
  /** How the strongest credential arrived: cookies need the CSRF header on writes. */
  via: 'none' | 'cookie' | 'bearer';
  tokenHash: string | null;
}

export const ANONYMOUS: RequestAuth = { role: 'anonymous', userId: null, via: 'none', tokenHash: null };

/** Creates a session, sets its cookie, and returns the bearer token for API clients. */
export async function startSession(ctx: AppContext, reply: FastifyReply, role: Role, userId: number | null): Promise<string> {
  const { token, hash } = newToken();
  const expires = new Date(Date.now() + LIFETIME_MS[role]);
  await ctx.repos.sessions.create({ token_hash: hash, role, user_id: userId, expires_at: expires });
  // Each correct PIN adds a row: keep the newest few hundred per gift, so a loop cannot fill the disk.
  await ctx.repos.sessions.keepNewest(role, SESSIONS_PER_GIFT[role]);
  reply.setCookie(SESSION_COOKIES[role], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    expires,
  });
  return token;
}

/** A token the request carries, by hash: the bearer token, or a role's cookie (valid only for that role). */
export interface SessionCandidate {
  tokenHash: string;
  via: 'cookie' | 'bearer';
  /** A cookie counts only for its own role; a bearer token for whatever its session is. */
  role: Role | undefined;
}

/**
 * The tokens to look up, strongest first: the bearer token alone when there is one, else the editor's
 * cookie then the viewer's. At most two, so the lookup joins them to the gift's row in one query.
 */
export function sessionCandidates(request: FastifyRequest): SessionCandidate[] {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    return plausible(token) ? [{ tokenHash: hashToken(token), via: 'bearer', role: undefined }] : [];
  }
  const candidates: SessionCandidate[] = [];
  for (const role of ['editor', 'viewer'] as const) {
    const token = request.cookies[SESSION_COOKIES[role]];
    if (token && plausible(token)) candidates.push({ tokenHash: hashToken(token), via: 'cookie', role });
  }
  return candidates;
}

const plausible = (token: string) => token.length >= 20 && token.length <= 200;

/** The strongest candidate with a live session of its role; anonymous when none. */
export function authFromSessions(candidates: SessionCandidate[], found: SessionMatch[], now = Date.now()): RequestAuth {
  for (const candidate of candidates) {
    const row = found.find((match) => match.token_hash === candidate.tokenHash);
    if (!row || new Date(row.expires_at).getTime() <= now) continue;
    if (candidate.role !== undefined && row.role !== candidate.role) continue;
    return { role: row.role, userId: row.user_id, via: candidate.via, tokenHash: candidate.tokenHash };
  }
  return ANONYMOUS;
}

/** Logout: ends the session the request came with, editor or viewer, and clears its cookie. */
export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { role, tokenHash } = request.auth;
  if (tokenHash) await ctx.repos.sessions.deleteByHash(tokenHash);
  reply.clearCookie(SESSION_COOKIES.editor, { path: '/' });
  if (role === 'viewer') reply.clearCookie(SESSION_COOKIES.viewer, { path: '/' });
}

/**
 * The bearer token goes into a reply body only for API clients: the web app marks every call with the
 * CSRF header and lives on the httpOnly cookie alone, so no page script ever holds a session token.
 */
export function tokenForReply(request: FastifyRequest, token: string): { token?: string } {
  return request.headers[CSRF_HEADER] === undefined ? { token } : {};
}

/**
 * The name of a viewer session's offline cache: a one-way digest of the gift and the
 * session's token hash, so it says nothing of the token. Every new session has another; a rotated link
 * or a changed PIN ends the session, so the service worker drops the cache the old key named.
 */
export function offlineKey(siteId: number, tokenHash: string): string {
  return createHash('sha256').update(`kado-offline\0${siteId}\0${tokenHash}`).digest('base64url').slice(0, 22);
}
