import type { FastifyInstance } from 'fastify';

// The headers every reply carries (decision 015). Pages get a strict Content-Security-Policy; everything
// else (JSON, media, assets) a policy that allows nothing, since none of it is meant to run as a page.

/**
 * The page policy. Scripts only from our own origin (the built index.html has no inline script: keep it
 * so). Styles keep 'unsafe-inline': index.html paints the loading screen with a <style> block and style
 * attributes before any script runs, and React sets style attributes (progress bars, the loading screen's
 * hearts); CSS cannot run script. Images and media also from data: and blob: (tag covers, local previews before upload).
 * Only our own pages may frame a page (the edit hub's preview).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Anything that is not a page: nothing may load from it, nobody may frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The service worker's script: a worker runs under the policy of its own script's reply,
 * so it may fetch from our own origin (connect-src), import our own sw-range.js (script-src), and nothing else. */
export const WORKER_PATH = '/sw.js';
export const WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/**
 * Browser features: all denied except the microphone (the voice-note recorder), fullscreen and
 * picture-in-picture (the video gift) and autoplay (the music), each for our own origin only.
 * Only names Chromium knows: an unknown one is logged as a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const;
const NON_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...COMMON_HEADERS, 'content-security-policy': NON_PAGE_CSP });
const PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...COMMON_HEADERS,
  'content-security-policy': PAGE_CSP,
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
});
const WORKER_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...COMMON_HEADERS, 'content-security-policy': WORKER_CSP });
const HSTS = { 'strict-transport-security': 'max-age=31536000' } as const;

/**
 * The headers for a reply of this content type, HSTS included when the server stands behind HTTPS: for
 * replies written outside Fastify's reply cycle (early framework errors, errors written to the socket).
 */
export function securityHeaders(contentType: unknown, hsts: boolean, pathname = ''): Readonly<Record<string, string>> {
  const isPage = typeof contentType === 'string' && contentType.startsWith('text/html');
  const headers = isPage ? PAGE_HEADERS : pathname === WORKER_PATH ? WORKER_HEADERS : NON_PAGE_HEADERS;
  return hsts ? { ...headers, ...HSTS } : headers;
}

/**
 * Adds the headers to every reply that goes through Fastify's reply cycle (routes, 404s, errors), and
 * HSTS when the server is told it stands behind HTTPS. The header sets are built once, at start, and the
 * hook is synchronous: it runs on every reply (decision 021).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  const withHsts = (headers: Readonly<Record<string, string>>) => (options.hsts ? Object.freeze({ ...headers, ...HSTS }) : headers);
  const pages = withHsts(PAGE_HEADERS);
  const others = withHsts(NON_PAGE_HEADERS);
  const worker = withHsts(WORKER_HEADERS);
  app.addHook('onSend', (request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    const isPage = typeof contentType === 'string' && contentType.startsWith('text/html');
    void reply.headers(isPage ? pages : isWorker(request.url) ? worker : others);
    done(null, payload);
  });
}

const isWorker = (url: string) => url === WORKER_PATH || url.startsWith(`${WORKER_PATH}?`);
