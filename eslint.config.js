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
        if (fromLayer === 'shared' && spec !== 'zod' && !(spec === 'vitest' && file.includes('.test.'))) report('src/shared is the contract: it imports only zod.');
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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { kado: { rules: { boundaries } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'kado/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/web/public/*.js'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
