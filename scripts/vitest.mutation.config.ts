import { configDefaults, defineConfig } from 'vitest/config';
import path from 'node:path';

// The tests StrykerJS runs against each mutant of src/shared, src/web/lib and the form checks (`npm run test:mutation`,
// decision 084): the unit tests of src/shared and src/web, and the `web` project (components and pages in happy-dom,
// the API answered by MSW through the shared schemas), as in vitest.config.ts. Of the server's tests only three are
// among them: every one imports src/shared through the app, and a first pass that waited for them all did not end
// within Stryker's 5 minutes (decision 084's figures). Each test file gets fresh modules: Stryker runs the
// files in another order than Vitest, and tests that pass with kept modules in Vitest's order fail in Stryker's (the
// builder's failed chunk, the catalogs' registry).
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
    isolate: true,
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
          include: [
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.ts',
            // The server's tests of the words src/shared gives a refusal in each language, and of the milestones.
            'src/server/http/validation-language.test.ts',
            'src/server/http/reply-messages.test.ts',
            'src/server/routes/milestones.test.ts',
          ],
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
