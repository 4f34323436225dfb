import net from 'node:net';

// The small driver the three-engine journey is written against (decision 049): what a journey needs of a
// browser, and nothing an engine would have to fake. Two adapters: firefox-driver.ts (puppeteer-core over
// WebDriver BiDi) and webkit-driver.ts (webdriverio over WebKitWebDriver). Finding an element by its role and
// name, waiting and reading the page happen in the page itself (in-page.ts), the same in every engine.

export type EngineName = 'firefox' | 'webkit';

export interface Point {
  x: number;
  y: number;
}

export interface Driver {
  readonly engine: EngineName;
  /** The engine's own name and version, as it reports them. */
  readonly version: string;
  /** Loads a path of the app (a full page load) and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Reloads the page (a full page load). */
  reload(): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. The result must be JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** A real click (the engine's own pointer input) at the middle of the element the CSS selector finds. */
  click(selector: string): Promise<void>;
  /** Focuses the element and types the text as key presses. */
  type(selector: string, text: string): Promise<void>;
  /** Presses the pointer at `from`, moves it to `to` in `steps` moves, and lets go (viewport coordinates). */
  drag(from: Point, to: Point, steps: number): Promise<void>;
  /** The size of the page's viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of the viewport (device pixels are CSS pixels here: both engines draw at scale 1). */
  screenshot(): Promise<Buffer>;
  /**
   * The page's JavaScript errors since the last call (uncaught exceptions, unhandled rejections and
   * console.error), as far as the engine lets a driver see them (see each adapter).
   */
  errors(): Promise<string[]>;
  /** The last lines the engine's own processes printed (for a crash's report). */
  output(): string;
  /** A crash of the engine itself that the adapter saw (the browser or its page process gone), else null. */
  crashed(): string | null;
  close(): Promise<void>;
}

/** A crash of the engine itself: retried once and reported, never a failure of the app. */
export class EngineCrash extends Error {
  override name = 'EngineCrash';
}

/**
 * When an error from a driver says the engine itself went away (its browser process, or the process that
 * renders the page), what it said; otherwise null. Each pattern is what an engine or its driver was seen to
 * answer after its page process was killed: WebKitWebDriver ends the session ('session deleted because of
 * page crash or hang', then 'invalid session id'); Firefox shows about:tabcrashed, a page of the parent
 * process, where BiDi runs no script ('... not supported for parent process browsing contexts'); puppeteer
 * says its connection or target closed when the whole browser went.
 */
export function crashMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const said = [
    /page crash|invalid session id/i, // WebKitWebDriver
    /parent process browsing context/i, // Firefox's about:tabcrashed
    /Target closed|Connection closed|browser has disconnected/i, // puppeteer, the whole browser gone
    /ECONNREFUSED|ECONNRESET|socket hang up/, // the driver process gone
  ];
  return said.some((pattern) => pattern.test(message)) ? message.split('\n')[0]!.slice(0, 300) : null;
}

/**
 * The driver with each move watched: an error that says the engine went away (crashMessage) is noted with
 * `noteCrash` and thrown as an EngineCrash.
 */
export function guardCrashes(driver: Driver, noteCrash: (message: string) => void): Driver {
  const guard =
    <A extends unknown[], R>(move: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await move(...args);
      } catch (error) {
        const crash = crashMessage(error);
        if (!crash) throw error;
        noteCrash(crash);
        throw new EngineCrash(crash);
      }
    };
  return {
    ...driver,
    goto: guard(driver.goto),
    reload: guard(driver.reload),
    evaluate: guard(driver.evaluate) as Driver['evaluate'],
    click: guard(driver.click),
    type: guard(driver.type),
    drag: guard(driver.drag),
    setViewport: guard(driver.setViewport),
    screenshot: guard(driver.screenshot),
    errors: guard(driver.errors),
  };
}

/** The last `count` lines of an engine's output worth reading: no sound-card or session-bus complaints. */
export function lastLines(output: string, count = 15): string {
  return output
    .split('\n')
    .filter((line) => line.trim() && !/ALSA lib|AL lib|D-Bus|dbus-launch/.test(line))
    .slice(-count)
    .join('\n');
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
