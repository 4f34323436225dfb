import type { Language } from '../languages.js';
import { OCCASIONS_EN } from './en.js';
import { OCCASIONS_ID } from './id.js';
import { OCCASION_KEYS, type Occasion, type OccasionKey, type OccasionSet } from './types.js';

// Occasions (docs/product.md §27, decision 063) in each language a gift can speak.

export { OCCASION_KEYS, isOccasionKey } from './types.js';
export type { Occasion, OccasionCoupon, OccasionCrosswordIdea, OccasionKey, OccasionQuestion, OccasionSet } from './types.js';

export const OCCASIONS: Readonly<Record<Language, OccasionSet>> = { id: OCCASIONS_ID, en: OCCASIONS_EN };

/** An occasion in a gift's language; anything but 'en' reads as Indonesian. */
export function occasionOf(key: OccasionKey, language: string | undefined): Occasion {
  return (language === 'en' ? OCCASIONS.en : OCCASIONS.id)[key];
}

/** Every occasion in every language: what counts as words the giver has not written yet. */
export const EVERY_OCCASION: readonly Occasion[] = Object.values(OCCASIONS).flatMap((set) => OCCASION_KEYS.map((key) => set[key]));
