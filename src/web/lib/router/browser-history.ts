// The History API under the router: what the address bar says, pushing and replacing
// entries with a state, and Back. Taking the window as an argument keeps it testable without a DOM.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The state given to navigate() or <Navigate>; null when none (or after a reload from outside the app). */
  state: unknown;
  /** New for every navigation, so navigating to the same URL is still a change. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A path ('/gallery', '?section=quiz', '/games/quiz/list?x=1#a') or a step through history (-1). */
export type To = string;

/** What the router stores in history.state: the app's state under `usr`. */
interface HistoryEntry {
  usr: unknown;
  key: string;
}

type BrowserWindow = Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>;

export interface BrowserHistory {
  read(): Location;
  navigate(to: To | number, options?: NavigateOptions): void;
  /** Calls back after every navigation, the app's own and Back/Forward; returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The target's path, query and hash, resolved against the current address ('?a=1' keeps the path). */
export function resolveHref(to: To, current: string): string {
  const url = new URL(to, current);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function createBrowserHistory(win: BrowserWindow): BrowserHistory {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    read() {
      const { pathname, search, hash } = win.location;
      const entry = win.history.state as Partial<HistoryEntry> | null;
      return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        // Back (-1) and Forward: the browser moves, then popstate tells the listeners.
        win.history.go(to);
        return;
      }
      const href = resolveHref(to, win.location.href);
      const entry: HistoryEntry = { usr: options.state ?? null, key: newKey() };
      if (options.replace) {
        win.history.replaceState(entry, '', href);
      } else {
        try {
          win.history.pushState(entry, '', href);
        } catch {
          // Safari refuses more than 100 pushes in a short while: load the page instead.
          win.location.assign(href);
          return;
        }
      }
      notify();
    },
    listen(onChange) {
      listeners.add(onChange);
      win.addEventListener('popstate', onChange);
      return () => {
        listeners.delete(onChange);
        win.removeEventListener('popstate', onChange);
      };
    },
  };
}

/** A click the router takes over: the main button, no modifier key, no other target. Ctrl/Cmd/Shift/Alt
 * clicks and middle clicks stay the browser's (new tab, new window, download). */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>,
  target?: string,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
