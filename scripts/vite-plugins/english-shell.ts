// Writes index.en.html, the English gift's shell, beside index.html in a build.
import path from 'node:path';
import type { Plugin } from 'vite';
import { enShell } from '../../src/web/i18n/en/en-shell.js';
import { id } from '../../src/web/i18n/id.js';

/** The repository's root (this folder is scripts/vite-plugins). */
const root = path.resolve(import.meta.dirname, '../..');

/** An English gift's shell: the same page as index.html with lang="en" and the loading
 * screen's words in English, written beside it; the server sends it to gifts whose language is 'en'. */
export function englishShell(): Plugin {
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
          id: path.resolve(root, 'src/web/i18n/en', `${file}.ts`),
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
