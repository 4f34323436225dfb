import { ALL_FEATURE_IDS, type FeatureId } from './constants.js';

// selected_features travels as a JSON string of ids (docs/product.md §3). Read by the recipient's feature menu,
// so it is checked by hand: zod stays out of the recipient's pages (decision 019).

const KNOWN: readonly string[] = ALL_FEATURE_IDS;

/** The stored JSON string as known ids; anything else (bad JSON, not a list, an unknown id) is none. */
export function parseSelectedFeatures(value: string): FeatureId[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => typeof id === 'string' && KNOWN.includes(id))) return [];
  return parsed as FeatureId[];
}
