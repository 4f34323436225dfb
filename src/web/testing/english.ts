import { everyCatalog } from '@shared/translation';
import { applyEnglish } from '@/i18n/en/apply-english';
import { overlay } from '@/i18n/en/overlay';

// An English page in a component test (decision 032). The catalogs are module state that applyEnglish rewrites in
// place (decision 053), and a worker keeps its modules from one test file to the next: every catalog is declared
// first (so none arrives while English is on), copied, and put back word for word afterwards.

import.meta.glob('../i18n/id*.ts', { eager: true });

/** A copy of a catalog: its objects copied, its words and functions as they are. */
function copyOf(words: object): object {
  return Object.fromEntries(
    Object.entries(words).map(([key, value]) => [
      key,
      typeof value === 'object' && value !== null && !Array.isArray(value) ? copyOf(value) : value,
    ]),
  );
}

/** Turns every catalog English, as main.tsx does for an English gift; returns what puts the Indonesian back. */
export function englishCatalogs(): () => void {
  const originals = new Map<object, object>();
  everyCatalog((_name, words) => void originals.set(words, copyOf(words)));
  applyEnglish();
  return () => {
    everyCatalog(() => undefined);
    originals.forEach((original, words) => overlay(words, original as never));
  };
}
