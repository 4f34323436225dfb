import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';

// The tests StrykerJS runs against each mutant of src/shared, src/web/lib and the form checks (`npm run test:mutation`,
// decision 084): the unit tests of src/shared and src/web, and the `web` project (components and pages in happy-dom,
// the API answered by MSW through the shared schemas), as in vitest.config.ts. The server's tests are not among
// them: every one of them imports src/shared through the app, and a run that waits for them all did not end in the
// 20 minutes given to its first pass (decision 084's figures). A worker keeps its modules from file to file, as the
// `web` project does (decision 046): a mutant is switched on and off at run time, and the mutants that run once when a
// module loads are left out (`ignoreStatic`).
const root = path.resolve(import.meta.dirname, '..');
const WEB_TESTS = ['src/web/**/*.test.tsx'];

export const mutationBase = {
  root,
  resolve: {
    alias: {
      '@': path.resolve(root, 'src/web'),
      '@shared': path.resolve(root, 'src/shared'),
    },
  },
  test: {
    allowOnly: false,
    environment: 'node',
    pool: 'forks' as const,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  ...mutationBase,
  test: {
    ...mutationBase.test,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WEB_TESTS],
        },
      },
      {
        extends: true as const,
        test: {
          name: 'web',
          include: WEB_TESTS,
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          setupFiles: ['src/web/testing/setup.ts'],
        },
      },
    ],
  },
});
