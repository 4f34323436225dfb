import { EDITABLE_FEATURE_IDS, type FeatureId } from '@shared/constants';

/** The list to save: 'gift' (the menu's centre) always first, then the checked features in menu order. */
export function selectedFeatureList(checked: ReadonlySet<FeatureId>): FeatureId[] {
  return ['gift', ...EDITABLE_FEATURE_IDS.filter((feature) => checked.has(feature))];
}
