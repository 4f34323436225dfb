// Strips the full-line comments from the built boot.js, which is copied as written.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** boot.js is on every first load and copied as written: its comments (full lines) stay in the source. */
export function bootWithoutComments(): Plugin {
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
