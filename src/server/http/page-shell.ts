import fs from 'node:fs';
import zlib from 'node:zlib';
import { ROUTES, type RouteName } from '../../shared/routes.js';

// The shell a page is served (web.ts): index.html as built, and for a page but the opening the files that page
// runs beyond the entry's (page-preloads.json, written by the build: decision 100), named on /boot.js's tag, which
// asks for them with the entry once the loading screen has painted (decision 020). A page's shell is made once per
// theme and language, and kept with its compressed forms.

/** A page's files beyond the entry's, as the build writes them (scripts/vite-plugins/page-preloads.ts). */
export interface PagePreloads {
  /** Scripts, preloaded as modules. */
  modules: string[];
  /** Stylesheets, preloaded as styles. */
  styles: string[];
}

/** The build's page-preloads.json, by route pattern; none when the build has none (an older build, a test's). */
export function readPagePreloads(webDir: string): Map<string, PagePreloads> {
  const file = `${webDir}/page-preloads.json`;
  if (!fs.existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, PagePreloads>));
}

/** The preloads of a page, by its route; none for the opening (whose bytes are the first load's) or no page. */
export function preloadsOf(preloads: Map<string, PagePreloads>, route: RouteName | undefined): PagePreloads | undefined {
  return route && route !== 'opening' ? preloads.get(ROUTES[route]) : undefined;
}

/** The shell with the page's scripts after the entry's on boot.js's `data-modules`, and its stylesheets as `data-styles`. */
export function withPagePreloads(html: string, page: PagePreloads): string {
  return html.replace(/<script src="\/boot\.js"([^>]*) data-modules="([^"]*)"/, (_tag, before: string, modules: string) => {
    const all = [modules, ...page.modules].filter(Boolean).join(' ');
    return `<script src="/boot.js"${before} data-modules="${all}" data-styles="${page.styles.join(' ')}"`;
  });
}

/** A shell made for a page, in the forms a browser may ask for. */
export interface MadeShell {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function madeShell(html: string): MadeShell {
  const body = Buffer.from(html);
  return {
    html: body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/** The encoding to send a made shell in, by the request's Accept-Encoding (none, q=0, names nothing). */
export function shellEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const offered = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return undefined;
}
