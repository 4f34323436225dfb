import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { resetGift } from './db';
import { handlers } from './handlers';

// The `web` project's setup (decision 053): the API answered at the network edge by MSW, from a fresh in-memory
// gift per test, so the pages' own api/ hooks run unchanged; a request no handler answers fails the test.

export const server = setupServer(...handlers);

// Past the PIN a page starts the offline worker, fetches every page's code and tells the server its footstep
// (lib/past-pin.ts): a real browser's work, proved by e2e/offline.spec.ts and e2e/footsteps.spec.ts, not here.
vi.mock('@/lib/past-pin', () => ({ pastPin: () => {} }));

/** Every write the page sent (`POST /api/opening`), in order: a form that refuses its input sends none. */
export const writes: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** What the app logged with console.error this test (docs/product.md §8: failures are logged as well as told). */
export const logged: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetGift();
  writes.length = 0;
  logged.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  server.resetHandlers();
  // The toasts and storage live beyond a render: what one test raised is not the next one's.
  toast.remove();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
