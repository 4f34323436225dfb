import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SettingsRead, settingsSaveReply } from '@shared/schemas/settings';
import type { Language } from '@shared/languages';
import type { Theme } from '@shared/themes';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idSettings } from '@/i18n/id-settings';

// The gift's settings (decisions 032, 041, 078): GET /api/settings gives its language and theme, and to the giver the
// footsteps and mail switches too; PUT (the giver's) changes them. Pages take language and theme when they load, so the
// hub reloads after a new language, its preview after a theme.

type SettingsReply = z.infer<typeof settingsSaveReply>;

export async function getSettings(signal?: AbortSignal): Promise<SettingsRead> {
  const reply = await apiFetch<{ data: SettingsRead }>('/api/settings', { signal });
  return reply.data;
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

export function saveLanguage(language: Language): Promise<SettingsReply> {
  return apiFetch<SettingsReply>('/api/settings', { method: 'PUT', json: { language } });
}

export function useSaveLanguage(callbacks: WriteCallbacks<SettingsReply, Language> = {}) {
  return useWrite(
    {
      request: 'PUT /api/settings',
      write: saveLanguage,
      word: (error) => errorMessage(error, idSettings.saveFailed),
      changes: [settingsQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}

/** The gift's theme: the recipient's pages take it when they load, so the hub reloads its preview. */
export function saveTheme(theme: Theme): Promise<SettingsReply> {
  return apiFetch<SettingsReply>('/api/settings', { method: 'PUT', json: { theme } });
}

export function useSaveTheme(callbacks: WriteCallbacks<SettingsReply, Theme> = {}) {
  return useWrite(
    {
      request: 'PUT /api/settings',
      write: saveTheme,
      word: (error) => errorMessage(error, idSettings.themeSaveFailed),
      changes: [settingsQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}
