import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  LoveMoment,
  LoveMomentInput,
  loveMomentDeleteReply,
  loveMomentListReply,
  loveMomentSaveReply,
} from '@shared/schemas/love-moment';
import { ApiError, apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idLoveMoment } from '@/i18n/id-love-moment';

// Love moments (docs/product.md §7): GET api/love-moment, POST api/love-moment (multipart, optional
// coverImage and voiceNote), POST api/love-moment/{id} (update; remove_voice_note), DELETE api/love-moment/delete/{id}.
// Reads need the viewer, writes the editor; the server decides.

type LoveMomentListReply = z.infer<typeof loveMomentListReply>;
export type LoveMomentSaveReply = z.infer<typeof loveMomentSaveReply>;
export type LoveMomentDeleteReply = z.infer<typeof loveMomentDeleteReply>;

export async function getLoveMoments(signal?: AbortSignal): Promise<LoveMoment[]> {
  const reply = await apiFetch<LoveMomentListReply>('/api/love-moment', { signal });
  return reply.data;
}

export const loveMomentsQueryOptions = () =>
  queryOptions({
    queryKey: ['love-moments'],
    queryFn: ({ signal }) => getLoveMoments(signal),
  });

export function useLoveMoments(options: { enabled?: boolean } = {}) {
  return useQuery({ ...loveMomentsQueryOptions(), enabled: options.enabled ?? true });
}

/** Asks for the love moments again: a time capsule's day has come, and the server now sends its letter. */
export function useRefreshLoveMoments(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: loveMomentsQueryOptions().queryKey }), [client]);
}

export interface LoveMomentSave extends LoveMomentInput {
  /** A new cover; without one, an update keeps the current cover. */
  cover?: File | null;
  /** A new voice note (a recording or a chosen file) and its file name; without one the current one stays. */
  voiceNote?: { data: Blob; name: string } | null;
  /** Drop the current voice note. */
  removeVoiceNote?: boolean;
}

/** The multipart a save sends (exported for its test). */
export function saveForm({ title, date, letter, opens_at, cover, voiceNote, removeVoiceNote }: LoveMomentSave): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('date', date);
  form.append('letter', letter);
  form.append('opens_at', opens_at ?? '');
  if (removeVoiceNote && !voiceNote) form.append('remove_voice_note', '1');
  if (cover) form.append('coverImage', cover);
  if (voiceNote) form.append('voiceNote', voiceNote.data, voiceNote.name);
  return form;
}

/** Multipart title, date, letter and an optional coverImage; upload progress from 0 to 1. */
export function createLoveMoment(input: LoveMomentSave, onProgress?: (fraction: number) => void): Promise<LoveMomentSaveReply> {
  return apiUpload<LoveMomentSaveReply>('/api/love-moment', saveForm(input), onProgress);
}

/** The same multipart; a new cover replaces the old one (the server deletes its files). */
export function updateLoveMoment(
  momentId: number,
  input: LoveMomentSave,
  onProgress?: (fraction: number) => void,
): Promise<LoveMomentSaveReply> {
  return apiUpload<LoveMomentSaveReply>(`/api/love-moment/${momentId}`, saveForm(input), onProgress);
}

export function deleteLoveMoment(momentId: number): Promise<LoveMomentDeleteReply> {
  return apiFetch<LoveMomentDeleteReply>(`/api/love-moment/delete/${momentId}`, { method: 'DELETE' });
}

// Writes: each resolves once the list of love moments is refetched.

export interface LoveMomentSaveRequest {
  /** The moment to update; null creates one. */
  momentId: number | null;
  input: LoveMomentSave;
  onProgress?: (fraction: number) => void;
}

/** Creates or updates a moment; a failure is the server's refusal or the spec's words for the mode. */
export function useSaveLoveMoment(callbacks: WriteCallbacks<LoveMomentSaveReply, LoveMomentSaveRequest> = {}) {
  return useWrite(
    {
      request: ({ momentId }: LoveMomentSaveRequest) => (momentId === null ? 'POST /api/love-moment' : 'POST /api/love-moment/{id}'),
      write: ({ momentId, input, onProgress }: LoveMomentSaveRequest) =>
        momentId === null ? createLoveMoment(input, onProgress) : updateLoveMoment(momentId, input, onProgress),
      word: (error, { momentId }) =>
        loveMomentFailure(error, momentId === null ? idLoveMoment.editor.createFailed : idLoveMoment.editor.updateFailed),
      changes: [loveMomentsQueryOptions().queryKey],
    },
    callbacks,
  );
}

export function useDeleteLoveMoment(callbacks: WriteCallbacks<LoveMomentDeleteReply, number> = {}) {
  return useWrite(
    {
      request: 'DELETE /api/love-moment/delete',
      write: deleteLoveMoment,
      word: (error) => loveMomentFailure(error, idLoveMoment.story.removeFailed),
      changes: [loveMomentsQueryOptions().queryKey],
      // The moment may have gone meanwhile (404): show the story as the server has it.
      refetchOnFailure: true,
    },
    callbacks,
  );
}

/**
 * docs/product.md §8 "server message or '…'": the server's own words when it refused the call (a 4xx carries a
 * message meant for the user), else the spec's fallback (no reply, a 5xx, or an exception).
 */
export function loveMomentFailure(error: unknown, fallback: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? errorMessage(error, fallback) : fallback;
}
