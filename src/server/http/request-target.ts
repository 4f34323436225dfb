import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../shared/messages.js';
import { HttpError } from '../lib/errors.js';

// One path for every check (decision 035). Before routing, the request target is rewritten to its one
// canonical spelling, and the Host header to its canonical name; the router, the gift and console split,
// the private link, the attempt limits, /storage's rules, the read cache and the request log all read that
// one value (request.url, request.hostname). A target with no single meaning is refused with 400 first.

/** What rewriteUrl leaves in place of a refused target: a path every router resolves, never served. */
const REFUSED_PATH = '/';
const refused = new WeakSet<IncomingMessage>();

// RFC 3986 §2.3: an escaped unreserved character means the character itself.
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
// Escapes that would change the path's segments once decoded by the router ('\' is a '/' to some clients).
// An escaped NUL stays: it reaches only parameters, where the input guards make it a 404 (decision 015).
const AMBIGUOUS_ESCAPES = new Set(['%2F', '%5C']);
// Anywhere in the target: '#' (a fragment is never sent), control characters and spaces.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const FORBIDDEN_RAW = /[#\u0000-\u0020\u007f]/;

/** The Host header's canonical name: lower case, no trailing dot on the name, the port kept. */
export function canonicalHost(host: string): string {
  const match = /^(\[[^\]]*\]|[^:]*)(:\d*)?$/.exec(host.trim().toLowerCase());
  if (!match) return host.toLowerCase();
  const [, name = '', port = ''] = match;
  return `${name.replace(/\.+$/, '')}${port}`;
}

const DEFAULT_PORTS: Record<string, string> = { http: ':80', https: ':443' };

/** The path of an absolute-form target (`http://host/path`), or undefined when its host is not `host`. */
function originForm(target: string, host: string | undefined): string | undefined {
  const scheme = /^(https?):\/\//i.exec(target);
  if (!scheme) return undefined;
  const rest = target.slice(scheme[0].length);
  const end = rest.search(/[/?]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  if (authority === '' || authority.includes('@') || host === undefined) return undefined;
  const defaultPort = DEFAULT_PORTS[(scheme[1] ?? '').toLowerCase()] ?? '';
  const bare = (value: string) => {
    const canonical = canonicalHost(value);
    return canonical.endsWith(defaultPort) ? canonical.slice(0, -defaultPort.length) : canonical;
  };
  if (bare(authority) !== bare(host)) return undefined;
  const path = end === -1 ? '/' : rest.slice(end);
  return path.startsWith('/') ? path : `/${path}`;
}

/** Percent escapes of unreserved characters decoded, the others in upper case; undefined if one is malformed or ambiguous. */
function normalizeEscapes(path: string): string | undefined {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i];
    if (char !== '%') {
      out += char;
      continue;
    }
    const hex = path.slice(i + 1, i + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return undefined;
    const decoded = String.fromCharCode(parseInt(hex, 16));
    const escape = `%${hex.toUpperCase()}`;
    if (AMBIGUOUS_ESCAPES.has(escape)) return undefined;
    out += UNRESERVED.test(decoded) ? decoded : escape;
    i += 2;
  }
  return out;
}

/** Runs of '/' made one, and '.' and '..' segments resolved (RFC 3986 §5.2.4); '..' never climbs above '/'. */
function resolveSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === '..') {
      out.pop();
      if (last) out.push('');
    } else if (segment === '.') {
      if (last) out.push('');
    } else if (segment !== '' || last) {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}

/**
 * The one spelling of a request target: origin form, unreserved escapes decoded, other escapes in upper
 * case, single slashes, no dot segments, the query untouched. Undefined when the target must be refused:
 * not origin or absolute form, an absolute form naming another host, a fragment, a backslash, a control
 * character, a malformed escape, or an escaped '/' or '\'.
 */
export function canonicalTarget(target: string, host: string | undefined): string | undefined {
  const origin = target.startsWith('/') ? target : originForm(target, host);
  if (origin === undefined || FORBIDDEN_RAW.test(origin)) return undefined;
  const queryAt = origin.indexOf('?');
  const rawPath = queryAt === -1 ? origin : origin.slice(0, queryAt);
  const query = queryAt === -1 ? '' : origin.slice(queryAt);
  // A raw '\\' in the path: some clients and proxies read it as '/'. Browsers leave it unescaped in queries.
  const path = rawPath.includes('\\') ? undefined : normalizeEscapes(rawPath);
  if (path === undefined) return undefined;
  return resolveSegments(path) + query;
}

/** How many Host headers the request carries (Node keeps only the first in `headers`). */
function hostHeaderCount(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]?.toLowerCase() === 'host') count++;
  return count;
}

/** An HTTP/1.1 request must name its host (RFC 9112 §3.2); HTTP/1.0 may leave it out. */
const missingHost = (req: IncomingMessage) => req.headers.host === undefined && req.httpVersionMajor === 1 && req.httpVersionMinor >= 1;

/**
 * Fastify's rewriteUrl: runs before routing on every request. Sets the canonical Host and returns the
 * canonical target; a target to refuse is marked and routed to REFUSED_PATH, where the first onRequest
 * hook (installRequestTargetGuard) answers 400 before any other hook reads it.
 */
export function rewriteRequestTarget(req: IncomingMessage): string {
  const target = req.url ?? '';
  const host = req.headers.host;
  const canonical = hostHeaderCount(req) > 1 || missingHost(req) ? undefined : canonicalTarget(target, host);
  if (canonical === undefined) {
    refused.add(req);
    return REFUSED_PATH;
  }
  if (host !== undefined) req.headers.host = canonicalHost(host);
  // The host is the Host header alone, also behind a trusted front (decision 050): fronts pass it on unchanged
  // (Caddy does), and an X-Forwarded-Host, which Fastify would read from a trusted front, is never canonical.
  if (req.headers['x-forwarded-host'] !== undefined) delete req.headers['x-forwarded-host'];
  return canonical;
}

/** The first onRequest hook: a refused target is a 400, with every header a reply carries (HSTS included). */
export function installRequestTargetGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (refused.has(request.raw)) return done(new HttpError(400, MSG.badRequest));
    done();
  });
}
