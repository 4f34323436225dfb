import { test as base, type BrowserContext } from '@playwright/test';
import { LOADING_SCREEN_MS } from '../src/shared/constants';
import { makeOwnGift, removeOwnGift, setOwnGift, type OwnGift } from './own-gift';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, FrameLocator, Locator, Page, Route } from '@playwright/test';

/** The gift a file's tests share when the file asks for one (`test.use({ giftPerFile: true })`), one per project. */
let fileGift: { key: string; gift: OwnGift } | undefined;

/**
 * The journeys' `test`: Playwright's, with two additions.
 *
 * A gift of its own (decision 091): before each test a fresh gift, seeded like the demo, is made through the
 * operator's API and becomes the test's `baseURL` (`http://{slug}.kado.localhost:{port}`); it is deleted after
 * the test. A file whose tests follow one another on purpose (a giver leaves what the recipient then plays) sets
 * `test.use({ giftPerFile: true })` and runs serially: its tests share one gift per project.
 *
 * The loading screen (docs/product.md §1) stays until LOADING_SCREEN_MS after navigation start, read from
 * `performance.now()` (src/web/lib/loading-screen.ts). Unless a file sets `test.use({ skipLoadingScreen: false })`,
 * every page of the journey's own context starts its clock that far on, so the screen lifts as soon as the app
 * has started and each page load does not wait 2 s for it. The switch lives only here, in the test runner's init
 * script: the built app has no flag, query or cookie that does this. The journeys that test the loading screen
 * itself (and those that hold the page's clock) turn it off.
 */
export const test = base.extend<{ skipLoadingScreen: boolean; giftPerFile: boolean; gift: OwnGift }, { leftoverGift: void }>({
  skipLoadingScreen: [true, { option: true }],
  giftPerFile: [false, { option: true }],
  gift: async ({ giftPerFile }, use, testInfo) => {
    const key = `${testInfo.project.name} ${testInfo.file}`;
    if (fileGift && (!giftPerFile || fileGift.key !== key)) {
      await removeOwnGift(fileGift.gift);
      fileGift = undefined;
    }
    if (giftPerFile) {
      fileGift ??= { key, gift: await makeOwnGift(testInfo.workerIndex) };
      setOwnGift(fileGift.gift);
      await use(fileGift.gift);
      setOwnGift(undefined);
      return;
    }
    const gift = await makeOwnGift(testInfo.workerIndex);
    setOwnGift(gift);
    await use(gift);
    setOwnGift(undefined);
    await removeOwnGift(gift);
  },
  baseURL: async ({ gift }, use) => use(gift.origin),
  context: async ({ context, skipLoadingScreen }, use) => {
    if (skipLoadingScreen) await skipLoadingScreenIn(context);
    await use(context);
  },
  // A file's shared gift outlives its last test: removed when the worker ends.
  leftoverGift: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use();
      if (fileGift) await removeOwnGift(fileGift.gift);
      fileGift = undefined;
    },
    { scope: 'worker', auto: true },
  ],
});

/** The same switch for a context a journey makes itself (a second person: the giver, a friend). */
export async function skipLoadingScreenIn(context: BrowserContext): Promise<void> {
  await context.addInitScript((offset: number) => {
    const now = performance.now.bind(performance);
    performance.now = () => now() + offset;
  }, LOADING_SCREEN_MS);
}
