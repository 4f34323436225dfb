import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.js';
import type { AppContext } from '../context.js';
import { CSRF_HEADER, EDITOR_SESSIONS_PER_GIFT, VIEWER_SESSIONS_PER_GIFT } from '../../shared/constants.js';
import { hashToken, newToken } from './tokens.js';

const COOKIE = { editor: 'kado_editor', viewer: 'kado_viewer' } as const;
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
export async function startSession(
  ctx: AppContext,
  reply: FastifyReply,
  role: Role,
  userId: number | null,
): Promise<string> {
  const { token, hash } = newToken();
  const expires = new Date(Date.now() + LIFETIME_MS[role]);
  await ctx.repos.sessions.create({ token_hash: hash, role, user_id: userId, expires_at: expires });
  // Each correct PIN adds a row: keep the newest few hundred per gift, so a loop cannot fill the disk.
  await ctx.repos.sessions.keepNewest(role, SESSIONS_PER_GIFT[role]);
  reply.setCookie(COOKIE[role], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    expires,
  });
  return token;
}

/** Reads the bearer token or the session cookies; the strongest valid one wins. */
export async function resolveAuth(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth> {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const found = await lookup(ctx, header.slice('Bearer '.length).trim());
    return found ? { ...found, via: 'bearer' } : ANONYMOUS;
  }
  for (const role of ['editor', 'viewer'] as const) {
    const token = request.cookies[COOKIE[role]];
    if (!token) continue;
    const found = await lookup(ctx, token);
    if (found && found.role === role) return { ...found, via: 'cookie' };
  }
  return ANONYMOUS;
}

async function lookup(ctx: AppContext, token: string): Promise<Omit<RequestAuth, 'via'> | undefined> {
  if (token.length < 20 || token.length > 200) return undefined;
  const tokenHash = hashToken(token);
  const row = await ctx.repos.sessions.findByHash(tokenHash);
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
  return { role: row.role, userId: row.user_id, tokenHash };
}

/** Logout: ends the session the request came with, editor or viewer, and clears its cookie. */
export async function endSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { role, tokenHash } = request.auth;
  if (tokenHash) await ctx.repos.sessions.deleteByHash(tokenHash);
  reply.clearCookie(COOKIE.editor, { path: '/' });
  if (role === 'viewer') reply.clearCookie(COOKIE.viewer, { path: '/' });
}

/**
 * The bearer token goes into a reply body only for API clients: the web app marks every call with the
 * CSRF header and lives on the httpOnly cookie alone, so no page script ever holds a session token.
 */
export function tokenForReply(request: FastifyRequest, token: string): { token?: string } {
  return request.headers[CSRF_HEADER] === undefined ? { token } : {};
}
