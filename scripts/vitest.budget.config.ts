import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:budget`: the bundle budget and the main thread's work counted in Chromium at load (decision 089) and
// in a tap (decision 098), after `npm run build` (the default run leaves them out).
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: {
    include: ['scripts/bundle-budget.test.ts', 'scripts/page-work-budget.test.ts', 'scripts/tap-work-budget.test.ts'],
    environment: 'node',
    allowOnly: false,
    testTimeout: 30_000,
  },
});
