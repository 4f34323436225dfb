import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Offline after the PIN (decisions 031, 055, 058): the page registers /sw.js, waits for it to take control, tells it
// what the page loaded (`kado-unlocked`, the page itself first), then, once the page is idle, what every page reads
// (`kado-idle`). The worker itself is proved by e2e/offline.spec.ts; here, what the page tells it, given a fake of
// the browser's service worker container.

type Message = { type: string; urls?: string[]; reads?: string[] };

class FakeWorker {
  messages: Message[] = [];
  postMessage(message: Message) {
    this.messages.push(message);
  }
}

/** A stand-in for `navigator.serviceWorker`: `controller` is the worker controlling the page, if any. */
class FakeContainer extends EventTarget {
  registered: unknown[][] = [];
  controller: FakeWorker | null;
  ready = Promise.resolve();
  refuse = false;
  constructor(controller: FakeWorker | null) {
    super();
    this.controller = controller;
  }
  register(...args: unknown[]) {
    this.registered.push(args);
    return this.refuse ? Promise.reject(new Error('SecurityError')) : Promise.resolve();
  }
  takeControl(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const ORIGIN = 'http://localhost';
const loadedResources = [
  `${ORIGIN}/assets/index-abc.js`,
  `${ORIGIN}/api/gallery`,
  `${ORIGIN}/api/activity/page`,
  'https://fonts.example/font.woff2',
];

/** The page's reads (api/page-reads.ts): every page's, and the open page's own. */
const pageReads = {
  readsToStore: () => ['/api/opening', '/api/gallery'],
  pageReadsAt: (pathname: string) => (pathname === '/gallery/3' ? ['/api/gallery/detail/3'] : []),
};

let idleCallbacks: (() => void)[];

async function freshPage(controller: FakeWorker | null) {
  vi.resetModules();
  const container = new FakeContainer(controller);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  idleCallbacks = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => {
      idleCallbacks.push(callback);
      return idleCallbacks.length;
    }),
  );
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(loadedResources.map((name) => ({ name }) as PerformanceResourceTiming));
  window.history.replaceState(null, '', '/gallery/3');
  const { startOffline } = await import('./offline');
  return { container, startOffline };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function runIdle() {
  const waiting = idleCallbacks.splice(0);
  waiting.forEach((callback) => callback());
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('startOffline', () => {
  it('registers the worker for the whole site, tells it what the page loaded, then once idle what every page reads', async () => {
    const worker = new FakeWorker();
    const { container, startOffline } = await freshPage(worker);
    const started = startOffline(pageReads);
    await settle();

    expect(container.registered).toEqual([['/sw.js', { scope: '/' }]]);
    expect(worker.messages).toEqual([
      {
        type: 'kado-unlocked',
        // The page first (the shell every route opens from); of the API only what a page reads, nothing of another origin.
        urls: [`${ORIGIN}/gallery/3`, `${ORIGIN}/assets/index-abc.js`, `${ORIGIN}/api/gallery`],
      },
    ]);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });

    runIdle();
    await started;
    expect(worker.messages[1]).toEqual({ type: 'kado-idle', reads: ['/api/opening', '/api/gallery', '/api/gallery/detail/3'] });
    expect(worker.messages).toHaveLength(2);
  });

  it('waits for the worker to take control of a page it did not load (the first visit)', async () => {
    const { container, startOffline } = await freshPage(null);
    const started = startOffline(pageReads);
    await settle();
    expect(container.registered).toHaveLength(1);

    const worker = new FakeWorker();
    container.takeControl(worker);
    await settle();
    expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked']);
    runIdle();
    await started;
    expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked', 'kado-idle']);
  });

  it('starts once per page load, however many pages ask', async () => {
    const worker = new FakeWorker();
    const { container, startOffline } = await freshPage(worker);
    const first = startOffline(pageReads);
    const second = startOffline(pageReads);
    expect(second).toBe(first);
    await settle();
    runIdle();
    await first;
    expect(container.registered).toHaveLength(1);
    expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked', 'kado-idle']);
  });

  it('waits for the page to finish loading before the idle work', async () => {
    const worker = new FakeWorker();
    const { startOffline } = await freshPage(worker);
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    try {
      void startOffline(pageReads);
      await settle();
      expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked']);
      expect(window.requestIdleCallback).not.toHaveBeenCalled();

      window.dispatchEvent(new Event('load'));
      expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
      runIdle();
      await settle();
      expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked', 'kado-idle']);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('waits a second where the browser has no idle callback (Safari)', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const { startOffline } = await freshPage(worker);
      vi.unstubAllGlobals();
      Reflect.deleteProperty(window, 'requestIdleCallback');
      void startOffline(pageReads);
      await vi.advanceTimersByTimeAsync(0);
      expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked']);
      await vi.advanceTimersByTimeAsync(999);
      expect(worker.messages).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(worker.messages.map((message) => message.type)).toEqual(['kado-unlocked', 'kado-idle']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the gift online only, quietly, where the browser refuses a worker (private browsing)', async () => {
    const worker = new FakeWorker();
    const { container, startOffline } = await freshPage(worker);
    container.refuse = true;
    await expect(startOffline(pageReads)).resolves.toBeUndefined();
    expect(worker.messages).toEqual([]);
  });

  it('does nothing in a browser without service workers', async () => {
    const { startOffline } = await freshPage(null);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(startOffline(pageReads)).resolves.toBeUndefined();
  });
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
