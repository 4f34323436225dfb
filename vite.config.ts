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

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss(), catalogWordsInHtml()],
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
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/storage': API_ORIGIN,
    },
  },
});
