import type { Translation } from '@shared/translation';

// Puts a twin's words into its catalog, in place (decision 032): every module that imported the catalog
// reads the new words from then on. Only an English page loads this.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Puts `words`' texts into `catalog`, in place: every module that imported the catalog reads the new
 * words from then on. Called once, before the app first renders (i18n/en/apply-english.ts).
 */
export function overlay<T extends object>(catalog: T, words: Translation<T>): void {
  const target = catalog as Record<string, unknown>;
  for (const [key, value] of Object.entries(words as Record<string, unknown>)) {
    if (isPlainObject(value) && isPlainObject(target[key])) overlay(target[key], value as never);
    else target[key] = value;
  }
}
