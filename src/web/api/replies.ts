import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReply } from '@shared/schemas/common';
import type { Reply, replyListReply, replySaveReply } from '@shared/schemas/replies';
import { apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idReplies } from '@/i18n/id-replies';

// The recipient answers (decision 043): GET/POST /api/replies (multipart message and an optional voiceNote) and
// DELETE /api/replies/{id} (the giver). The hearts are hearts.ts.

type ReplyListReply = z.infer<typeof replyListReply>;
export type ReplySaveReply = z.infer<typeof replySaveReply>;
type MessageReply = z.infer<typeof messageReply>;

export const repliesQueryOptions = () =>
  queryOptions({
    queryKey: ['replies'],
    queryFn: async ({ signal }): Promise<Reply[]> => (await apiFetch<ReplyListReply>('/api/replies', { signal })).data,
    staleTime: 0,
  });

export function useReplies() {
  return useQuery(repliesQueryOptions());
}

export interface ReplySend {
  message: string;
  /** A recording or a chosen audio file, with the name it is sent with. */
  voiceNote: { data: Blob; name: string } | null;
}

/** The multipart a reply sends (exported for its test). */
export function replyForm({ message, voiceNote }: ReplySend): FormData {
  const form = new FormData();
  form.append('message', message);
  if (voiceNote) form.append('voiceNote', voiceNote.data, voiceNote.name);
  return form;
}

export function useSendReply(callbacks: WriteCallbacks<ReplySaveReply, ReplySend & { onProgress?: (f: number) => void }> = {}) {
  return useWrite(
    {
      request: 'POST /api/replies',
      write: ({ onProgress, ...input }) => apiUpload<ReplySaveReply>('/api/replies', replyForm(input), onProgress),
      word: (error) => errorMessage(error, idReplies.page.sendFailed),
      changes: [repliesQueryOptions().queryKey],
    },
    callbacks,
  );
}

export function useDeleteReply(callbacks: WriteCallbacks<MessageReply, number> = {}) {
  return useWrite(
    {
      request: (replyId) => `DELETE /api/replies/${replyId}`,
      write: (replyId) => apiFetch<MessageReply>(`/api/replies/${replyId}`, { method: 'DELETE' }),
      word: (error) => errorMessage(error, idReplies.hub.deleteFailed),
      changes: [repliesQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}
