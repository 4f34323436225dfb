// Kado's service worker (decision 031): once the recipient is past the PIN, the pages and media
// they open open again offline. Hand-written, no library: it keeps one cache per viewer session.
//
// - Before the PIN nothing is stored: the cache exists only while the server's GET /api/session names
//   one (`offline_key`, viewers only). Every /api/session reply that passes through is read: another key
//   drops the old cache; no key (no session, the giver, a rotated link or a changed PIN, which both end
//   every viewer session) drops it. A 401 from the network, or the closed gift's page, drops it too. With
//   no session left the worker also unregisters itself; the next PIN registers it again.
// - While a key holds: pages are network-first (the shell, index.html, is the fallback for every route);
//   API GETs are network-first; hashed assets and media are cache-first (their URLs never change content).
// - Media asked for by range (the video, the music): network first, as it streams; meanwhile the whole file
//   is fetched once and stored (at most MEDIA_CAP bytes). Offline, the part asked for is cut out of it
//   (sw-range.js). The Cache API holds whole replies only, so the whole file is what is stored.
// - The page (src/web/lib/offline.ts) registers this worker after the PIN and sends the URLs it loaded before
//   the worker took control (files, and of the API only the pages' reads); the worker stores them.
//   Once the page is idle it says so, with every recipient page's reads, and the worker stores those (GETs) and
//   then every page's files from the build's list, a few at a time (decisions 055, 058).
// Each gift is its own origin (decision 018), so its worker and caches are its own.

self.importScripts('/sw-range.js');
/* global partOf */

const PREFIX = 'kado-offline-';
/** Every app route is served index.html (src/server/http/web.ts): one copy stands for all pages. */
const SHELL = '/';
/** Never handled here: the worker itself, the manifest, the share link (it sets a cookie and redirects). */
const PASS = (path) => path === '/sw.js' || path === '/sw-range.js' || path === '/manifest.webmanifest' || path.startsWith('/s/');
/**
 * No file over this is stored (decision 031): the video gift may be up to 1 GB, and a browser gives an
 * origin a share of the free disk; past this size the film would crowd out everything else it keeps.
 */
const MEDIA_CAP = 200 * 1024 * 1024;

/** The active cache's name (null: nothing may be stored), read from the caches at start. */
let current = null;
const active = () => (current ??= caches.keys().then((names) => names.find((name) => name.startsWith(PREFIX)) ?? null));

async function drop() {
  current = Promise.resolve(null);
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** The session is over: the store goes, and so does the worker (the next PIN registers it again). */
async function leave() {
  await drop();
  await self.registration.unregister();
}

async function takeKey(key) {
  const name = PREFIX + key;
  if ((await active()) === name) return;
  await drop();
  current = Promise.resolve(name);
}

/** A whole reply small enough to keep: its length is known and at most MEDIA_CAP. */
function fits(response) {
  const length = response.headers.get('content-length');
  return length !== null && Number(length) <= MEDIA_CAP;
}

async function store(key, response) {
  const name = await active();
  if (!name || response.status !== 200 || response.type !== 'basic') return;
  // Only media can be this large, so only /storage/ replies must declare a length within the cap; other
  // replies, even of unknown length (streamed, compressed), are small.
  if (new URL(typeof key === 'string' ? key : key.url, self.location.origin).pathname.startsWith('/storage/') && !fits(response)) return;
  const cache = await caches.open(name);
  // Dropped meanwhile: opening made it again; it must not outlive the session.
  if ((await active()) !== name) return caches.delete(name);
  await cache.put(key, response);
}

async function fromCache(key) {
  const name = await active();
  return name ? caches.match(key, { cacheName: name, ignoreVary: true }) : undefined;
}

/** Reads a session reply: the key it names becomes the cache, or the cache goes. */
async function readSession(response) {
  if (!response.ok) return;
  try {
    const session = await response.clone().json();
    if (session.role === 'viewer' && typeof session.offline_key === 'string') await takeKey(session.offline_key);
    else await leave();
  } catch {
    // Not the app's reply: leave the cache as it is.
  }
}

/** What every network reply may say about the session: a 401 means it is gone. */
async function checked(response, key) {
  if (response.status === 401) await leave();
  else await store(key, response.clone());
  return response;
}

async function page(request) {
  try {
    const response = await fetch(request);
    // The closed gift's neutral page (403): the link no longer opens it here.
    if (response.status === 403) await leave();
    else if ((response.headers.get('content-type') || '').startsWith('text/html')) await store(SHELL, response.clone());
    return response;
  } catch (error) {
    const cached = await fromCache(SHELL);
    if (cached) return cached;
    throw error;
  }
}

async function session(request) {
  try {
    const response = await fetch(request);
    await readSession(response);
    await store(request, response.clone());
    return response;
  } catch (error) {
    const cached = await fromCache(request);
    if (cached) return cached;
    throw error;
  }
}

async function networkFirst(request) {
  try {
    return await checked(await fetch(request), request);
  } catch (error) {
    const cached = await fromCache(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await fromCache(request);
  if (cached) return cached;
  return checked(await fetch(request), request);
}

/** Media whose whole file is being fetched, or is over the cap: asked for once per worker. */
const wholeAsked = new Set();

/**
 * Stores the whole file behind a range request, once: a request without Range, the session's cookie, past
 * the HTTP cache (Firefox answers it from there with the player's partial reply, a 206, which is not stored).
 */
async function keepWhole(url) {
  if (wholeAsked.has(url) || !(await active()) || (await fromCache(url))) return;
  wholeAsked.add(url);
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
    if (response.status === 200 && !fits(response)) {
      await response.body?.cancel(); // Too large: only the headers were read, and it stays asked.
      return;
    }
    await checked(response, url);
    wholeAsked.delete(url);
  } catch (error) {
    // Offline or cut off: the next range request asks again. A full disk: not while this worker runs.
    if (error?.name !== 'QuotaExceededError') wholeAsked.delete(url);
  }
}

/** A range request for media: the network while it answers, else the part cut out of the stored file. */
async function ranged(request) {
  try {
    const response = await fetch(request);
    if (response.status === 401) await leave();
    return response;
  } catch (error) {
    const stored = await fromCache(request.url);
    if (stored) return partOf(stored, request.headers.get('range'));
    throw error;
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || PASS(url.pathname)) return;
  const isMedia = url.pathname.startsWith('/storage/');
  if (request.headers.has('range')) {
    if (!isMedia || request.mode === 'navigate') return;
    event.respondWith(ranged(request));
    return event.waitUntil(keepWhole(url.href));
  }
  const isData = isMedia || url.pathname.startsWith('/api/');
  // A page is an app route (the shell); a download or the API's own page opened as a page is not.
  if (request.mode === 'navigate') return isData ? undefined : event.respondWith(page(request));
  if (url.pathname === '/api/session') return event.respondWith(session(request));
  if (url.pathname.startsWith('/assets/') || isMedia) return event.respondWith(cacheFirst(request));
  event.respondWith(networkFirst(request));
});

/** The build's list of the recipient pages' files (vite.config.ts, offlineFiles). */
const BUILD_FILES = '/offline-files.json';
/** How many of them are fetched at once: the page's own requests keep most of the connections. */
const AT_ONCE = 3;

/** Stores a file the cache lacks; false once the network is gone. */
async function keepFile(href, key = href) {
  if (await fromCache(key)) return true;
  try {
    const response = await fetch(href, { credentials: 'same-origin' });
    if (key !== SHELL || (response.headers.get('content-type') || '').startsWith('text/html')) await checked(response, key);
    return true;
  } catch {
    return false;
  }
}

/** Every recipient page's data and files, so a page never opened opens offline too (decisions 055, 058). */
async function keepBuild(reads) {
  if (!(await active())) return;
  let files = [];
  try {
    files = await (await fetch(BUILD_FILES, { cache: 'no-cache' })).json();
  } catch {
    // Offline, or a build without the list: pages opened online are still stored on the way.
  }
  const queue = [
    // API addresses only, asked for with a GET; the session is the key's, asked for by unlocked().
    ...reads.filter((read) => typeof read === 'string' && read.startsWith('/api/') && read !== '/api/session'),
    ...(Array.isArray(files) ? files : []).filter((file) => typeof file === 'string' && file.startsWith('/assets/')),
  ];
  const next = async () => {
    for (let file = queue.shift(); file && (await active()); file = queue.shift()) if (!(await keepFile(file))) return;
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
}

/** The page is past the PIN: ask the server for the key (its reply kept, for the gate offline), then store what the page loaded before. */
async function unlocked(urls) {
  try {
    const reply = await fetch('/api/session');
    await readSession(reply);
    await store('/api/session', reply);
  } catch {
    return; // Offline: the key cannot be asked for; what is stored stays.
  }
  const name = await active();
  if (!name) return;
  for (const href of new Set(urls)) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || PASS(url.pathname) || url.pathname === '/api/session') continue;
    const isPage = href === urls[0];
    // Media (photos, and the music or video the page played before the worker took control): whole files.
    if (!isPage && url.pathname.startsWith('/storage/')) await keepWhole(url.href);
    else if (!(await keepFile(url.href, isPage ? SHELL : url.href))) return; // Offline already: what is stored stays.
  }
}

/** The last page's unlocking: the build's files are stored after it (the key comes first). */
let unlocking = Promise.resolve();

self.addEventListener('message', (event) => {
  if (event.origin !== self.location.origin) return;
  if (event.data?.type === 'kado-idle') {
    const reads = Array.isArray(event.data.reads) ? event.data.reads.slice(0, 100) : [];
    return event.waitUntil(unlocking.then(() => keepBuild(reads)));
  }
  if (event.data?.type !== 'kado-unlocked' || !Array.isArray(event.data.urls)) return;
  unlocking = unlocked(event.data.urls.filter((href) => typeof href === 'string').slice(0, 500));
  event.waitUntil(unlocking);
});
