import { describe, expect, it, vi } from 'vitest';
import type { PageReads } from './offline';

// Past the PIN, a recipient page tells its footstep (decision 040) and then starts offline (decision 031) with the
// pages' reads from the offline page's chunk. Each part has its own tests (page-visits, offline); here, that both
// happen, in that order, with the page's path and the reads the chunk gave.

const calls: string[] = [];
const startOffline = vi.fn((_reads: PageReads) => {
  calls.push('offline');
  return Promise.resolve();
});
vi.mock('./page-visits', () => ({ notePageVisit: (pathname: string) => calls.push(`footstep ${pathname}`) }));
vi.mock('./offline', () => ({ startOffline }));

const { pastPin } = await import('./past-pin');

describe('pastPin', () => {
  it("tells the page's footstep, then starts offline with the pages' reads", async () => {
    const reads: PageReads = { pageReadsAt: () => [], readsToStore: () => ['/api/opening'] };
    const pageReads = vi.fn(() => Promise.resolve(reads));
    pastPin('/gallery', pageReads);
    expect(calls).toEqual(['footstep /gallery']);
    await vi.waitFor(() => expect(startOffline).toHaveBeenCalledTimes(1));
    expect(startOffline).toHaveBeenCalledWith(reads);
    expect(pageReads).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['footstep /gallery', 'offline']);
  });
});
