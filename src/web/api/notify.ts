import type { z } from 'zod';
import type { NotifySettings, settingsSaveReply } from '@shared/schemas/settings';
import { idSignup } from '@/i18n/id-signup';
import { apiFetch, errorMessage } from './client';
import { settingsQueryOptions } from './settings';
import { useWrite, type WriteCallbacks } from './write';

// The giver's mails (decision 061): PUT /api/settings { notify }. A module of its own, so the recipient's pages, which
// read the settings, never carry the hub's words.

type SettingsReply = z.infer<typeof settingsSaveReply>;

/** One of the giver's mails on or off: only that switch is sent; the others stay. */
export function saveNotify(change: Partial<NotifySettings>): Promise<SettingsReply> {
  return apiFetch<SettingsReply>('/api/settings', { method: 'PUT', json: { notify: change } });
}

export function useSaveNotify(callbacks: WriteCallbacks<SettingsReply, Partial<NotifySettings>> = {}) {
  return useWrite(
    {
      request: 'PUT /api/settings',
      write: saveNotify,
      word: (error) => errorMessage(error, idSignup.notify.saveFailed),
      changes: [settingsQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}
