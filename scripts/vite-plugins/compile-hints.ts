// V8's compile hint on the scripts every first load runs at once (decision 101).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** V8 compiles every function of a file that starts with this comment while it streams in, off the main thread. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts the entries (the app's, and an English gift's words and messages) and React's chunk with V8's compile hint.
 * Without it V8 only pre-parses their functions as they stream in, then compiles each on the main thread when the
 * first render first calls it (most of them, in these files). Added to the written files: the minifier drops
 * comments, and the build puts its list of each chunk's files (`__vite__mapDeps`) first in the entry after every
 * plugin's last look at the chunk.
 */
export function compileHints(): Plugin {
  return {
    name: 'kado-compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'react')) continue;
        const file = path.join(options.dir ?? '', chunk.fileName);
        const code = fs.readFileSync(file, 'utf8');
        if (!code.startsWith(COMPILE_ALL_HINT)) fs.writeFileSync(file, COMPILE_ALL_HINT + code);
      }
    },
  };
}
