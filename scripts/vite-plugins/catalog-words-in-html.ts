// Fills index.html's placeholders (app name, loading words) from the Indonesian catalog at build and dev time.
import type { Plugin } from 'vite';
import { id } from '../../src/web/i18n/id.js';

/** index.html paints before any script runs, so its words are filled in from the catalog at build time. */
export function catalogWordsInHtml(): Plugin {
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
