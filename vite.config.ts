import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appAfterFirstPaint } from './scripts/vite-plugins/app-after-first-paint.js';
import { bootWithoutComments } from './scripts/vite-plugins/boot-without-comments.js';
import { compileHints } from './scripts/vite-plugins/compile-hints.js';
import { catalogWordsInHtml } from './scripts/vite-plugins/catalog-words-in-html.js';
import { englishShell } from './scripts/vite-plugins/english-shell.js';
import { englishShellInDev } from './scripts/vite-plugins/english-shell-in-dev.js';
import { offlineFiles } from './scripts/vite-plugins/offline-files.js';
import { pagePreloads } from './scripts/vite-plugins/page-preloads.js';
import { stylesheetAfterLoadingScreen } from './scripts/vite-plugins/stylesheet-after-loading-screen.js';
import { themeSheets } from './scripts/vite-plugins/theme-sheets.js';

// The web app lives in src/web and builds into dist/web, which the server serves (src/server/http/web.ts).
// Kado's own plugins are in scripts/vite-plugins, one file each.
const API_ORIGIN = 'http://127.0.0.1:3000';
/** What `npm run dev:web` sends to the API server: /api, except the app's own modules there (src/web/api/*.ts). */
export const DEV_API_PROXY = '^/api/(?!.*\\.tsx?(\\?|$))';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [
    react(),
    tailwindcss(),
    // index.html's words from the catalog.
    catalogWordsInHtml(),
    // The stylesheet link becomes a preload, applied by the app (decisions 020, 026).
    stylesheetAfterLoadingScreen(),
    // The scripts are asked for by /boot.js after the first paint (decision 020).
    appAfterFirstPaint(),
    // index.en.html, an English gift's shell (decision 032).
    englishShell(),
    // The same English shell in `npm run dev:web`.
    englishShellInDev(API_ORIGIN),
    // boot.js without its comment lines.
    bootWithoutComments(),
    // themes/{name}.css and their fonts (decision 041).
    themeSheets(),
    // offline-files.json for the offline worker (decision 055).
    offlineFiles(),
    // page-preloads.json: each page's files, which the server names on its shell (decision 100).
    pagePreloads(),
    // The entry and React compiled while they stream in (decision 101).
    compileHints(),
  ],
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
    modulePreload: {
      polyfill: false,
      // Two chunks the opening page fetches itself after it has painted: the heart (its other files are the page's
      // own, already loaded) and the timed reveal's countdown, only where the giver set a moment (decision 039).
      // Their files are not listed for preloading in the opening page, whose bytes are the first load's budget.
      resolveDependencies: (filename, deps) => (/(^|\/)(heart-animation|countdown)-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rollupOptions: {
      output: {
        // The catalogs' registry (a few lines) travels with the shell's words, which every page loads
        // anyway, instead of as a chunk of its own: an English page's code imports it too (decision 032).
        // The message codes (decision 059) travel with MSG, which every page that checks a form loads anyway.
        // React and React DOM's client are a chunk of their own (decision 089): the entry imports it statically, so
        // boot.js fetches it with the entry, but React DOM's CommonJS body runs only when main.tsx requires it, a task
        // after the entry's modules were evaluated.
        manualChunks: (file) =>
          /src\/shared\/translation\.ts$|src\/web\/i18n\/id\.ts$/.test(file)
            ? 'id'
            : /src\/shared\/(messages|message-codes)\.ts$/.test(file)
              ? 'messages'
              : /node_modules\/(react|react-dom|scheduler)\//.test(file)
                ? 'react'
                : undefined,
      },
    },
  },
  server: {
    proxy: {
      [DEV_API_PROXY]: API_ORIGIN,
      '/storage': API_ORIGIN,
      '/manifest.webmanifest': API_ORIGIN,
    },
  },
});
