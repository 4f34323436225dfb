import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';

// Import boundaries (decisions 007, 085; the feature rules: 013-one-way-to-write.md), said with eslint-plugin-import-x's
// no-restricted-paths on paths its TypeScript resolver finds (the `.js` suffixes of the server, the `@/` and `@shared/`
// aliases): web never imports server, server never imports web, shared imports neither, features never import
// each other, the shared web folders never import a feature, and each floor (the server's, decision 036; the web's
// lib, api, components) never imports one above it. What no path can say is said with ESLint's no-restricted-imports:
// shared imports only zod, the server never React.
const root = import.meta.dirname;
const FEATURES = fs
  .readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  { target: './src/web', from: './src/server', message: 'Web code never imports server code.' },
  { target: './src/server', from: './src/web', message: 'Server code never imports web code.' },
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared imports only src/shared.' },
  ...['components', 'api', 'lib'].map((part) => ({
    target: `./src/web/${part}`,
    from: './src/web/features',
    message: `src/web/${part} is shared by every feature: it never imports a feature; pass what it needs as props.`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: `Feature "${feature}" imports another feature: features never import each other; compose them in router.tsx.`,
  })),
];

// The server's floors (decision 036), lowest first: a file imports its own floor or the ones below it, and src/shared.
const FLOORS = [
  ['lib', 'lib: leaves (config, errors, files, passwords, text rules)'],
  ['db', 'db: the database, migrations, seed, the gift scope'],
  ['storage', 'storage: files only'],
  ['repositories', 'repositories: SQL per table'],
  ['context.ts', 'context.ts: the composition of repositories and stores'],
  ['services', 'services: work that spans tables and files'],
  ['routes', 'routes: one plugin per resource'],
  ['http', 'http: hooks at the edge'],
  ['app.ts', 'entry points'],
  ['serve.ts', 'entry points'],
  ['main.ts', 'entry points'],
  ['scripts', 'entry points'],
];
// The web's shared floors (decision 085), lowest first: lib, then api (the requests), then components.
const WEB_FLOORS = [
  ['lib', 'src/web/lib: plumbing, the lowest of the web'],
  ['api', 'src/web/api: one module per resource'],
  ['components', 'src/web/components: the shared UI'],
];
const floorZones = (base, floors) =>
  floors.slice(0, -1).map(([floor, name], index) => ({
    target: `${base}/${floor}`,
    from: floors.slice(index + 1).map(([above]) => `${base}/${above}`),
    message: `${name} never imports upward; move the shared part down, or take it as an argument.`,
  }));
const upwardZones = [...floorZones('./src/server', FLOORS), ...floorZones('./src/web', WEB_FLOORS)];

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/server/test-support/**', 'src/web/testing/**'];

const SHARED_ONLY_ZOD = 'src/shared is the contract: it imports only zod.';
const restrictedPaths = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**', '.stryker-tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // import-x reads the files an import leads to (the cycle check) only with these extensions and this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.server.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...layerZones, ...upwardZones]),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Prettier wraps code at 140 but never splits a string or a comment: those are split by hand.
      'max-len': ['error', { code: 140, ignoreUrls: true }],
    },
  },
  {
    // No import cycle anywhere in src; a type-only import is no cycle (it is gone at run time).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A test may build the whole app, and sits beside the file it tests: the floors hold for the code only.
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(layerZones) },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.\\.?/)', message: SHARED_ONLY_ZOD }] }] },
  },
  {
    files: ['src/shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|vitest$|\\.\\.?/)', message: SHARED_ONLY_ZOD }] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|react-dom|react-router)(/|$)', message: 'The server never imports React.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/web/public/*.js'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web talks to the API from src/web/api only: a feature or a component reads an error's class from the
    // client (ApiError, errorMessage), never sends a request of its own (decision 085).
    files: ['src/web/features/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@/api/client', importNames: ['apiFetch'], message: 'Requests live in src/web/api: add a hook there.' }] },
      ],
    },
  },
  {
    // The web's markup, as bulletproof-react checks it (decision 085).
    files: ['src/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A choice's label holds its words two spans down (a name over a line of description).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // The audio and video are the giver's own recordings, with no caption track to offer; the page's title and
      // letter say what they are (docs/product.md §2).
      'jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    // The component tests, read the way Testing Library means them to be (decision 085).
    files: ['src/web/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    settings: { 'testing-library/utils-module': 'test-utils' },
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Focus is asserted as document.activeElement (no jest-dom in the house), and the parts with no role (a card's
      // file picker, the share card's drawing, a list item's thumbnail) are reached from an element found by role.
      'testing-library/no-node-access': 'off',
    },
  },
);
