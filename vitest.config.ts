import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/web'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // The bundle budget reads dist: `npm run test:budget` runs it after the build (scripts/vitest.budget.config.ts).
    exclude: [...configDefaults.exclude, 'scripts/bundle-budget.test.ts'],
    // A committed .only would silently skip the rest of the suite: refuse it everywhere, not just when CI is set.
    allowOnly: false,
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
