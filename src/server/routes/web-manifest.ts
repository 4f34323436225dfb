import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowAnyone } from '../services/auth/guards.js';
import { holdsShareKey } from '../services/site/share-link.js';

// The web app manifest (decision 031): the gift installs under its own name, in its own language. Many gifts share
// one service (decision 018), so the server writes it per gift rather than Vite once for all.

/** The catalog's app name (src/web/i18n/id.ts appName): the name of a gift that has no title yet. */
export const APP_NAME = 'Kado';
/** design.css --color-blush-50, also index.html's theme-color and the loading screen's background. */
export const THEME_COLOUR = '#fff5f8';
/** Longest name a launcher shows under an icon without cutting it. */
const SHORT_NAME_LENGTH = 12;

/** The icons scripts/make-icons.ts draws into src/web/public/icons. */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The name a gift installs under: its opening title and the recipient's name, as the opening shows them
 * ('Untukmu, Sayang'), not the title alone ('Untukmu,'); a title alone without its trailing comma.
 */
export function giftAppName(title: string, recipient: string): string {
  const bare = title.replace(/[\s,;:]+$/, '');
  if (!recipient) return bare;
  if (!bare) return recipient;
  return `${title.trimEnd()} ${recipient}`;
}

function shortName(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const cut = name.slice(0, SHORT_NAME_LENGTH);
  const space = cut.lastIndexOf(' ');
  return (space > 3 ? cut.slice(0, space) : cut).trim();
}

export const webManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/manifest.webmanifest', { onRequest: allowAnyone }, async (request, reply) => {
    // The gift's name is its opening title; a private gift tells it only to holders of its link and the giver.
    // The operator's console (many gifts) is no gift: the app's name.
    const site = request.site;
    const mayKnow = !request.consoleHost && (!site || site.is_private !== 1 || request.auth.role === 'editor' || holdsShareKey(request));
    const opening = mayKnow ? (await ctx.repos.opening.list())[0] : undefined;
    const name = (opening && giftAppName(opening.title.trim(), opening.recipient_name.trim())) || APP_NAME;
    // Under the icon, where a few letters fit: the recipient's name says whose gift it is.
    const short = opening?.recipient_name.trim() || name;
    void reply
      .type('application/manifest+json; charset=utf-8')
      // Per gift and per visitor (the link's cookie): never shared by a cache.
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie');
    return {
      id: '/',
      name,
      short_name: shortName(short),
      lang: site?.language ?? 'id',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: THEME_COLOUR,
      icons: MANIFEST_ICONS,
    };
  });
};
