import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SiteScope } from './site-scope.js';

describe('SiteScope', () => {
  it('is always the one gift in single-gift mode', () => {
    expect(new SiteScope(1).siteId()).toBe(1);
  });

  it('throws outside a gift in many-gifts mode: no silent default', () => {
    const scope = new SiteScope(undefined);
    expect(() => scope.siteId()).toThrow(/no gift in scope/);
    expect(scope.run(7, () => scope.siteId())).toBe(7);
  });

  it('keeps each run on its own gift across awaits that interleave', async () => {
    const scope = new SiteScope(undefined);
    const seen = await Promise.all(
      [1, 2, 3, 4].map((id) =>
        scope.run(id, async () => {
          const ids: number[] = [];
          for (let i = 0; i < 5; i++) {
            await sleep(5 - id);
            ids.push(scope.siteId());
          }
          return ids;
        }),
      ),
    );
    expect(seen).toEqual([1, 2, 3, 4].map((id) => Array(5).fill(id)));
  });
});
