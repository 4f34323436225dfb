import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants.js';
import { MSG } from '../../../shared/messages.js';
import { HttpError } from '../../lib/errors.js';
import { hashToken, newToken } from '../auth/tokens.js';

// The operator is a role of its own: one account from OPERATOR_EMAIL/OPERATOR_PASSWORD, sessions in
// operator_sessions, a cookie set by (and only sent to) the console host (decision 018).

export const OPERATOR_COOKIE = 'kado_operator';
const LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface OperatorAuth {
  signedIn: boolean;
  via: 'none' | 'cookie' | 'bearer';
  tokenHash: string | null;
}

export const NO_OPERATOR: OperatorAuth = { signedIn: false, via: 'none', tokenHash: null };

const digest = (value: string) => createHash('sha256').update(value.normalize('NFKC')).digest();

/** Constant-time check of the operator's email and password against the configuration. */
export function isOperator(ctx: AppContext, email: string, password: string): boolean {
  const { operatorEmail, operatorPassword } = ctx.config;
  if (!operatorEmail || !operatorPassword) return false;
  const emailOk = timingSafeEqual(digest(email.trim().toLowerCase()), digest(operatorEmail.toLowerCase()));
  const passwordOk = timingSafeEqual(digest(password), digest(operatorPassword));
  return emailOk && passwordOk;
}

export async function startOperatorSession(ctx: AppContext, reply: FastifyReply): Promise<string> {
  const { token, hash } = newToken();
  const expires = new Date(Date.now() + LIFETIME_MS);
  await ctx.operatorSessions.create(hash, expires);
  // No Domain attribute: the cookie stays on the console host, never reaching a gift's host.
  reply.setCookie(OPERATOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure: ctx.config.secureCookies, expires });
  return token;
}

export async function resolveOperator(ctx: AppContext, request: FastifyRequest): Promise<OperatorAuth> {
  const header = request.headers.authorization;
  const [token, via] = header?.startsWith('Bearer ')
    ? [header.slice('Bearer '.length).trim(), 'bearer' as const]
    : [request.cookies[OPERATOR_COOKIE], 'cookie' as const];
  if (!token || token.length < 20 || token.length > 200) return NO_OPERATOR;
  const tokenHash = hashToken(token);
  return (await ctx.operatorSessions.isValid(tokenHash, new Date())) ? { signedIn: true, via, tokenHash } : NO_OPERATOR;
}

export async function endOperatorSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.operator.tokenHash) await ctx.operatorSessions.remove(request.operator.tokenHash);
  reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
}

/** The operator's routes: signed in, on the console host; cookie writes carry the CSRF header. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.operator.signedIn) throw new HttpError(401, MSG.operatorRequired);
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (!safe && request.operator.via === 'cookie' && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
    throw new HttpError(403, MSG.csrfMissing);
  }
}
