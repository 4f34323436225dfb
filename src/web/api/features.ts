import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeatureId } from '@shared/constants';
import { parseSelectedFeatures, type FeaturesData, type featuresReply } from '@shared/schemas/features';
import { id } from '@/i18n/id';
import { apiFetch } from './client';

// Features config (SPEC.md §3, §7): GET api/features (a viewer's read), POST api/features (the editor's save,
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

/** The editor's save (decision 013). SPEC.md §8: a failure reads 'Terjadi kesalahan saat menyimpan data.'. */
export function useSaveFeatures({ onSaved, onFailed }: { onSaved?: () => void; onFailed?: (message: string, error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeatures,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: featuresQueryOptions().queryKey });
      onSaved?.();
    },
    onError: (error) => {
      console.error('POST /api/features failed', error);
      onFailed?.(id.api.saveFailed, error);
    },
  });
}
