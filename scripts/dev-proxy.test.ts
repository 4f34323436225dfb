import { describe, expect, it } from 'vitest';
import { DEV_API_PROXY } from '../vite.config';

// `npm run dev:web` proxies the API to the API server, but the app's own modules under /api
// (src/web/api/*.ts, asked for as /api/host.ts) must stay with Vite, or the dev app never starts.
describe('the dev proxy', () => {
  const proxied = (url: string) => new RegExp(DEV_API_PROXY).test(url);

  it("sends the API's calls to the API server", () => {
    for (const url of ['/api/opening', '/api/settings', '/api/gallery/create-photos', '/api/todos?x=1', '/api/storage.json']) {
      expect(proxied(url), url).toBe(true);
    }
  });

  it("keeps the app's own modules with Vite", () => {
    for (const url of ['/api/host.ts', '/api/query-client.ts', '/api/gallery.ts?t=123', '/api/thing.tsx', '/src/api/x.ts']) {
      expect(proxied(url), url).toBe(false);
    }
  });
});
