import { z } from 'zod';
import { ROUTES } from '../../../shared/routes.js';
import { SHARE_KEY_COOKIE } from '../site/share-link.js';
import { WISH_KEY_COOKIE } from '../site/wish-link.js';
import type { SecurityRequirement } from './route-access.js';

// The three addresses outside /api that a client meets (decision 079): the share link and the wishes link a person
// opens, and the media files whose paths the replies give. They answer with a
// redirect or a file, not JSON, and their routes declare no replies, so what the description says of them is
// written here, as ops-operations.ts does for /healthz.

/** A piece of JSON Schema or of an OpenAPI reply (openapi-document.ts, which reads this module, has the full types). */
type Json = Record<string, unknown>;

/** What the description says of one such address, in the shape the operation transform adds to a route's. */
export interface LinkOperation {
  /** The address as the document writes it (`:name` for a parameter). */
  described: string;
  operationId: string;
  summary: string;
  tag: string;
  /** Who may call, in place of the guard's words (the route's guard is allowAnyone; the checks are inside). */
  access: string;
  security: SecurityRequirement[];
  params: z.ZodType;
  headers?: z.ZodType;
  /** Replies by status, as the plugin takes them: words, headers, content. */
  responses: Record<string, Json>;
}

const header = (description: string, schema: Json = { type: 'string' }) => ({ description, ...schema });
const cookieHeader = (cookie: string) =>
  header(`Sets \`${cookie}\` (httpOnly) when the key is the gift's current one, and clears it when it is not.`);
const KEY = z.object({ key: z.string().max(200).meta({ description: 'The key, as the link gives it.' }) });

/** Each address by the route's own address. */
export const LINK_OPERATIONS: Record<string, LinkOperation> = {
  '/s/:key': {
    described: '/s/:key',
    operationId: 'openShareLink',
    summary: "Open the gift's share link",
    tag: 'share',
    access:
      "Anyone: the link the giver gives (GET /api/share). On a private gift, every call but the giver's sign-in needs the " +
      `key's cookie (\`${SHARE_KEY_COOKIE}\`) this link sets (decision 018).`,
    security: [],
    params: KEY,
    responses: {
      '303': {
        description: "To the gift's first page, `/`, without the key in the address bar.",
        headers: { Location: header('`/`.'), 'Set-Cookie': cookieHeader(SHARE_KEY_COOKIE) },
      },
    },
  },
  '/w/:key': {
    described: '/w/:key',
    operationId: 'openWishesLink',
    summary: "Open the gift's wishes link",
    tag: 'wishes',
    access:
      `Anyone: the link the giver gives to friends (GET /api/wishes/link). Its cookie (\`${WISH_KEY_COOKIE}\`, sent to ` +
      '/api/wishes only) is what POST /api/wishes and GET /api/wishes/guest ask for (decision 045).',
    security: [],
    params: KEY,
    responses: {
      '303': {
        description: `To the guest's page, \`${ROUTES.leaveWish}\`, which says whether the link is open.`,
        headers: { Location: header(`\`${ROUTES.leaveWish}\`.`), 'Set-Cookie': cookieHeader(WISH_KEY_COOKIE) },
      },
    },
  },
  '/storage/*': {
    described: '/storage/:path',
    operationId: 'getStorageFile',
    summary: 'Read a media file',
    tag: 'storage',
    access:
      "Anyone for the PIN page's photo; every other file to the recipient or the giver only (401 without a session), " +
      'and each only once its page is open: the timed reveal (decision 039), the Main Gift (017), a sealed voice note ' +
      "(029), a wish's photo the giver has not shown (045) answer 403.",
    security: [{}, { bearer: [] }, { viewerCookie: [] }, { editorCookie: [] }],
    params: z.object({
      path: z.string().meta({
        description:
          "A media path exactly as a reply gives it (a photo's `url`, `thumb_url`, a song's `src`...), e.g. `gallery/3f9c….jpg`.",
      }),
    }),
    headers: z.object({
      range: z.string().optional().meta({ description: 'One byte range, `bytes=start-end` (a video or a song seeks with it).' }),
    }),
    responses: {
      '200': {
        description:
          'The file, with the Content-Type it was stored with, `X-Content-Type-Options: nosniff`, `Accept-Ranges: bytes` ' +
          "and `Cache-Control: private` (public for the PIN page's photo).",
        content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
      '206': {
        description: 'The range asked for.',
        headers: { 'Content-Range': header('`bytes start-end/size`.') },
        content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      },
      '416': { description: 'The range lies outside the file.', headers: { 'Content-Range': header('`bytes */size`.') } },
    },
  },
};
