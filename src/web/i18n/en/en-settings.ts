import type { Translation } from '../../../shared/translation';
import type { idSettings } from '../id-settings';

// English twin of id-settings.ts: the gift's language, in the hub's 'Share' section.

export const enSettings: Translation<typeof idSettings> = {
  look: {
    heading: 'Look',
    intro: 'The theme and language of the whole gift: the recipient sees them on every page.',
  },
  languageHeading: 'Gift language',
  languageHint: "Every text on the recipient's pages and in the editor uses this language. What you write yourself is not translated.",
  /** Each language in its own name. */
  languageNames: { id: 'Bahasa Indonesia', en: 'English' },
  loading: 'Loading...',
  loadFailed: 'Failed to load the language setting.',
  saving: 'Saving...',
  saved: 'Gift language saved. Reloading the page...',
  saveFailed: 'Failed to save the gift language.',
  themeHeading: 'Gift theme',
  themeHint: 'The colours, heading font, hearts and loading screen of every recipient page. The live preview follows it.',
  themeNames: { rose: 'Rose', night: 'Night', cream: 'Cream', sage: 'Sage' },
  themeWords: {
    rose: "Soft pink and rose, Kado's own look.",
    night: 'Dark for the night, with pink light.',
    cream: 'Cream paper and terracotta, Playfair Display headings.',
    sage: 'Soft leaf green, Dancing Script headings.',
  },
  themeSaved: 'Theme saved.',
  themeSaveFailed: 'Failed to save the theme.',
};
