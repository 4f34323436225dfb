import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/decisions/007-import-boundaries.md; the feature rules: 013-one-way-to-write.md): web never
// imports server, server never imports web, shared imports neither (and does no I/O), features never import each
// other, and the shared web folders (components, api, lib) never import a feature.
const root = import.meta.dirname;
const SRC = path.join(root, 'src');

function target(file, spec) {
  if (spec.startsWith('@/')) return path.join(SRC, 'web', spec.slice(2));
  if (spec.startsWith('@shared/')) return path.join(SRC, 'shared', spec.slice(8));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return undefined;
}
const layerOf = (p) => (p.startsWith(SRC + path.sep) ? p.slice(SRC.length + 1).split(path.sep)[0] : undefined);
const featureOf = (p) => {
  const parts = path.relative(path.join(SRC, 'web', 'features'), p).split(path.sep);
  return parts[0] && parts[0] !== '..' && parts.length > 1 ? parts[0] : undefined;
};

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { crossed: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const fromLayer = layerOf(file);
    const fromFeature = featureOf(file);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string') return;
      const report = (why) => context.report({ node, messageId: 'crossed', data: { why } });
      const to = target(file, spec);
      if (!to) {
        if (fromLayer === 'shared' && spec !== 'zod' && !(spec === 'vitest' && file.includes('.test.')))
          report('src/shared is the contract: it imports only zod.');
        if (fromLayer === 'server' && /^(react|react-dom|react-router)(\/|$)/.test(spec)) report('The server never imports React.');
        return;
      }
      const toLayer = layerOf(to);
      if (fromLayer === 'web' && toLayer === 'server') report('Web code never imports server code.');
      if (fromLayer === 'server' && toLayer === 'web') report('Server code never imports web code.');
      if (fromLayer === 'shared' && toLayer && toLayer !== 'shared') report('src/shared imports only src/shared.');
      const toFeature = featureOf(to);
      const webPart = fromLayer === 'web' ? path.relative(path.join(SRC, 'web'), file).split(path.sep)[0] : undefined;
      if (toFeature && (webPart === 'components' || webPart === 'api' || webPart === 'lib')) {
        report(`src/web/${webPart} is shared by every feature: it never imports a feature ("${toFeature}"); pass what it needs as props.`);
      }
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        report(`Feature "${fromFeature}" imports feature "${toFeature}": features never import each other; compose them in router.tsx.`);
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// The server's floors (decision 036), lowest first: a file imports its own floor or the ones below it, and
// src/shared. Tests and test-support are exempt (a test may build the whole app).
const SERVER = path.join(SRC, 'server');
const FLOORS = [
  ['lib/', 'lib: leaves (config, errors, files, passwords, text rules)'],
  ['db/', 'db: the database, migrations, seed, the gift scope'],
  ['storage/', 'storage: files only'],
  ['repositories/', 'repositories: SQL per table'],
  ['context.ts', 'context.ts: the composition of repositories and stores'],
  ['services/', 'services: work that spans tables and files'],
  ['routes/', 'routes: one plugin per resource'],
  ['http/', 'http: hooks at the edge'],
  ['app.ts', 'entry points'],
  ['serve.ts', 'entry points'],
  ['main.ts', 'entry points'],
  ['scripts/', 'entry points'],
];
const isTestFile = (p) => /\.test\.tsx?$/.test(p) || p.includes(`${path.sep}test-support${path.sep}`);
function floorOf(p) {
  if (!p.startsWith(SERVER + path.sep)) return undefined;
  const rel = path.relative(SERVER, p).split(path.sep).join('/').replace(/\.js$/, '.ts');
  const index = FLOORS.findIndex(([prefix]) => rel === prefix || rel.startsWith(prefix));
  return index === -1 ? undefined : index;
}

const serverFloors = {
  meta: { type: 'problem', schema: [], messages: { up: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const from = floorOf(file);
    if (from === undefined || isTestFile(file)) return {};
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = floorOf(path.resolve(path.dirname(file), spec));
      if (to === undefined || to <= from) return;
      const why = `${FLOORS[from][1]} never imports upward into ${FLOORS[to][1]} ("${spec}"); move the shared part down.`;
      context.report({ node, messageId: 'up', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// Import cycles in src/server and src/shared (type-only imports count): each file's relative imports are
// read from disk once per lint run, and a file whose imports lead back to itself is reported with the loop.
const importCache = new Map();
function importsOf(file) {
  if (importCache.has(file)) return importCache.get(file);
  let found = [];
  try {
    const text = fs.readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)];
    found = specs.map((m) => resolveSource(path.resolve(path.dirname(file), m[1] ?? m[2]))).filter(Boolean);
  } catch {
    found = [];
  }
  importCache.set(file, found);
  return found;
}
function resolveSource(p) {
  const bare = p.replace(/\.js$/, '');
  for (const candidate of [`${bare}.ts`, `${bare}.tsx`, path.join(bare, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  return undefined;
}
const inCycleScope = (p) => (p.startsWith(SERVER + path.sep) || p.startsWith(path.join(SRC, 'shared') + path.sep)) && !isTestFile(p);

const noCycle = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{loop}}' } },
  create(context) {
    const file = context.filename;
    if (!inCycleScope(file)) return {};
    // This file's own imports come from the text being linted; the files it reaches are read from disk.
    const own = [];
    const note = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = resolveSource(path.resolve(path.dirname(file), spec));
      if (resolved && inCycleScope(resolved)) own.push(resolved);
    };
    return {
      ImportDeclaration: (node) => note(node.source),
      ExportNamedDeclaration: (node) => note(node.source),
      ExportAllDeclaration: (node) => note(node.source),
      ImportExpression: (node) => note(node.source),
      'Program:exit'(node) {
        // Depth-first from this file's imports: a path back to the file is a cycle through it.
        const seen = new Set();
        const stack = own.map((next) => [next, [file, next]]);
        while (stack.length > 0) {
          const [current, trail] = stack.pop();
          if (current === file) {
            const loop = trail.map((p) => path.relative(SRC, p)).join(' → ');
            context.report({ node, messageId: 'cycle', data: { loop } });
            return;
          }
          if (seen.has(current)) continue;
          seen.add(current);
          for (const next of importsOf(current)) if (inCycleScope(next)) stack.push([next, [...trail, next]]);
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { kado: { rules: { boundaries, 'server-floors': serverFloors, 'no-cycle': noCycle } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'kado/boundaries': 'error',
      'kado/server-floors': 'error',
      'kado/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Prettier wraps code at 140 but never splits a string or a comment: those are split by hand.
      'max-len': ['error', { code: 140, ignoreUrls: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/web/public/*.js'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
