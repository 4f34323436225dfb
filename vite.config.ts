import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { id } from './src/web/i18n/id.js';
import { enShell } from './src/web/i18n/en/en-shell.js';

// The web app lives in src/web and builds into dist/web, which the server serves (src/server/http/web.ts).
const API_ORIGIN = 'http://127.0.0.1:3000';
/** What `npm run dev:web` sends to the API server: /api, except the app's own modules there (src/web/api/*.ts). */
export const DEV_API_PROXY = '^/api/(?!.*\\.tsx?(\\?|$))';

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

/** boot.js is on every first load and copied as written: its comments (full lines) stay in the source. */
function bootWithoutComments(): Plugin {
  return {
    name: 'kado-boot-without-comments',
    apply: 'build',
    writeBundle(options) {
      const file = path.join(options.dir ?? '', 'boot.js');
      const code = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(
        file,
        code
          .split('\n')
          .filter((line) => !/^\s*\/\//.test(line))
          .join('\n'),
      );
    },
  };
}

/** An English gift's shell (decision 032): the same page as index.html with lang="en" and the loading
 * screen's words in English, written beside it; the server sends it to gifts whose language is 'en'. */
function englishShell(): Plugin {
  let words = '';
  let messages = '';
  return {
    name: 'kado-english-shell',
    apply: 'build',
    // After Vite's own HTML plugin, which puts index.html into the bundle.
    enforce: 'post',
    buildStart() {
      // The English words and messages are entries of their own: boot.js imports them on English pages only.
      const entry = (file: string) =>
        this.emitFile({
          type: 'chunk',
          id: path.resolve(import.meta.dirname, 'src/web/i18n/en', `${file}.ts`),
          name: file,
          preserveSignature: 'strict',
        });
      words = entry('apply-english');
      messages = entry('messages-english');
    },
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (!shell || shell.type !== 'asset') throw new Error('index.html is not in the bundle');
      const html = String(shell.source);
      const swaps: [string, string][] = [
        ['<html lang="id">', '<html lang="en">'],
        [`<p>${id.loadingScreen}</p>`, `<p>${enShell.loadingScreen}</p>`],
        [
          '<script src="/boot.js" ',
          `<script src="/boot.js" data-words="/${this.getFileName(words)}" data-messages="/${this.getFileName(messages)}" `,
        ],
      ];
      let english = html;
      for (const [from, to] of swaps) {
        if (!english.includes(from)) throw new Error(`index.html: ${from} not found for the English shell`);
        english = english.replace(from, to);
      }
      this.emitFile({ type: 'asset', fileName: 'index.en.html', source: english });
    },
  };
}

/** In development (`npm run dev:web`) an English gift's page is the English shell too: the page asks the
 * API server for the gift's language and, for 'en', gets lang="en", the English loading words, and the
 * English words applied before main.tsx renders (what boot.js does in a build). No API server: Indonesian. */
function englishShellInDev(): Plugin {
  return {
    name: 'kado-english-shell-in-dev',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        let language: string | undefined;
        try {
          const reply = (await (await fetch(`${API_ORIGIN}/api/settings`)).json()) as { data?: { language?: string } };
          language = reply.data?.language;
        } catch {
          // The API server is not up yet.
        }
        if (language !== 'en') return html;
        const words =
          "window.kadoWords = import('/i18n/en/apply-english.ts').then((m) => m.applyEnglish());\n" +
          "window.kadoWords.then(() => import('/i18n/en/messages-english.ts')).then((m) => m.showEnglishMessages());";
        return html
          .replace('<html lang="id">', '<html lang="en">')
          .replace(`<p>${id.loadingScreen}</p>`, `<p>${enShell.loadingScreen}</p>`)
          .replace(/<script type="module" src="[^"]*main\.tsx"><\/script>/, (main) => `<script type="module">${words}</script>\n${main}`);
      },
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

/** Each designed theme's stylesheet (decision 041), written to themes/{name}.css for the server to inline in the shell
 * of a gift in that theme; never part of the app's own stylesheets. A `url('font:{package}/{file}')` in it names a
 * Fontsource woff2 file, copied into assets/ with a hash (cached for a year) and named by its path. */
function themeSheets(): Plugin {
  const themesDir = path.resolve(import.meta.dirname, 'src/web/themes');
  return {
    name: 'kado-theme-sheets',
    apply: 'build',
    generateBundle() {
      for (const file of fs.readdirSync(themesDir).filter((name) => name.endsWith('.css'))) {
        const source = fs.readFileSync(path.join(themesDir, file), 'utf8');
        const css = source
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/url\('font:([\w-]+)\/([\w.-]+)'\)/g, (_url, pkg: string, font: string) => {
            const fontFile = path.resolve(import.meta.dirname, 'node_modules/@fontsource', pkg, 'files', font);
            const ref = this.emitFile({ type: 'asset', name: font, source: fs.readFileSync(fontFile) });
            return `url(/${this.getFileName(ref)})`;
          })
          .replace(/\s*\n\s*/g, '')
          .replace(/\s*([{};,])\s*/g, '$1')
          .replace(/:\s+/g, ':');
        this.emitFile({ type: 'asset', fileName: `themes/${file}`, source: css });
      }
    },
  };
}

/** Pages whose code the recipient never needs: the giver's (one chunk, decision 044), the operator's console and the
 * wishes link's guest page. */
const NOT_RECIPIENT = /src\/web\/(editor-routes\.tsx|features\/operator\/|features\/wishes\/leave-wish-page\.tsx)/;

/** The recipient pages' files, written to offline-files.json: past the PIN the offline worker fetches and stores
 * them itself, a few at a time once the page is idle, so a page never opened opens offline and no page fetches or
 * runs another's code (decision 055). Every chunk the entries reach, static or dynamic, but the giver's and
 * the operator's, with the stylesheets and assets Vite records for them. */
function offlineFiles(): Plugin {
  return {
    name: 'kado-offline-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return;
        seen.add(fileName);
        if (chunk.facadeModuleId && NOT_RECIPIENT.test(chunk.facadeModuleId)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
        for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(name);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      const list = [...files].filter((file) => file.startsWith('assets/')).sort();
      if (list.length < 10) throw new Error(`offline-files.json: only ${list.length} files found`);
      this.emitFile({ type: 'asset', fileName: 'offline-files.json', source: JSON.stringify(list.map((file) => `/${file}`)) });
    },
  };
}

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  plugins: [
    react(),
    tailwindcss(),
    catalogWordsInHtml(),
    stylesheetAfterLoadingScreen(),
    appAfterFirstPaint(),
    englishShell(),
    englishShellInDev(),
    bootWithoutComments(),
    themeSheets(),
    offlineFiles(),
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
        manualChunks: (file) =>
          /src\/shared\/translation\.ts$|src\/web\/i18n\/id\.ts$/.test(file)
            ? 'id'
            : /src\/shared\/(messages|message-codes)\.ts$/.test(file)
              ? 'messages'
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
