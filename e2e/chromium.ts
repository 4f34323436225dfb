/**
 * How every journey and the Lighthouse benchmark start Debian's Chromium (playwright.config.ts via support.ts,
 * scripts/bench-lighthouse.ts); a journey may add its own flags. No imports: a script outside the test runner can take it.
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
