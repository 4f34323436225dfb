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

/** The loading screen (styled inline) paints before the app's stylesheet arrives (decisions 020, 026): a
 * stylesheet <link> anywhere in the page holds up the first paint (in <head>) or counts as render-blocking
 * (in <body>), so the build turns Vite's link into a preload, and src/web/lib/stylesheet.ts applies it
 * before the app's first render: the app never shows unstyled, and the loading screen never waits. */
function stylesheetAfterLoadingScreen(): Plugin {
  return {
    name: 'kado-stylesheet-after-loading-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let found = 0;
        const out = html.replace(/<link rel="stylesheet"([^>]*)>/g, (_tag, rest: string) => {
          found += 1;
          return `<link rel="preload" as="style"${rest}>`;
        });
        if (found === 0) throw new Error('index.html: no stylesheet link to turn into a preload');
        return out;
      },
    },
  };
}

/** The app's scripts are asked for after the loading screen's first paint (decision 020): the entry's
 * <script> and its modulepreloads become data on /boot.js (src/web/public/boot.js), which adds them from
 * the first frame's next task. Otherwise the first paint shares a slow network with ~90 KB of scripts. */
function appAfterFirstPaint(): Plugin {
  return {
    name: 'kado-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const modules: string[] = [];
        let entry = '';
        const out = html
          .replace(/\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            modules.push(href);
            return '';
          })
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entry = src;
            return `<script src="/boot.js" data-entry="${src}" data-modules="${modules.join(' ')}" defer></script>`;
          });
        if (!entry) throw new Error('index.html: no module script to start after the first paint');
        // The modulepreloads follow the script in Vite's output: fill them in now that all are known.
        return out.replace(/data-modules="[^"]*"/, `data-modules="${modules.join(' ')}"`);
      },
    },
  };
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss(), catalogWordsInHtml(), stylesheetAfterLoadingScreen(), appAfterFirstPaint()],
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
