// Offline after the PIN (decision 031). Loaded only once a recipient page sees a viewer session
// (components/recipient-gate.tsx), so the opening's first load carries none of it and strangers never
// get a worker. Registers /sw.js (src/web/public/sw.js), then tells it what this page loaded before the
// worker took control, so those files open again offline too. The worker asks the server for the key.

let started = false;

export async function startOffline(): Promise<void> {
  const workers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (started || !workers) return;
  started = true;
  try {
    await workers.register('/sw.js', { scope: '/' });
    await workers.ready;
    if (!workers.controller) {
      await new Promise<void>((resolve) => workers.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    // The music and the video too: the worker stores their whole files, up to its size cap.
    const loaded = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => entry.name);
    // The page first: the worker keeps it as the shell every route opens from.
    workers.controller?.postMessage({ type: 'kado-unlocked', urls: [window.location.href, ...loaded] });
  } catch {
    // No worker (private browsing, a browser without them): the gift works online only.
  }
}
