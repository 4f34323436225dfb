import { test as base, type BrowserContext } from '@playwright/test';
import { LOADING_SCREEN_MS } from '../src/shared/constants';

export { expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, FrameLocator, Locator, Page, Route } from '@playwright/test';

/**
 * The journeys' `test`: Playwright's, with one switch. The loading screen (docs/product.md §1) stays until
 * LOADING_SCREEN_MS after navigation start, read from `performance.now()` (src/web/lib/loading-screen.ts).
 * Unless a file sets `test.use({ skipLoadingScreen: false })`, every page of the journey's own context
 * starts its clock that far on, so the screen lifts as soon as the app has started and each page load
 * does not wait 2 s for it. The switch lives only here, in the test runner's init script: the built app
 * has no flag, query or cookie that does this. The journeys that test the loading screen itself (and
 * those that hold the page's clock) turn it off.
 */
export const test = base.extend<{ skipLoadingScreen: boolean }>({
  skipLoadingScreen: [true, { option: true }],
  context: async ({ context, skipLoadingScreen }, use) => {
    if (skipLoadingScreen) await skipLoadingScreenIn(context);
    await use(context);
  },
});

/** The same switch for a context a journey makes itself (a second person: the giver, a friend). */
export async function skipLoadingScreenIn(context: BrowserContext): Promise<void> {
  await context.addInitScript((offset: number) => {
    const now = performance.now.bind(performance);
    performance.now = () => now() + offset;
  }, LOADING_SCREEN_MS);
}
