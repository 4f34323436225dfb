import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { id } from './src/web/i18n/id.js';

// The web app lives in src/web and builds into dist/web, which the server serves (src/server/web.ts).
const API_ORIGIN = 'http://127.0.0.1:3000';

/** index.html paints before any script runs, so its words are filled in from the catalog at build time. */
function catalogWordsInHtml(): Plugin {
  const words: Record<string, string> = {
    __KADO_APP_NAME__: id.appName,
    __KADO_LOADING_TEXT__: id.loadingScreen,
  };
  return {
    name: 'kado-catalog-words-in-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/__KADO_[A-Z_]+__/g, (token) => words[token] ?? token),
    },
  };
}

/** The loading screen (styled inline) paints before the app's stylesheet arrives (decision 026): Vite puts
 * the stylesheet link in <head>, where it holds up the first paint; it goes just before #root instead.
 * The module script still waits for it, so the app never shows unstyled, and #root is empty until then. */
function stylesheetAfterLoadingScreen(): Plugin {
  return {
    name: 'kado-stylesheet-after-loading-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const rest = html.replace(/\n?\s*<link rel="stylesheet"[^>]*>/g, (tag) => {
          links.push(tag.trim());
          return '';
        });
        const root = '<div id="root"></div>';
        if (links.length === 0 || !rest.includes(root)) throw new Error('index.html: no stylesheet link or no #root to move it before');
        return rest.replace(root, `${links.join('\n    ')}\n    ${root}`);
      },
    },
  };
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss(), catalogWordsInHtml(), stylesheetAfterLoadingScreen()],
  resolve: {
    // Mirrors tsconfig.json "paths".
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/web'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  build: {
    // KADO_DIST_DIR lets parallel work build side by side (default: dist).
    outDir: path.resolve(import.meta.dirname, process.env.KADO_DIST_DIR ?? 'dist', 'web'),
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads it to measure what the first load of / sends.
    manifest: true,
    // Every browser the gift targets preloads modules itself; the polyfill only weighed on the entry (decision 019).
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/storage': API_ORIGIN,
    },
  },
});
