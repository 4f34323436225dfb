// Offline after the PIN (decision 031). Loaded only once a recipient page sees a viewer session
// (components/recipient-gate.tsx), so the opening's first load carries none of it and strangers never
// get a worker. Registers /sw.js (src/web/public/sw.js), then tells it what this page loaded before the
// worker took control, so those files open again offline too. The worker asks the server for the key.

/**
 * Calls this page may have made before the worker took control that are not files to keep: the PIN's check
 * (a POST, which the page makes just before it starts the worker) and the sign-ins. The browser's list of
 * loaded resources does not say which were POSTs, so the worker would ask for these with a GET (a 404).
 */
const NOT_KEPT = new Set(['/api/date-input/verify', '/api/login', '/api/logout']);

/** What of the page's loaded resources the worker should keep. */
export function resourcesToKeep(loaded: readonly string[], origin: string): string[] {
  return loaded.filter((href) => {
    const url = new URL(href, origin);
    return url.origin !== origin || !NOT_KEPT.has(url.pathname);
  });
}

let started: Promise<void> | undefined;

/**
 * Starts offline once per page load (later calls share the first): registers the worker, waits for it to take
 * control and for `pagesLoaded` (every page's code), then tells it what the page loaded, so it keeps all of it.
 */
export function startOffline(pagesLoaded?: Promise<unknown>): Promise<void> {
  return (started ??= start(pagesLoaded));
}

async function start(pagesLoaded?: Promise<unknown>): Promise<void> {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!workers) return;
  try {
    await workers.register('/sw.js', { scope: '/' });
    await workers.ready;
    if (!workers.controller) {
      await new Promise<void>((resolve) => workers.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    await pagesLoaded;
    // The music and the video too: the worker stores their whole files, up to its size cap.
    const loaded = resourcesToKeep(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => entry.name),
      window.location.origin,
    );
    // The page first: the worker keeps it as the shell every route opens from.
    workers.controller?.postMessage({ type: 'kado-unlocked', urls: [window.location.href, ...loaded] });
  } catch {
    // No worker (private browsing, a browser without them): the gift works online only.
  }
}
