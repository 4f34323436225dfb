import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ActivityEntry, KeptTextBody, Readiness, activityReply, keptTextReply, readinessReply } from '@shared/schemas/activity';
import type { settingsSaveReply } from '@shared/schemas/settings';
import { apiFetch, errorMessage } from './client';
import { settingsQueryOptions } from './settings';
import { useWrite, type WriteCallbacks } from './write';
import { idReadiness } from '@/i18n/id-readiness';

// Ready to give and the recipient's footsteps (decision 040): GET /api/readiness and GET /api/activity are the
// giver's; PUT /api/settings { record_activity } turns the recording on or off. Both lists are read afresh
// whenever a panel that shows them opens: the giver edits in other sections in between.

type ReadinessReply = z.infer<typeof readinessReply>;
type ActivityReply = z.infer<typeof activityReply>;
type SettingsReply = z.infer<typeof settingsSaveReply>;
type KeptTextReply = z.infer<typeof keptTextReply>;

export const readinessQueryOptions = () =>
  queryOptions({
    queryKey: ['readiness'],
    queryFn: async ({ signal }): Promise<Readiness> => (await apiFetch<ReadinessReply>('/api/readiness', { signal })).data,
    staleTime: 0,
  });

export function useReadiness() {
  return useQuery(readinessQueryOptions());
}

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: ['activity'],
    queryFn: async ({ signal }): Promise<ActivityEntry[]> => (await apiFetch<ActivityReply>('/api/activity', { signal })).data,
    staleTime: 0,
  });

export function useActivity() {
  return useQuery(activityQueryOptions());
}

export function saveRecordActivity(record: boolean): Promise<SettingsReply> {
  return apiFetch<SettingsReply>('/api/settings', { method: 'PUT', json: { record_activity: record } });
}

export function useSaveRecordActivity(callbacks: WriteCallbacks<SettingsReply, boolean> = {}) {
  return useWrite(
    {
      request: 'PUT /api/settings',
      write: saveRecordActivity,
      word: (error) => errorMessage(error, idReadiness.footsteps.saveFailed),
      changes: [settingsQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}

/** 'Tetap pakai': keeps a demo text of the quiz or the letter on purpose, or takes that back. */
export function saveKeptText(body: KeptTextBody): Promise<KeptTextReply> {
  return apiFetch<KeptTextReply>('/api/readiness/kept', { method: 'PUT', json: body });
}

export function useSaveKeptText(callbacks: WriteCallbacks<KeptTextReply, KeptTextBody> = {}) {
  return useWrite(
    {
      request: 'PUT /api/readiness/kept',
      write: saveKeptText,
      word: (error) => errorMessage(error, idReadiness.ready.keepFailed),
      changes: [readinessQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}
