import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@shared/constants';

// The recipient's footsteps: the server is told the first visit of each recipient page behind the
// PIN, once per page load of the app; a visit the server did not take is told again next time.

type Reply = { ok: boolean } | Error;

async function freshModule(replies: Reply[] = []) {
  vi.resetModules();
  const fetch = vi.fn(() => {
    const reply = replies.shift() ?? { ok: true };
    return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
  });
  vi.stubGlobal('fetch', fetch);
  const { notePageVisit } = await import('./page-visits');
  return { notePageVisit, fetch };
}

const pagesTold = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).page);

describe('notePageVisit', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("tells the server a recipient page's first visit, with the CSRF header, sent even as the page unloads", async () => {
    const { notePageVisit, fetch } = await freshModule();
    notePageVisit('/gallery');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/activity/page');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ page: 'gallery' });
    expect(init.credentials).toBe('same-origin');
    expect(init.keepalive).toBe(true);
  });

  it('names the page by its route, parameters and a trailing slash included, and tells each page once', async () => {
    const { notePageVisit, fetch } = await freshModule();
    notePageVisit('/folder/12');
    notePageVisit('/folder/13');
    notePageVisit('/games/quiz/');
    notePageVisit('/games/quiz');
    notePageVisit('/games');
    await Promise.resolve();
    expect(pagesTold(fetch)).toEqual(['folder', 'quiz', 'games']);
  });

  it("never tells the opening, the PIN's date page, the giver's pages or an unknown address", async () => {
    const { notePageVisit, fetch } = await freshModule();
    for (const path of ['/', '/date-input2', '/edit-pages', '/edit-love-moment/4', '/games/quiz/list', '/nope', '/gallery/x'])
      notePageVisit(path);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a visit again after the server refused it or the network failed, not after it was taken', async () => {
    const { notePageVisit, fetch } = await freshModule([{ ok: false }, new Error('offline'), { ok: true }]);
    notePageVisit('/coupon');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    notePageVisit('/coupon');
    await new Promise((resolve) => setTimeout(resolve, 0));
    notePageVisit('/coupon');
    await new Promise((resolve) => setTimeout(resolve, 0));
    notePageVisit('/coupon');
    expect(pagesTold(fetch)).toEqual(['coupon', 'coupon', 'coupon']);
  });
});
