// Writes page-preloads.json: each page's files beyond the entry's, which the server names on that page's shell.
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { PagePreloads } from '../../src/server/http/page-shell.js';
import { ROUTES } from '../../src/shared/routes.js';
import { PAGE_MODULES } from '../../src/web/page-modules.js';

/**
 * For each page but the opening, the files of the modules src/web/page-modules.ts names and of every module they
 * import statically, less the entry's own, which index.html already names (decision 100), keyed by the route's pattern.
 * A module the build does not hold fails the build: the table and the router have parted.
 */
export function pagePreloads(): Plugin {
  let root = '';
  return {
    name: 'kado-page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entryFiles = new Set<string>();
      const closure = (fileName: string, into: Set<string>) => {
        const chunk = bundle[fileName];
        if (into.has(fileName) || !chunk || chunk.type !== 'chunk') return;
        into.add(fileName);
        for (const name of chunk.imports) closure(name, into);
      };
      for (const chunk of chunks) if (chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')) closure(chunk.fileName, entryFiles);
      const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]));
      // A module of CSS alone (page-styles.ts) is no chunk in the output but a stylesheet named after it.
      const sheets = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'asset' && item.fileName.endsWith('.css') ? item.names.map((name) => [name, item.fileName] as const) : [],
        ),
      );
      const pages: Record<string, PagePreloads> = {};
      for (const [route, modules] of Object.entries(PAGE_MODULES)) {
        const files = new Set<string>();
        const styles = new Set<string>();
        for (const module of modules) {
          const sheet = sheets.get(`${path.basename(module, '.ts')}.css`);
          if (module.endsWith('-styles.ts') && sheet) {
            styles.add(sheet);
            continue;
          }
          const chunk = byModule.get(path.resolve(root, module));
          if (!chunk) throw new Error(`page-preloads.json: ${route}'s ${module} is no chunk of the build (src/web/page-modules.ts)`);
          closure(chunk.fileName, files);
        }
        const own = [...files].filter((file) => !entryFiles.has(file));
        for (const file of own) for (const css of (bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? []) styles.add(css);
        pages[ROUTES[route as keyof typeof PAGE_MODULES]] = {
          modules: own.map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: JSON.stringify(pages) });
    },
  };
}
