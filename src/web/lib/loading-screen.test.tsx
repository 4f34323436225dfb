import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SCREEN_MS } from '@shared/constants';

// The loading screen (docs/product.md §1): index.html paints it; it stays until LOADING_SCREEN_MS after navigation
// start, then fades (the `is-leaving` class, hidden from assistive technology) and leaves the page 450 ms later.
// What plays behind it (the opening's typed name, the heart) waits for it to lift.

/** The module afresh (it remembers whether the screen has lifted), with index.html's screen on the page. */
async function freshPage({ screen = true, now = 0 } = {}) {
  vi.resetModules();
  document.body.innerHTML = screen ? '<div id="loading-screen">Kado</div><div id="root"></div>' : '<div id="root"></div>';
  vi.spyOn(performance, 'now').mockReturnValue(now);
  return import('./loading-screen');
}

const screenElement = () => document.getElementById('loading-screen');

describe('the loading screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('stays until LOADING_SCREEN_MS after navigation start, then fades out, hidden from screen readers, and goes', async () => {
    const { dismissLoadingScreen, loadingScreenLifted } = await freshPage({ now: 500 });
    dismissLoadingScreen();
    const screen = screenElement()!;

    vi.advanceTimersByTime(LOADING_SCREEN_MS - 500 - 1);
    expect(screen.classList.contains('is-leaving')).toBe(false);
    expect(screen.hasAttribute('aria-hidden')).toBe(false);
    expect(loadingScreenLifted()).toBe(false);

    vi.advanceTimersByTime(1);
    expect(screen.classList.contains('is-leaving')).toBe(true);
    expect(screen.getAttribute('aria-hidden')).toBe('true');
    // Lifting while it still fades on the page.
    expect(screenElement()).toBe(screen);
    expect(loadingScreenLifted()).toBe(true);

    // Removed after the fade, even where no transitionend comes (reduced motion, a hidden tab).
    vi.advanceTimersByTime(449);
    expect(screenElement()).toBe(screen);
    vi.advanceTimersByTime(1);
    expect(screenElement()).toBeNull();
    expect(loadingScreenLifted()).toBe(true);
  });

  it('lifts at once when the app starts after LOADING_SCREEN_MS (a slow network)', async () => {
    const { dismissLoadingScreen, loadingScreenLifted } = await freshPage({ now: LOADING_SCREEN_MS + 1_500 });
    dismissLoadingScreen();
    vi.advanceTimersByTime(0);
    expect(screenElement()!.classList.contains('is-leaving')).toBe(true);
    expect(loadingScreenLifted()).toBe(true);
  });

  it('tells what waits for it (the typed name) when it lifts, once, and not before', async () => {
    const { dismissLoadingScreen, onLoadingScreenLifted } = await freshPage();
    const typedName = vi.fn();
    const heart = vi.fn();
    onLoadingScreenLifted(typedName);
    onLoadingScreenLifted(heart);
    dismissLoadingScreen();
    vi.advanceTimersByTime(LOADING_SCREEN_MS - 1);
    expect(typedName).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(typedName).toHaveBeenCalledTimes(1);
    expect(heart).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(typedName).toHaveBeenCalledTimes(1);
  });

  it('tells a listener at once when the screen has lifted, or when the page has none', async () => {
    const lifted = await freshPage();
    lifted.dismissLoadingScreen();
    vi.advanceTimersByTime(LOADING_SCREEN_MS);
    const late = vi.fn();
    lifted.onLoadingScreenLifted(late);
    expect(late).toHaveBeenCalledTimes(1);

    const none = await freshPage({ screen: false });
    expect(none.loadingScreenLifted()).toBe(true);
    const listener = vi.fn();
    none.onLoadingScreenLifted(listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells its listeners when the screen was already gone as the app started', async () => {
    const { dismissLoadingScreen, onLoadingScreenLifted, loadingScreenLifted } = await freshPage();
    const listener = vi.fn();
    onLoadingScreenLifted(listener);
    screenElement()!.remove();
    dismissLoadingScreen();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadingScreenLifted()).toBe(true);
  });

  it('does not tell a listener that unsubscribed (a page left before the screen lifted)', async () => {
    const { dismissLoadingScreen, onLoadingScreenLifted } = await freshPage();
    const gone = vi.fn();
    const stays = vi.fn();
    const unsubscribe = onLoadingScreenLifted(gone);
    onLoadingScreenLifted(stays);
    unsubscribe();
    dismissLoadingScreen();
    vi.advanceTimersByTime(LOADING_SCREEN_MS);
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });
});
