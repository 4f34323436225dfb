import fs from 'node:fs';

/**
 * Debian's Chromium, the full browser (`apt-get install -y chromium`): the Lighthouse and trace benchmarks start it
 * (scripts/bench-lighthouse.ts, scripts/bench-trace.ts), so their figures are a browser's as a visitor runs it.
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Debian's `chromium-headless-shell`: built from the same source and version as `chromium`, without its window. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How every journey starts Chromium (playwright.config.ts; a journey may add its own flags): Debian's headless shell,
 * the same Blink and V8 as the full browser at about two thirds of its CPU (decision 091). Where it is not installed
 * the full browser runs the journeys instead; `npm test` under CI refuses to start without it.
 */
export const JOURNEY_CHROMIUM = {
  ...CHROMIUM,
  executablePath: fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM.executablePath,
};
