import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants.js';
import { SESSION_COOKIES } from '../auth/sessions.js';
import { OPERATOR_COOKIE } from '../operator/operator-auth.js';
import { WISH_KEY_COOKIE } from '../site/wish-link.js';

// Who may call a route, read from the guards it declares at onRequest (decision 003, 017, 018), in the
// API description's terms: the security requirements and a sentence for developers.

export type SecurityRequirement = Record<string, string[]>;

export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The token in the reply of POST /api/login (the giver), POST /api/date-input/verify (the recipient, ' +
      'after the PIN) or POST /api/operator/login (the operator), given to calls without the `x-kado-request` ' +
      'header (the web app sends it and lives on the httpOnly cookie alone).',
  },
  editorCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.editor, description: "The giver's session cookie." },
  viewerCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.viewer, description: "The recipient's session cookie." },
  operatorCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: OPERATOR_COOKIE,
    description: "The operator's session cookie (console host only).",
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The value of METRICS_TOKEN, for /metrics only (decision 038).',
  },
  wishCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: WISH_KEY_COOKIE,
    description: "The wishes link's key, set by opening GET /w/{key} (decision 045); sent to /api/wishes only.",
  },
} as const;

type Scheme = keyof typeof SECURITY_SCHEMES;
const either = (...schemes: Scheme[]): SecurityRequirement[] => schemes.map((scheme) => ({ [scheme]: [] }));

interface GuardAccess {
  role: string;
  /** Empty: anyone; `{}` among them: the credential is optional. */
  security: SecurityRequirement[];
  words: string;
}

/** The guards that say who may call (each route declares exactly one, roles.test.ts). */
const ROLE_GUARDS: Record<string, GuardAccess> = {
  allowAnyone: { role: 'anyone', security: [], words: 'Anyone.' },
  requireCsrfHeader: {
    role: 'anyone',
    security: [{}, ...either('bearer', 'editorCookie', 'viewerCookie')],
    words: 'Anyone; a call made with a session cookie carries the `x-kado-request` header.',
  },
  requireViewer: {
    role: 'viewer',
    security: either('bearer', 'viewerCookie', 'editorCookie'),
    words: 'The recipient (after the PIN, and after the timed reveal, decision 039: 403 before it) or the giver.',
  },
  requireEditor: { role: 'editor', security: either('bearer', 'editorCookie'), words: 'The giver only.' },
  requireWishGuest: {
    role: 'wish guest',
    security: either('wishCookie'),
    words:
      "A holder of the gift's current wishes key (decision 045): 403 without it, with a rotated one, or (for a wish) " +
      'while the link is closed.',
  },
  requireMetricsToken: {
    role: 'monitor',
    security: either('metricsToken'),
    words: 'A bearer of METRICS_TOKEN (decision 038): 403 without it, and to everyone while it is not set.',
  },
  requireOperator: {
    role: 'operator',
    security: either('bearer', 'operatorCookie'),
    words: 'The operator only, on the console host (many-gifts mode, decision 018).',
  },
};

/** Guards that narrow a role further. */
const EXTRA_GUARDS: Record<string, string> = {
  requireMainGiftOpen: 'While the Main Gift is locked, the recipient gets 403 until a perfect quiz (decision 017).',
  requireRecipient: "The recipient's session only: the giver gets 403 (decision 043).",
};

export interface RouteAccess {
  /** anyone, viewer, editor, operator; 'unknown' when no guard names a role. */
  role: string;
  guards: string[];
  security: SecurityRequirement[];
  description: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function routeAccess(method: string, guards: readonly string[]): RouteAccess {
  const access = guards.map((g) => ROLE_GUARDS[g]).find((found) => found !== undefined);
  const lines = [access?.words ?? 'No guard declared.', ...guards.flatMap((g) => EXTRA_GUARDS[g] ?? [])];
  const byCookie = access && access.security.some((requirement) => Object.keys(requirement).some((s) => s.endsWith('Cookie')));
  if (byCookie && !SAFE_METHODS.has(method)) {
    lines.push(`With a session cookie, send the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (403 without it).`);
  }
  return { role: access?.role ?? 'unknown', guards: [...guards], security: access?.security ?? [], description: lines.join(' ') };
}
