// What each recipient page's first load sends, from the built chunks: the entry chunk named by index.html,
// the music player (loaded beside every route where the music may play), the whole app's stylesheet (beside
// every page but the opening), the page's own chunk, their static imports (recursively) and their CSS, each
// gzipped at level 9. Deterministic bytes, no browser.
//   node scripts/bundle-size.mjs    prints the table (run after `npm run build`)
// scripts/bundle-budget.test.ts holds the budgets and runs in `npm test` after the build.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const DIST_WEB = path.resolve(import.meta.dirname, '../dist/web');

/** The recipient's pages (docs/product.md §2), by route, and the module of each page's chunk. */
export const RECIPIENT_PAGES = {
  '/': 'features/opening/opening-page.tsx',
  '/date-input2': 'features/date-input/date-input-page.tsx',
  '/days-of-love': 'features/days-of-love/days-of-love-page.tsx',
  '/features': 'features/feature-menu/feature-menu-page.tsx',
  '/gallery': 'features/gallery/gallery-page.tsx',
  '/folder/:folderId': 'features/gallery/folder-page.tsx',
  '/todo-list': 'features/todo-list/todo-list-page.tsx',
  '/games': 'features/games/games-page.tsx',
  '/games/quiz': 'features/games/quiz-page.tsx',
  '/games/quiz/list/option/:id': 'features/games/quiz-options-page.tsx',
  '/games/tts': 'features/crossword/crossword-page.tsx',
  '/main-gift': 'features/main-gift/main-gift-page.tsx',
  '/video-gift': 'features/video-gift/video-gift-page.tsx',
  '/love-moment': 'features/love-moment/love-moment-page.tsx',
  '/love-typing': 'features/love-typing/love-typing-page.tsx',
  '/coupon': 'features/coupon/coupon-page.tsx',
  '/reply': 'features/replies/reply-page.tsx',
  '/wishes': 'features/wishes/wishes-page.tsx',
  // The wishes link's guest page: a friend's first load, without the PIN.
  '/leave-wish': 'features/wishes/leave-wish-page.tsx',
  // Momen Hati.
  '/momen-hati': 'features/heart-moments/heart-moments-page.tsx',
};

/**
 * Page chunks that belong to the giver (editor routes), and the pages of no route of their own (not found, and
 * the offline page that stands in for a page whose code cannot be fetched); every other `*-page.tsx` chunk must
 * be listed above.
 */
export const EDITOR_PAGES = [
  'components/entry-editor-page.tsx',
  // Susun Kadomu, the builder.
  'features/builder/builder-page.tsx',
  'components/not-found-page.tsx',
  'components/offline-page.tsx',
  'features/edit-hub/edit-hub-page.tsx',
  'features/games/quiz-list-page.tsx',
  'features/love-moment/edit-love-moment-page.tsx',
  'features/love-typing/edit-love-typing-page.tsx',
  'features/operator/operator-console-page.tsx',
  // The forgotten password's page, shown by the edit hub's address with a reset token.
  'features/password/reset-password-page.tsx',
  // Sign-up: the confirmation link's page on the console host, and the new gift's welcome (the hub's
  // address with a one-use code).
  'features/signup/confirm-signup-page.tsx',
  'features/signup/welcome-page.tsx',
  'features/video-gift/edit-video-gift-page.tsx',
];

const MUSIC_PLAYER = 'features/music-player/music-player.tsx';
/** The whole app's stylesheet, which the router loads beside every page but the opening. */
const PAGE_STYLES = 'page-styles.ts';
/** The pages whose first load has only the shell's stylesheet. */
const PAGE_STYLES_NEVER_ON = ['/'];
/**
 * Pages whose first load never fetches the player: the music never plays there, whatever is_pin says
 * (LOCKING_PATHS in src/web/features/music-player/play-rule.ts; music-player-gate.tsx loads it), and the wishes
 * link's guest page, silent (SILENT_PATHS) and opened by a friend's browser, which has no is_pin.
 */
const PLAYER_NEVER_ON = ['/', '/date-input2', '/leave-wish'];

/** Reads dist/web/.vite/manifest.json (build.manifest is on in vite.config.ts); null when there is no build. */
export function readManifest(dist = DIST_WEB) {
  const file = path.join(dist, '.vite/manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** A manifest key from the module's path under src/web (keys are relative to it). */
function keyOf(manifest, modulePath) {
  const key = Object.keys(manifest).find((candidate) => candidate === modulePath || candidate.endsWith(`/${modulePath}`));
  if (!key) throw new Error(`no chunk for ${modulePath} in the Vite manifest`);
  return key;
}

/** Files a chunk brings with it: itself, its CSS and its static imports, recursively. */
function collect(manifest, key, files, seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
  return files;
}

const gzipCache = new Map();
/** gzip -9 bytes of a built file. */
export function gzipBytes(file, dist = DIST_WEB) {
  const full = path.join(dist, file);
  if (!gzipCache.has(full)) gzipCache.set(full, zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length);
  return gzipCache.get(full);
}

/**
 * The first load of each recipient page: `{ route, files, chunks, js, css, total }` with gzip -9 bytes;
 * `chunks` are the manifest keys of the chunks it loads.
 * The page chunks are lazy, but the entry fetches the route's chunk (and the player's, where the music may
 * play) as soon as it runs.
 */
export function measureFirstLoads(manifest, dist = DIST_WEB) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the Vite manifest');
  return Object.entries(RECIPIENT_PAGES).map(([route, modulePath]) => {
    const files = new Set();
    const chunks = new Set();
    const player = PLAYER_NEVER_ON.includes(route) ? [] : [keyOf(manifest, MUSIC_PLAYER)];
    const styles = PAGE_STYLES_NEVER_ON.includes(route) ? [] : [keyOf(manifest, PAGE_STYLES)];
    for (const key of [entryKey, ...player, ...styles, keyOf(manifest, modulePath)]) collect(manifest, key, files, chunks);
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.css')) css += gzipBytes(file, dist);
      else js += gzipBytes(file, dist);
    }
    return { route, files: [...files].sort(), chunks: [...chunks].sort(), js, css, total: js + css };
  });
}

/** Page chunks in the manifest that are neither a recipient page nor listed as the giver's. */
export function unclassifiedPages(manifest) {
  const known = [...Object.values(RECIPIENT_PAGES), ...EDITOR_PAGES];
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && key.endsWith('-page.tsx'))
    .filter((key) => !known.some((modulePath) => key === modulePath || key.endsWith(`/${modulePath}`)));
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

function main() {
  const manifest = readManifest();
  if (!manifest) {
    console.error('dist/web/.vite/manifest.json is missing: run `npm run build` first.');
    process.exit(1);
  }
  const loads = measureFirstLoads(manifest);
  console.log('first load (JS + CSS, gzip -9 KB)');
  console.log(`${'route'.padEnd(30)} ${'JS'.padStart(7)} ${'CSS'.padStart(7)} ${'total'.padStart(7)}`);
  for (const load of loads)
    console.log(`${load.route.padEnd(30)} ${kb(load.js).padStart(7)} ${kb(load.css).padStart(7)} ${kb(load.total).padStart(7)}`);
  console.log(`${'index.html (not counted)'.padEnd(30)} ${''.padStart(7)} ${''.padStart(7)} ${kb(gzipBytes('index.html')).padStart(7)}`);
  // The offline worker: fetched by the browser after the PIN, never in a first load.
  const worker = gzipBytes('sw.js') + gzipBytes('sw-range.js');
  console.log(`${'sw.js + sw-range.js (after PIN)'.padEnd(30)} ${kb(worker).padStart(7)} ${''.padStart(7)} ${kb(worker).padStart(7)}`);
  // Lines `npm run bench` (scripts/bench.ts) gathers into its table: name, figure, goal (decision 019).
  const [opening, ...pages] = loads;
  const largest = pages.reduce((max, load) => (load.total > max.total ? load : max));
  console.log(`BENCH\tbundle: first load of / (JS + CSS, gzip -9)\t${kb(opening.total)} KB\t≤ 100 KB`);
  console.log(`BENCH\tbundle: largest recipient page (${largest.route})\t${kb(largest.total)} KB\t≤ 120 KB`);
  if (process.argv.includes('--files')) {
    for (const load of loads)
      console.log(`\n${load.route}\n${load.files.map((file) => `  ${kb(gzipBytes(file)).padStart(6)} ${file}`).join('\n')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
