// Writes offline-files.json: every file of the recipient's pages, which the offline worker stores past the PIN.
import type { Plugin } from 'vite';

/** Pages whose code the recipient never needs: the giver's (one chunk, decision 044), the operator's console, the
 * wishes link's guest page, and the whole app's stylesheet, which only the giver's and the operator's pages load
 * (decision 089). */
const NOT_RECIPIENT = /src\/web\/(editor-routes\.tsx|editor-styles\.ts|features\/operator\/|features\/wishes\/leave-wish-page\.tsx)/;

/** The recipient pages' files, written to offline-files.json: past the PIN the offline worker fetches and stores
 * them itself, a few at a time once the page is idle, so a page never opened opens offline and no page fetches or
 * runs another's code (decision 055). Every chunk the entries reach, static or dynamic, but the giver's and
 * the operator's, with the stylesheets and assets Vite records for them. */
export function offlineFiles(): Plugin {
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
