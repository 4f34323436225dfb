import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '../../shared/messages.js';
import { routeOf } from '../../shared/routes.js';
import { requestLanguage } from '../services/site/request-language.js';
import { DEFAULT_THEME, THEMES, themeOf, type Theme } from '../../shared/themes.js';
import type { AllowedMethods } from './allowed-methods.js';
import {
  madeShell,
  preloadsOf,
  readPagePreloads,
  shellEncoding,
  withPagePreloads,
  type MadeShell,
  type PagePreloads,
} from './page-shell.js';

/** The shell for a gift in English, beside index.html. */
export const ENGLISH_SHELL = 'index.en.html';

/** A theme's stylesheet in the build (vite.config.ts, themeSheets): its colours, loading screen and font. */
export const themeSheetPath = (theme: Theme): string => `themes/${theme}.css`;

/**
 * The shell of a gift whose theme is not 'rose': `data-theme` on <html> and the theme's stylesheet inline in
 * <head>, so the loading screen and the first paint already wear it. On the giver's pages
 * (`editor`) the theme is present but off (`data-editor`, which the editor pages also set when reached from a
 * recipient page), so the hub keeps Kado's own look while its preview shows the gift's.
 */
export function themedShell(html: string, theme: Theme, css: string, editor: boolean): string {
  const attributes = ` data-theme="${theme}"${editor ? ' data-editor=""' : ''}`;
  return html
    .replace(/<html lang="(id|en)">/, (tag) => `${tag.slice(0, -1)}${attributes}>`)
    .replace('</head>', `<style id="kado-theme">${css}</style></head>`);
}

/**
 * Serves the built web app: hashed assets cached for a year, the shell (index.html) for every
 * route of docs/product.md §2, JSON 404s under /api and /storage, and a JSON 405 with `Allow` for a method an
 * address does not take.
 */
export async function registerWeb(app: FastifyInstance, webDir: string | undefined, allowed: AllowedMethods): Promise<void> {
  const hasWeb = webDir !== undefined && fs.existsSync(`${webDir}/index.html`);
  // An English gift's shell: lang="en" and the loading screen's words (the build writes it).
  const hasEnglishShell = hasWeb && fs.existsSync(`${webDir}/${ENGLISH_SHELL}`);
  // Each theme's stylesheet, read once; a theme whose sheet the build lacks is served as 'rose'.
  const themeSheets = new Map<Theme, string>();
  for (const theme of THEMES) {
    const file = `${webDir}/${themeSheetPath(theme)}`;
    if (hasWeb && theme !== DEFAULT_THEME && fs.existsSync(file)) themeSheets.set(theme, fs.readFileSync(file, 'utf8'));
  }
  // Each page's files beyond the entry's (decision 100), and the shells made for a page or a theme, kept.
  const pagePreloads = hasWeb ? readPagePreloads(webDir) : new Map<string, PagePreloads>();
  const madeShells = new Map<string, MadeShell>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // HEAD as GET: the same status and headers, and Node sends no body (RFC 9110 §9.3.2).
    const read = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = read && !pathname.startsWith('/api/') && !pathname.startsWith('/storage/');
    const allow = allowed.at(pathname);
    if (allow.length > 0 && !(hasWeb && wantsPage)) {
      return reply.code(405).header('allow', allow.join(', ')).send({ success: false, message: MSG.badRequest });
    }
    if (!hasWeb || !wantsPage) {
      return reply.code(404).send({ success: false, message: MSG.routeNotFound });
    }
    // The console's language follows Accept-Language (services/site/request-language.ts): caches must key on it.
    if (request.consoleHost) void reply.header('vary', 'accept-language');
    const shell = requestLanguage(request) === 'en' && hasEnglishShell ? ENGLISH_SHELL : 'index.html';
    const route = routeOf(pathname);
    void reply.code(route ? 200 : 404).header('cache-control', 'no-cache');
    const theme = themeOf(request.site?.theme);
    const css = themeSheets.get(theme);
    const preloads = preloadsOf(pagePreloads, route);
    // 'rose' is the shell as built on the opening and on an address that is no page (the first load of `/` is
    // unchanged); another page's or another theme's is made once and kept.
    if (css === undefined && preloads === undefined) return reply.sendFile(shell);
    const editor = pathname.startsWith('/edit-');
    const key = `${shell}|${theme}|${editor}|${route ?? ''}`;
    let made = madeShells.get(key);
    if (made === undefined) {
      let html = fs.readFileSync(`${webDir}/${shell}`, 'utf8');
      if (css !== undefined) html = themedShell(html, theme, css, editor);
      if (preloads !== undefined) html = withPagePreloads(html, preloads);
      made = madeShell(html);
      madeShells.set(key, made);
    }
    const encoding = shellEncoding(request.headers['accept-encoding']);
    void reply
      .type('text/html; charset=utf-8')
      .header('vary', request.consoleHost ? 'accept-language, accept-encoding' : 'accept-encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(encoding ? made[encoding] : made.html);
  });
}
