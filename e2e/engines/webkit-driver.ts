import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { remote } from 'webdriverio';
import { freePort, guardCrashes, lastLines, type Driver, type Point } from './driver';
import { MINIBROWSER, WEBKIT_DRIVER } from './prerequisites';

// WebKitGTK, Debian's own build, driven by webdriverio over WebKitWebDriver (decision 049). It draws on a real
// X display: Xvfb, with matchbox-window-manager so MiniBrowser's window takes the whole screen, and the
// screen sized so that the page's viewport is the size asked for (MiniBrowser's toolbar takes the rest).

/** The height of MiniBrowser's toolbar in CSS pixels (measured: a 882 px screen gives an 844 px viewport). */
const TOOLBAR = 38;

/** Starts Xvfb on a free display (it picks one itself and says which on fd 3). */
function startXvfb(width: number, height: number): Promise<{ xvfb: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let said = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ xvfb, display: `:${said.trim()}` });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before it started: ${errors.trim()}`)));
  });
}

async function waitForDriver(port: number, process: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    if (process.exitCode !== null) throw new Error(`WebKitWebDriver ended (${process.exitCode}) before it answered`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer within 20 s');
}

export async function launchWebKit(baseUrl: string, viewport: { width: number; height: number }): Promise<Driver> {
  const helpers: ChildProcess[] = [];
  let crash: string | null = null;
  let closing = false;
  const watch = (child: ChildProcess, name: string) => {
    helpers.push(child);
    child.once('exit', (code, signal) => {
      if (!closing) crash ??= `${name} ended (${signal ?? code}) during the journey`;
    });
  };
  const stopHelpers = () => {
    for (const child of helpers.reverse()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };

  try {
    const { xvfb, display } = await startXvfb(viewport.width, viewport.height + TOOLBAR);
    watch(xvfb, 'Xvfb');
    const env = { ...process.env, DISPLAY: display };
    watch(spawn('matchbox-window-manager', ['-use_titlebar', 'no'], { env, stdio: 'ignore' }), 'matchbox-window-manager');
    const port = await freePort();
    let driverLog = '';
    const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // What WebKitWebDriver, MiniBrowser and WebKit's processes print (the last 20 000 characters).
    const keep = (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-20_000));
    driverProcess.stdout?.on('data', keep);
    driverProcess.stderr?.on('data', keep);
    watch(driverProcess, 'WebKitWebDriver');
    await waitForDriver(port, driverProcess);

    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 0,
      connectionRetryTimeout: 60_000,
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver: webdriverio's default request for a BiDi socket is refused
        // with 'Failed to match capabilities'.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    // Classic WebDriver has no log of the page: a listener is put in each page once it has loaded, so errors
    // from then on are seen (those during the load itself are not), and read before the page goes.
    let errors: string[] = [];
    const listen = () =>
      browser.execute(() => {
        const scope = window as unknown as { __journeyErrors?: string[] };
        if (scope.__journeyErrors) return;
        const seen: string[] = [];
        scope.__journeyErrors = seen;
        window.addEventListener('error', (event) => seen.push(event.message));
        window.addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
        const original = console.error.bind(console);
        console.error = (...args: unknown[]) => {
          seen.push(args.map(String).join(' '));
          original(...args);
        };
      });
    const drain = async () => {
      const seen = await browser
        .execute(() => {
          const scope = window as unknown as { __journeyErrors?: string[] };
          return scope.__journeyErrors?.splice(0) ?? [];
        })
        .catch(() => [] as string[]);
      errors.push(...seen);
    };
    const version = `WebKitGTK ${String(browser.capabilities.browserVersion ?? '?')}`;
    const url = (to: string) => new URL(to, baseUrl).href;
    const element = async (selector: string) => {
      const found = await browser.$(selector);
      if (!(await found.isExisting())) throw new Error(`nothing matches ${selector}`);
      return found;
    };

    const driver: Driver = {
      engine: 'webkit',
      version,
      async goto(to) {
        await drain();
        await browser.url(url(to));
        await listen();
      },
      async reload() {
        await drain();
        await browser.refresh();
        await listen();
      },
      evaluate: <T>(source: string) => browser.execute(`return ${source};`) as Promise<T>,
      async click(selector) {
        await (await element(selector)).click();
      },
      async type(selector, text) {
        // Element Send Keys: WebKitWebDriver types each character (Perform Actions drops a repeated key: '222' types '2').
        await (await element(selector)).addValue(text);
      },
      async drag(from: Point, to: Point, steps: number) {
        const pointer = browser.action('pointer', { parameters: { pointerType: 'mouse' } });
        pointer.move({ x: Math.round(from.x), y: Math.round(from.y), origin: 'viewport' }).down({ button: 0 });
        for (let step = 1; step <= steps; step++) {
          const x = Math.round(from.x + ((to.x - from.x) * step) / steps);
          const y = Math.round(from.y + ((to.y - from.y) * step) / steps);
          pointer.move({ x, y, origin: 'viewport', duration: 16 });
        }
        await pointer.up({ button: 0 }).perform();
      },
      async setViewport(width, height) {
        const inner = async () => browser.execute(() => [window.innerWidth, window.innerHeight]);
        let [w, h] = await inner();
        if (w !== width || h !== height) {
          await browser.setWindowSize(width, height + TOOLBAR);
          [w, h] = await inner();
        }
        if (w !== width || h !== height) throw new Error(`WebKit's viewport is ${w}x${h}, not ${width}x${height}`);
      },
      screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
      async errors() {
        await drain();
        const seen = errors;
        errors = [];
        return seen;
      },
      output: () => lastLines(driverLog),
      crashed: () => crash,
      async close() {
        closing = true;
        await browser.deleteSession().catch(() => {});
        stopHelpers();
        if (process.env.KADO_ENGINES_DRIVER_LOG) fs.appendFileSync(process.env.KADO_ENGINES_DRIVER_LOG, `==== session\n${driverLog}`);
      },
    };
    return guardCrashes(driver, (message) => {
      if (!closing) crash ??= message;
    });
  } catch (error) {
    closing = true;
    stopHelpers();
    throw error;
  }
}
