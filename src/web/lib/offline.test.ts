import { describe, expect, it } from 'vitest';
import { resourcesToKeep } from './offline';

describe('resourcesToKeep', () => {
  const origin = 'https://kita.example';

  it("leaves out the PIN's check and the sign-ins, which the worker would ask for with a GET (a 404)", () => {
    const loaded = [
      `${origin}/days-of-love`,
      `${origin}/assets/index-abc.js`,
      `${origin}/api/opening`,
      `${origin}/api/date-input/verify`,
      `${origin}/api/login`,
      `${origin}/storage/gallery/a.jpg`,
    ];
    expect(resourcesToKeep(loaded, origin)).toEqual([
      `${origin}/days-of-love`,
      `${origin}/assets/index-abc.js`,
      `${origin}/api/opening`,
      `${origin}/storage/gallery/a.jpg`,
    ]);
  });

  it("keeps another origin's files as they came (the worker itself skips them)", () => {
    expect(resourcesToKeep(['https://other.example/api/login'], origin)).toEqual(['https://other.example/api/login']);
  });
});
