// The gift's language (decision 032): Indonesian, the words of docs/product.md, or English. Each area's catalog
// (id-<area>.ts) has an English twin (en/en-<area>.ts) of exactly its shape: `Translation<typeof idArea>`
// makes a missing or extra key a type error, and i18n/catalogs.test.ts checks the same at run time.
// No imports: vite.config.ts reads the catalogs without the app's aliases. Shared: the server translates its
// replies' messages with the same shape (src/shared/en-messages.ts).

/** The same shape as a catalog, with any text (or any function giving text) in place of its words. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { -readonly [K in keyof T]: Translation<T[K]> };

// Catalogs and their English twins meet here, whichever arrives first: a catalog module registers itself
// when it is evaluated (its area's chunk, maybe long after the first render), the English twins all at
// once before the first render (i18n/en/apply-english.ts, through everyCatalog). So an Indonesian gift never loads a word of
// English, and each area's words stay in that area's chunk (decision 010).
const catalogs = new Map<string, object>();
let onCatalog: ((name: string, words: object) => void) | undefined;

/** Declares an area's catalog; an English page's twins take its words as it arrives. */
export function catalog<T extends object>(name: string, words: T): T {
  catalogs.set(name, words);
  onCatalog?.(name, words);
  return words;
}

/**
 * Calls `use` for every catalog declared so far and each one declared later. Kept this small on purpose:
 * it is on every first load, and all the English work lives in i18n/en (overlay.ts, apply-english.ts).
 */
export function everyCatalog(use: (name: string, words: object) => void): void {
  onCatalog = use;
  catalogs.forEach((words, name) => use(name, words));
}
