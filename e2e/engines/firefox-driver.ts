import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { guardCrashes, lastLines, type Driver, type Point } from './driver';
import { FIREFOX, PULSEAUDIO } from './prerequisites';

// Firefox ESR, Debian's own build, driven by puppeteer-core over WebDriver BiDi (decision 049): nothing is
// downloaded; puppeteer starts /usr/bin/firefox-esr with a fresh profile of its own.

/** PulseAudio, private to this run: its own runtime folder and socket, a null sink, no login session. */
async function startPulseAudio(folder: string): Promise<{ process: ChildProcess; socket: string }> {
  const runtime = path.join(folder, 'pulse');
  fs.mkdirSync(runtime, { recursive: true });
  const socket = path.join(runtime, 'native');
  let said = '';
  const child = spawn(
    PULSEAUDIO,
    [
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '--disable-shm=yes',
      '-n',
      '--load=module-null-sink sink_name=journey',
      `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    ],
    { env: { ...process.env, HOME: folder, XDG_RUNTIME_DIR: runtime, XDG_CONFIG_HOME: runtime }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const started = Date.now();
  while (!fs.existsSync(socket)) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`PulseAudio did not start: ${said.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { process: child, socket };
}

export async function launchFirefox(baseUrl: string): Promise<Driver> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-engines-firefox-'));
  let crash: string | null = null;
  let closing = false;
  // A CI machine has no sound card, and Firefox will not play an audio-only element with nowhere to send it
  // (MediaError 3, 'OnMediaSinkAudioError'; a video plays on without its sound). A PulseAudio server of the
  // journey's own, with one null sink, takes the sound in real time as a speaker would. (ALSA's null device
  // would not do: it swallows the sound at once, and the music ran at 20 times its speed.)
  const pulse = await startPulseAudio(profile);
  const browser: Browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      userDataDir: profile,
      env: { ...process.env, PULSE_SERVER: `unix:${pulse.socket}` },
      // The engine's own defaults (autoplay, service workers) are what a recipient has: nothing is switched here.
      protocolTimeout: 60_000,
    })
    .catch((error: unknown) => {
      pulse.process.kill('SIGTERM');
      fs.rmSync(profile, { recursive: true, force: true });
      throw error;
    });
  browser.on('disconnected', () => {
    if (!closing) crash ??= 'Firefox went away (the browser process ended)';
  });
  let output = '';
  browser.process()?.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  browser.process()?.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const version = await browser.version();
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  page.on('error', (error) => {
    if (!closing) crash ??= `Firefox's page crashed: ${error.message}`;
  });
  page.on('close', () => {
    if (!closing) crash ??= "Firefox's page closed by itself";
  });
  page.setDefaultNavigationTimeout(30_000);
  // WebDriver BiDi reports every uncaught error and console.error of the page, from its first script on.
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const url = (to: string) => new URL(to, baseUrl).href;
  const element = async (selector: string) => {
    const handle = await page.$(selector);
    if (!handle) throw new Error(`nothing matches ${selector}`);
    return handle;
  };

  const driver: Driver = {
    engine: 'firefox',
    version: `Firefox ${version.replace(/^firefox\//, '')}`,
    async goto(to) {
      await page.goto(url(to), { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: <T>(source: string) => page.evaluate(source) as Promise<T>,
    async click(selector) {
      const handle = await element(selector);
      await handle.click();
      await handle.dispose();
    },
    async type(selector, text) {
      const handle = await element(selector);
      await handle.focus();
      await page.keyboard.type(text, { delay: 20 });
      await handle.dispose();
    },
    async drag(from: Point, to: Point, steps: number) {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps });
      await page.mouse.up();
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
    async errors() {
      const seen = errors;
      errors = [];
      return seen;
    },
    output: () => lastLines(output),
    crashed: () => crash,
    async close() {
      closing = true;
      await browser.close().catch(() => {});
      pulse.process.kill('SIGTERM');
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
  return guardCrashes(driver, (message) => {
    if (!closing) crash ??= message;
  });
}
