import { EngineCrash, type Driver } from './driver';
import { inPage, type Found, type InPage, type Query } from './in-page';

// The journey's view of a page: the driver's few moves, plus finding by role and name and waiting, done in
// the page by in-page.ts so every engine answers the same question the same way.

/** tsx (esbuild's keepNames) wraps named functions in `__name(...)`: the page gets a stand-in. */
const SHIM = 'const __name = (target) => target;';

/** A function sent to the page as source, called with JSON arguments. */
export function expression(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  return `(() => { ${SHIM} return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

/** Thrown by a probe of waitFor: the wait ends at once with this error (no point in waiting on). */
export class StopWaiting extends Error {}

export class Page {
  constructor(readonly driver: Driver) {}

  /** Runs `fn` in the page with the arguments (JSON) and returns its result (awaited). */
  run<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    return this.driver.evaluate<T>(expression(fn, ...args));
  }

  /** Calls one of in-page.ts's helpers. */
  call<K extends keyof InPage>(helper: K, ...args: Parameters<InPage[K]>): Promise<ReturnType<InPage[K]>> {
    const source = `(() => { ${SHIM} return (${inPage.toString()})()[${JSON.stringify(helper)}](...${JSON.stringify(args)}); })()`;
    return this.driver.evaluate(source);
  }

  /**
   * Polls `probe` until it gives something other than null, undefined or false; fails after `timeout` ms with
   * what was awaited, where the page was and what it said. An engine crash the driver saw ends the wait at once.
   */
  async waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeout = 10_000): Promise<T> {
    const started = Date.now();
    let last: unknown = null;
    for (;;) {
      const crash = this.driver.crashed();
      if (crash) throw new EngineCrash(crash);
      try {
        const value = await probe();
        if (value !== null && value !== undefined && value !== false) return value;
        last = value;
      } catch (error) {
        if (error instanceof StopWaiting || error instanceof EngineCrash) throw error;
        const crashed = this.driver.crashed();
        if (crashed) throw new EngineCrash(crashed);
        last = error;
        // A page that is navigating answers no script for a moment; anything else that persists is reported below.
      }
      if (Date.now() - started > timeout) {
        const where = await this.call('path').catch(() => '?');
        const text = await this.call('text').catch(() => '');
        const lastSeen = last instanceof Error ? ` (last error: ${last.message.split('\n')[0]})` : '';
        throw new Error(`timed out after ${timeout} ms waiting for ${what} on ${where}${lastSeen}; the page says: "${text.slice(0, 300)}"`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Waits for an element the query finds. */
  find(query: Query, timeout = 10_000): Promise<Found> {
    return this.waitFor(describe(query), () => this.call('find', query), timeout);
  }

  /** Waits for the element, then clicks it with the engine's pointer. */
  async click(query: Query, timeout = 10_000): Promise<void> {
    const until = Date.now() + timeout;
    for (;;) {
      const found = await this.find(query, Math.max(0, until - Date.now()));
      try {
        await this.driver.click(found.selector);
        return;
      } catch (error) {
        // The element found was replaced by a render before the click reached it (seen in WebKitGTK on a loaded
        // host): find it again, as a person would look again, until the time is up.
        if (Date.now() >= until || !String(error).includes('nothing matches')) throw error;
      }
    }
  }

  async type(query: Query, text: string): Promise<void> {
    const found = await this.find(query);
    await this.driver.type(found.selector, text);
  }

  async waitForPath(path: string, timeout = 10_000): Promise<void> {
    await this.waitFor(`the address ${path}`, async () => (await this.call('path')) === path, timeout);
  }

  async waitForText(text: string, timeout = 10_000): Promise<void> {
    await this.waitFor(`the text "${text}"`, async () => (await this.call('text')).includes(text), timeout);
  }

  /** Waits until the element's attribute has the value (or matches the pattern). */
  async waitForAttribute(query: Query, name: string, value: string | RegExp, timeout = 10_000): Promise<string> {
    return this.waitFor(
      `${describe(query)} with ${name}=${String(value)}`,
      async () => {
        const actual = await this.call('attribute', query, name);
        return actual !== null && (typeof value === 'string' ? actual === value : value.test(actual)) ? actual : null;
      },
      timeout,
    );
  }

  /** Waits until the query finds nothing. */
  async waitForGone(query: Query, timeout = 10_000): Promise<void> {
    await this.waitFor(`${describe(query)} to go`, async () => (await this.call('count', query)) === 0, timeout);
  }
}

export function describe(query: Query): string {
  const parts = [
    query.role && `${query.role}`,
    query.name !== undefined && `"${query.name}"`,
    query.nameMatches !== undefined && `/${query.nameMatches}/`,
    query.text !== undefined && `text "${query.text}"`,
    query.css && `${query.css}`,
  ].filter(Boolean);
  return `${parts.join(' ')}${query.within ? ` in ${describe(query.within)}` : ''}`;
}
