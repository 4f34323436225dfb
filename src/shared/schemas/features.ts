import { z } from 'zod';
import { ALL_FEATURE_IDS, FEATURES_TITLE_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { requiredText } from './common.js';

export { parseSelectedFeatures } from '../selected-features.js';

const featureIdList = z.array(z.enum(ALL_FEATURE_IDS));

/**
 * selected_features travels as a JSON string of ids (docs/product.md §3). The API description
 * shows the string's content as the list of known ids.
 */
export const selectedFeaturesString = z
  .string({ error: MSG.featuresInvalid })
  .refine((value) => featureIdList.safeParse(safeJson(value)).success, {
    error: MSG.featuresInvalid,
  })
  .meta({ contentMediaType: 'application/json', contentSchema: featureIdList });

export const featuresBody = z.object({
  title: requiredText(MSG.featuresTitleRequired, FEATURES_TITLE_MAX, MSG.featuresTitleMax),
  selected_features: selectedFeaturesString,
});
export type FeaturesInput = z.infer<typeof featuresBody>;

export const featuresData = z.object({
  title: z.string(),
  selected_features: z.string(),
});
export type FeaturesData = z.infer<typeof featuresData>;

export const featuresReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: featuresData,
});

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
