// Offline after the PIN (decisions 031, 055, 058). Loaded only once a recipient page sees a viewer session
// (components/recipient-gate.tsx), so the opening's first load carries none of it and strangers never
// get a worker. Registers /sw.js (src/web/public/sw.js) and tells it what this page loaded before the worker
// took control, so those open again offline too; once the page is idle, tells it to store every recipient page's
// reads (api/page-reads.ts) and every other page's files (the build's list, offline-files.json) itself: the page
// never fetches another page's data or code, nor runs it.

/**
 * The pages' reads (api/page-reads.ts), handed in by the caller from the offline page's chunk, which every page
 * loads: a chunk of their own would be named in the entry's, in every page's first load.
 */
export interface PageReads {
  pageReadsAt: (pathname: string) => string[];
  readsToStore: () => string[];
}

/**
 * What of the page's loaded resources the worker should fetch again (with a GET) and keep: same-origin files,
 * and of the API only the pages' reads (`reads`). The browser's list of loaded resources does not say which
 * were writes (the PIN's check, the footsteps: a GET of those is a 404).
 */
export function resourcesToKeep(loaded: readonly string[], origin: string, reads: ReadonlySet<string>): string[] {
  const read = new Set([...reads].map((address) => addressOf(new URL(address, origin))));
  return loaded.filter((href) => {
    const url = new URL(href, origin);
    return url.origin === origin && (!url.pathname.startsWith('/api/') || read.has(addressOf(url)));
  });
}

const addressOf = (url: URL) => url.pathname + url.search;

/** Resolves once the page has loaded and the main thread has a moment, so work after it never competes with the page. */
function pageIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 5_000 }) : setTimeout(resolve, 1_000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

let started: Promise<void> | undefined;

/**
 * Starts offline once per page load (later calls share the first): registers the worker, waits for it to take
 * control, tells it what the page loaded (of the API, only the pages' reads, api/page-reads.ts), then, once the page
 * is idle, to store every recipient page's reads and the other pages' files.
 */
export function startOffline({ pageReadsAt, readsToStore }: PageReads): Promise<void> {
  return (started ??= start(pageReadsAt, readsToStore));
}

async function start(pageReadsAt: PageReads['pageReadsAt'], readsToStore: PageReads['readsToStore']): Promise<void> {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!workers) return;
  try {
    await workers.register('/sw.js', { scope: '/' });
    await workers.ready;
    if (!workers.controller) {
      await new Promise<void>((resolve) => workers.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    // Every page's reads, and this page's own that name one folder or question.
    const reads = [...readsToStore(), ...pageReadsAt(window.location.pathname)];
    // The music and the video too: the worker stores their whole files, up to its size cap.
    const loaded = resourcesToKeep(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => entry.name),
      window.location.origin,
      new Set(reads),
    );
    // The page first: the worker keeps it as the shell every route opens from.
    workers.controller?.postMessage({ type: 'kado-unlocked', urls: [window.location.href, ...loaded] });
    await pageIdle();
    workers.controller?.postMessage({ type: 'kado-idle', reads });
  } catch {
    // No worker (private browsing, a browser without them): the gift works online only.
  }
}
