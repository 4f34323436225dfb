import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReply } from '@shared/schemas/common';
import type { HeartMomentVisibility, HeartMomentFeeling } from '@shared/heart-moments';
import type {
  HeartMoment,
  HeartMomentCounts,
  heartMomentHeartReply,
  heartMomentListReply,
  heartMomentMailReply,
  heartMomentSaveReply,
} from '@shared/schemas/heart-moments';
import { apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idHeartMoments } from '@/i18n/id-heart-moments';

// Momen Hati (decision 086): GET /api/heart-moments (what the session may see, with the counts per feeling), POST
// /api/heart-moments and /api/heart-moments/{id} (multipart date, words, feeling, visibility, an optional photo,
// remove_photo), PUT …/{id}/visibility, DELETE …/{id}, and POST …/{id}/heart (the other partner's heart).

type ListReply = z.infer<typeof heartMomentListReply>;
export type HeartMomentSaveReply = z.infer<typeof heartMomentSaveReply>;
type HeartReply = z.infer<typeof heartMomentHeartReply>;
type MessageReply = z.infer<typeof messageReply>;
export type HeartMoments = { moments: HeartMoment[]; counts: HeartMomentCounts };

export const heartMomentsQueryOptions = () =>
  queryOptions({
    queryKey: ['heart-moments'],
    queryFn: async ({ signal }): Promise<HeartMoments> => (await apiFetch<ListReply>('/api/heart-moments', { signal })).data,
    staleTime: 0,
  });

export function useHeartMoments() {
  return useQuery(heartMomentsQueryOptions());
}

export interface HeartMomentSave {
  /** The moment to change; none writes a new one. */
  id?: number;
  date: string;
  words: string;
  feeling: HeartMomentFeeling;
  visibility: HeartMomentVisibility;
  photo: File | null;
  removePhoto: boolean;
}

/** The multipart a save sends (exported for its test). The author is never sent: the server takes the session's. */
export function heartMomentForm(input: HeartMomentSave): FormData {
  const form = new FormData();
  form.append('date', input.date);
  form.append('words', input.words);
  form.append('feeling', input.feeling);
  form.append('visibility', input.visibility);
  if (input.removePhoto) form.append('remove_photo', '1');
  if (input.photo) form.append('photo', input.photo, input.photo.name);
  return form;
}

const changes = [heartMomentsQueryOptions().queryKey];

export function useSaveHeartMoment(callbacks: WriteCallbacks<HeartMomentSaveReply, HeartMomentSave> = {}) {
  return useWrite(
    {
      request: (input) => (input.id === undefined ? 'POST /api/heart-moments' : `POST /api/heart-moments/${input.id}`),
      write: (input) =>
        apiUpload<HeartMomentSaveReply>(
          input.id === undefined ? '/api/heart-moments' : `/api/heart-moments/${input.id}`,
          heartMomentForm(input),
        ),
      word: (error) => errorMessage(error, idHeartMoments.form.saveFailed),
      changes,
    },
    callbacks,
  );
}

export function useSetHeartMomentVisibility(
  callbacks: WriteCallbacks<HeartMomentSaveReply, { id: number; visibility: HeartMomentVisibility }> = {},
) {
  return useWrite(
    {
      request: ({ id }) => `PUT /api/heart-moments/${id}/visibility`,
      write: ({ id, visibility }) =>
        apiFetch<HeartMomentSaveReply>(`/api/heart-moments/${id}/visibility`, { method: 'PUT', json: { visibility } }),
      word: (error) => errorMessage(error, idHeartMoments.list.visibilityFailed),
      changes,
    },
    callbacks,
  );
}

export function useDeleteHeartMoment(callbacks: WriteCallbacks<MessageReply, number> = {}) {
  return useWrite(
    {
      request: (id) => `DELETE /api/heart-moments/${id}`,
      write: (id) => apiFetch<MessageReply>(`/api/heart-moments/${id}`, { method: 'DELETE' }),
      word: (error) => errorMessage(error, idHeartMoments.list.removeFailed),
      changes,
      refetchOnFailure: true,
    },
    callbacks,
  );
}

export function useToggleHeartMomentHeart(callbacks: WriteCallbacks<HeartReply, number> = {}) {
  return useWrite(
    {
      request: (id) => `POST /api/heart-moments/${id}/heart`,
      write: (id) => apiFetch<HeartReply>(`/api/heart-moments/${id}/heart`, { method: 'POST' }),
      word: (error) => errorMessage(error, idHeartMoments.list.heartFailed),
      changes,
    },
    callbacks,
  );
}

// The recipient's address for word of the giver's shared moments (docs/product.md §26, §29): GET, PUT { email,
// consent } and DELETE /api/heart-moments/mail. The giver is refused (403): the form then shows nothing.
type MailReply = z.infer<typeof heartMomentMailReply>;

export const momentMailQueryOptions = () =>
  queryOptions({
    queryKey: ['heart-moments', 'mail'],
    queryFn: async ({ signal }): Promise<string | null> => (await apiFetch<MailReply>('/api/heart-moments/mail', { signal })).data.email,
  });

export function useMomentMail() {
  return useQuery(momentMailQueryOptions());
}

const mailChanges = [momentMailQueryOptions().queryKey];

export function useSaveMomentMail(callbacks: WriteCallbacks<MailReply, { email: string; consent: boolean }> = {}) {
  return useWrite(
    {
      request: () => 'PUT /api/heart-moments/mail',
      write: (input) => apiFetch<MailReply>('/api/heart-moments/mail', { method: 'PUT', json: input }),
      word: (error) => errorMessage(error, idHeartMoments.mail.saveFailed),
      changes: mailChanges,
    },
    callbacks,
  );
}

export function useRemoveMomentMail(callbacks: WriteCallbacks<MailReply, void> = {}) {
  return useWrite(
    {
      request: () => 'DELETE /api/heart-moments/mail',
      write: () => apiFetch<MailReply>('/api/heart-moments/mail', { method: 'DELETE' }),
      word: (error) => errorMessage(error, idHeartMoments.mail.removeFailed),
      changes: mailChanges,
    },
    callbacks,
  );
}
