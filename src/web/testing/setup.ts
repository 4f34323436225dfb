import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { resetGift } from './db';
import { logged, server, unanswered, writes } from './server';

// The `web` project's setup (decision 053): the API answered at the network edge by MSW, from a fresh in-memory
// gift per test, so the pages' own api/ hooks run unchanged; a request no handler answers fails the test.

// findBy* and waitFor wait for a state up to 5 s (Testing Library's 1 s is too short on a loaded two-core host,
// decision 053); a test that finds its state at once still ends at once.
configure({ asyncUtilTimeout: 5_000 });

// Past the PIN a page starts the offline worker, fetches every page's code and tells the server its footstep
// (lib/past-pin.ts): a real browser's work, proved by e2e/offline.spec.ts and e2e/footsteps.spec.ts, not here.
vi.mock('@/lib/past-pin', () => ({ pastPin: () => {} }));

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
      // Refused as 'error' would refuse it: never passed on to the network.
      print.error();
      throw new Error(`No MSW handler for ${request.method} ${request.url}`);
    },
  }),
);
beforeEach(() => {
  resetGift();
  writes.length = 0;
  logged.length = 0;
  unanswered.length = 0;
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
  // Back to the test page's address, the origin included: a test whose link went to a gift's own address
  // (http://rina.kado.test/) must not leave the next file's page there.
  if (window.location.origin === 'http://localhost') window.history.replaceState(null, '', '/');
  else (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL('http://localhost/');
  if (unanswered.length > 0) throw new Error(`No MSW handler answered: ${[...new Set(unanswered)].join(', ')} (src/web/testing/handlers)`);
});
afterAll(() => server.close());
