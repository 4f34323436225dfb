import { describe, expect, it } from 'vitest';
import { resourcesToKeep } from './offline';

describe('resourcesToKeep', () => {
  const origin = 'https://kita.example';

  it('keeps the files and the API addresses the app read, and no address it only wrote to (a GET of it is a 404)', () => {
    const loaded = [
      `${origin}/days-of-love`,
      `${origin}/assets/index-abc.js`,
      `${origin}/api/opening`,
      `${origin}/api/gallery/detail/3?page=2`,
      `${origin}/api/date-input/verify`,
      `${origin}/api/activity/page`,
      `${origin}/api/login`,
      `${origin}/storage/gallery/a.jpg`,
    ];
    const reads = new Set(['/api/opening', '/api/gallery/detail/3?page=2', '/api/session']);
    expect(resourcesToKeep(loaded, origin, reads)).toEqual([
      `${origin}/days-of-love`,
      `${origin}/assets/index-abc.js`,
      `${origin}/api/opening`,
      `${origin}/api/gallery/detail/3?page=2`,
      `${origin}/storage/gallery/a.jpg`,
    ]);
  });

  it("leaves out another origin's files", () => {
    expect(resourcesToKeep(['https://other.example/logo.png'], origin, new Set())).toEqual([]);
  });
});
