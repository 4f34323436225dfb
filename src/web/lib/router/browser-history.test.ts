import { describe, expect, test, vi } from 'vitest';
import { createBrowserHistory, isPlainClick, resolveHref } from './browser-history';

/** The part of a window the history uses: an address, a stack of entries, popstate on go(). */
function fakeWindow(start = 'http://kado.test/') {
  const events = new EventTarget();
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(start), state: null }];
  let index = 0;
  const at = () => entries[index]!;
  const win = {
    location: {
      get href() {
        return at().url.href;
      },
      get pathname() {
        return at().url.pathname;
      },
      get search() {
        return at().url.search;
      },
      get hash() {
        return at().url.hash;
      },
      assign: vi.fn(),
    },
    history: {
      get state() {
        return at().state;
      },
      get length() {
        return entries.length;
      },
      pushState(state: unknown, _title: string, href: string) {
        entries.splice(index + 1, entries.length, { url: new URL(href, at().url), state });
        index += 1;
      },
      replaceState(state: unknown, _title: string, href: string) {
        entries[index] = { url: new URL(href, at().url), state };
      },
      go(delta: number) {
        index = Math.min(Math.max(index + delta, 0), entries.length - 1);
        events.dispatchEvent(new Event('popstate'));
      },
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return win as unknown as Window & typeof win;
}

describe('createBrowserHistory', () => {
  test('push adds an entry with its state; Back returns to the one before, and listeners hear both', () => {
    const win = fakeWindow('http://kado.test/days-of-love');
    const history = createBrowserHistory(win);
    const heard: string[] = [];
    history.listen(() => heard.push(history.read().pathname));

    history.navigate('/features', { state: { startDate: '2024-02-14' } });
    expect(history.read()).toMatchObject({ pathname: '/features', search: '', state: { startDate: '2024-02-14' } });
    expect(win.history.length).toBe(2);

    history.navigate(-1);
    expect(history.read()).toMatchObject({ pathname: '/days-of-love', state: null });
    expect(heard).toEqual(['/features', '/days-of-love']);
  });

  test('replace swaps the entry: Back then leaves the page it replaced', () => {
    const win = fakeWindow('http://kado.test/');
    const history = createBrowserHistory(win);
    history.navigate('/gallery');
    history.navigate('/date-input2', { replace: true, state: { from: '/gallery' } });
    expect(win.history.length).toBe(2);
    expect(history.read()).toMatchObject({ pathname: '/date-input2', state: { from: '/gallery' } });
    history.navigate(-1);
    expect(history.read().pathname).toBe('/');
  });

  test('navigating to the address already shown is still a change (a new key)', () => {
    const history = createBrowserHistory(fakeWindow('http://kado.test/features'));
    history.navigate('/features');
    const first = history.read().key;
    history.navigate('/features');
    expect(history.read().key).not.toBe(first);
  });

  test('a query alone keeps the path; the unsubscribe stops the calls', () => {
    const history = createBrowserHistory(fakeWindow('http://kado.test/edit-pages?section=opening#top'));
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.navigate('?section=quiz', { replace: true });
    expect(history.read()).toMatchObject({ pathname: '/edit-pages', search: '?section=quiz', hash: '' });
    stop();
    history.navigate('/');
    // Back and Forward too.
    history.navigate(-1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('an entry written by someone else (no state) reads as state null', () => {
    const win = fakeWindow('http://kado.test/');
    win.history.pushState({ idx: 3 }, '', '/gallery');
    expect(createBrowserHistory(win).read()).toMatchObject({ pathname: '/gallery', state: null, key: 'default' });
  });

  test("a refused push (Safari's limit) loads the page instead", () => {
    const win = fakeWindow();
    win.history.pushState = () => {
      throw new Error('SecurityError');
    };
    createBrowserHistory(win).navigate('/games');
    expect(win.location.assign).toHaveBeenCalledWith('/games');
  });
});

test('resolveHref', () => {
  expect(resolveHref('/folder/3', 'http://a.invalid/gallery?x=1')).toBe('/folder/3');
  expect(resolveHref('?section=quiz', 'http://a.invalid/edit-pages?section=music')).toBe('/edit-pages?section=quiz');
});

describe('isPlainClick', () => {
  const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

  test("a plain left click is the router's", () => {
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick(plain, '_self')).toBe(true);
  });

  test.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)("a %s click is the browser's", (key) => {
    expect(isPlainClick({ ...plain, [key]: true })).toBe(false);
  });

  test("a middle click, another target or a prevented click is the browser's", () => {
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick(plain, '_blank')).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
