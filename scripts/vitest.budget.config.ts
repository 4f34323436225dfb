import path from 'node:path';
import { defineConfig } from 'vitest/config';

// `npm run test:budget`: only the bundle budget, after `npm run build` (the default run leaves it out).
export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: { include: ['scripts/bundle-budget.test.ts'], environment: 'node', allowOnly: false },
});
