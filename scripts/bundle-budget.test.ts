import { describe, expect, test } from 'vitest';
import { kb, measureFirstLoads, readManifest, unclassifiedPages } from './bundle-size.mjs';

// Byte budgets of each recipient page's first load (JS + CSS, gzip -9 of the built chunks), the way
// size-limit does it: deterministic bytes, not time. Runs in `npm test` after `npm run build`
// (`npm run test:budget`); `vitest run` leaves it out, since dist may be older than the sources there.
//
// Issue 15's goals: `/` <= 100 KB and every recipient page <= 120 KB. Today's build is over them, so
// these are the figures after wave 2's merges (2026-11-23) rounded up to the KB plus 2 KB: they catch a
// regression until the goals are met, and each is lowered as the pages shrink.
const GOAL_KB = { opening: 100, page: 120 };
const BUDGET_KB: Record<string, number> = {
  '/': 127,
  '/date-input2': 126,
  '/days-of-love': 125,
  '/features': 185,
  '/gallery': 128,
  '/folder/:folderId': 130,
  '/todo-list': 125,
  '/games': 124,
  '/games/quiz': 126,
  '/games/quiz/list/option/:id': 125,
  '/games/tts': 127,
  '/main-gift': 125,
  '/video-gift': 127,
  '/love-moment': 126,
  '/love-typing': 126,
  '/coupon': 152,
};

const manifest = readManifest();

describe.skipIf(!manifest)('bundle budget of the recipient pages (needs `npm run build`)', () => {
  const loads = manifest ? measureFirstLoads(manifest) : [];

  test('every page chunk is either a recipient page or listed as the giver’s', () => {
    expect(unclassifiedPages(manifest!)).toEqual([]);
  });

  test('the figures', () => {
    const rows = loads.map((load) => {
      const goal = load.route === '/' ? GOAL_KB.opening : GOAL_KB.page;
      return `${load.route.padEnd(30)} ${kb(load.js).padStart(7)} ${kb(load.css).padStart(7)} ${kb(load.total).padStart(7)} ${String(BUDGET_KB[load.route]).padStart(7)} ${String(goal).padStart(5)}`;
    });
    console.log(
      [`${'first load, gzip -9 KB'.padEnd(30)} ${'JS'.padStart(7)} ${'CSS'.padStart(7)} ${'total'.padStart(7)} ${'budget'.padStart(7)} ${'goal'.padStart(5)}`, ...rows].join('\n'),
    );
    expect(Object.keys(BUDGET_KB).sort()).toEqual(loads.map((load) => load.route).sort());
  });

  test.each(Object.entries(BUDGET_KB))('%s stays within %d KB', (route, budget) => {
    const load = loads.find((candidate) => candidate.route === route);
    expect(load, `no first load measured for ${route}`).toBeDefined();
    expect(Number(kb(load!.total)), `${route}: ${kb(load!.total)} KB gzip (${load!.files.join(', ')})`).toBeLessThanOrEqual(budget);
  });
});

if (!manifest) {
  test('bundle budget skipped: dist/web/.vite/manifest.json is missing (run `npm run build`, then `npm run test:budget`)', () => {});
}
