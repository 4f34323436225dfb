// Serves the English shell in `npm run dev:web` when the API server says the gift is English.
import type { Plugin } from 'vite';
import { enShell } from '../../src/web/i18n/en/en-shell.js';
import { id } from '../../src/web/i18n/id.js';

/** In development (`npm run dev:web`) an English gift's page is the English shell too: the page asks the
 * API server for the gift's language and, for 'en', gets lang="en", the English loading words, and the
 * English words applied before main.tsx renders (what boot.js does in a build). No API server: Indonesian. */
export function englishShellInDev(apiOrigin: string): Plugin {
  return {
    name: 'kado-english-shell-in-dev',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        let language: string | undefined;
        try {
          const reply = (await (await fetch(`${apiOrigin}/api/settings`)).json()) as { data?: { language?: string } };
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
