// Writes each designed theme's minified stylesheet to themes/{name}.css, with its font files hashed into assets/.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The repository's root (this folder is scripts/vite-plugins). */
const root = path.resolve(import.meta.dirname, '../..');

/** Each designed theme's stylesheet, written to themes/{name}.css for the server to inline in the shell
 * of a gift in that theme; never part of the app's own stylesheets. A `url('font:{package}/{file}')` in it names a
 * Fontsource woff2 file, copied into assets/ with a hash (cached for a year) and named by its path. */
export function themeSheets(): Plugin {
  const themesDir = path.resolve(root, 'src/web/themes');
  return {
    name: 'kado-theme-sheets',
    apply: 'build',
    generateBundle() {
      for (const file of fs.readdirSync(themesDir).filter((name) => name.endsWith('.css'))) {
        const source = fs.readFileSync(path.join(themesDir, file), 'utf8');
        const css = source
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/url\('font:([\w-]+)\/([\w.-]+)'\)/g, (_url, pkg: string, font: string) => {
            const fontFile = path.resolve(root, 'node_modules/@fontsource', pkg, 'files', font);
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
