import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeatureId } from '@shared/constants';
import type { FeaturesData, featuresReply } from '@shared/schemas/features';
import { parseSelectedFeatures } from '@shared/selected-features';
import { id } from '@/i18n/id';
import { apiFetch } from './client';
import { useWrite, type WriteCallbacks } from './write';

// Features config (docs/product.md §3, §7): GET api/features (a viewer's read), POST api/features (the editor's save,
// selected_features as a JSON string of ids).

type FeaturesReply = z.infer<typeof featuresReply>;

export interface FeaturesConfig {
  title: string;
  selectedFeatures: FeatureId[];
}

export async function getFeatures(signal?: AbortSignal): Promise<FeaturesConfig> {
  const reply = await apiFetch<FeaturesReply>('/api/features', { signal });
  return toConfig(reply.data);
}

function toConfig(data: FeaturesData): FeaturesConfig {
  return { title: data.title, selectedFeatures: parseSelectedFeatures(data.selected_features) };
}

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: ['features'],
    queryFn: ({ signal }) => getFeatures(signal),
  });

export function useFeatures() {
  return useQuery(featuresQueryOptions());
}

export function saveFeatures(input: FeaturesConfig): Promise<FeaturesReply> {
  return apiFetch<FeaturesReply>('/api/features', {
    method: 'POST',
    json: { title: input.title, selected_features: JSON.stringify(input.selectedFeatures) },
  });
}

/** The editor's save. docs/product.md §8: a failure reads 'Terjadi kesalahan saat menyimpan data.'. */
export function useSaveFeatures(callbacks: WriteCallbacks<FeaturesReply, FeaturesConfig> = {}) {
  return useWrite(
    {
      request: 'POST /api/features',
      write: saveFeatures,
      word: () => id.api.saveFailed,
      changes: [featuresQueryOptions().queryKey],
    },
    callbacks,
  );
}
