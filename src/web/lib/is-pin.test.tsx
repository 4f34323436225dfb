import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_SCREEN_MS } from '@shared/constants';

// is_pin (docs/product.md §4) waits for the loading screen to lift before it touches localStorage (decision 101):
// a page's first use of localStorage blocks its main thread while the browser loads the stored values.

/** The modules afresh (they remember the lift), with index.html's loading screen on the page at navigation start. */
async function freshPage() {
  vi.resetModules();
  document.body.innerHTML = '<div id="loading-screen">Kado</div><div id="root"></div>';
  vi.spyOn(performance, 'now').mockReturnValue(0);
  const screen = await import('./loading-screen');
  const flag = await import('./is-pin');
  return { ...screen, ...flag };
}

describe('is_pin', () => {
  let touched: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    touched = [];
    for (const name of ['getItem', 'setItem'] as const) {
      const original = localStorage[name].bind(localStorage) as (...args: string[]) => string | null;
      vi.spyOn(localStorage, name).mockImplementation((...args: string[]) => {
        touched.push(`${name} ${args.join(' ')}`);
        return original(...args) as never;
      });
    }
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('is not read or written under the loading screen; the last write is stored once it lifts, and readers are told', async () => {
    localStorage.setItem('is_pin', 'true');
    touched = [];
    const { dismissLoadingScreen, readIsPin, subscribeIsPin, writeIsPin } = await freshPage();
    dismissLoadingScreen();
    const told = vi.fn();
    subscribeIsPin(told);

    expect(readIsPin()).toBeNull();
    writeIsPin('true');
    writeIsPin('false');
    expect(readIsPin()).toBe('false');
    expect(touched).toEqual([]);
    expect(localStorage.getItem('is_pin')).toBe('true');
    touched = [];

    told.mockClear();
    vi.advanceTimersByTime(LOADING_SCREEN_MS);
    expect(touched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(touched).toEqual(['setItem is_pin false']);
    expect(told).toHaveBeenCalled();
    expect(readIsPin()).toBe('false');
  });

  it('after the lift reads what another tab stored, and writes at once', async () => {
    const { dismissLoadingScreen, readIsPin, subscribeIsPin, writeIsPin } = await freshPage();
    dismissLoadingScreen();
    subscribeIsPin(() => {});
    vi.advanceTimersByTime(LOADING_SCREEN_MS + 1);

    localStorage.setItem('is_pin', 'true');
    expect(readIsPin()).toBe('true');
    writeIsPin('false');
    expect(localStorage.getItem('is_pin')).toBe('false');
  });
});
