import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { WishGuest, wishGuestReply, wishSentReply } from '@shared/schemas/wishes';
import { ApiError, apiFetch, apiUpload } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idWishGuest } from '@/i18n/id-wish-guest';

// The wishes link's guest page (decision 045): its only two calls. GET /api/wishes/guest says whom the wishes are
// for and whether the link is open (403 without the wishes key, or with a rotated one); POST /api/wishes sends one
// wish (multipart name, message and an optional photo) and reads nothing back.

type WishGuestReply = z.infer<typeof wishGuestReply>;
export type WishSentReply = z.infer<typeof wishSentReply>;

export const wishGuestQueryOptions = () =>
  queryOptions({
    queryKey: ['wish-guest'],
    queryFn: async ({ signal }): Promise<WishGuest> => (await apiFetch<WishGuestReply>('/api/wishes/guest', { signal })).data,
    // A refusal (403) is the answer the page shows; asking again would not change it.
    retry: false,
  });

export interface WishSend {
  name: string;
  message: string;
  photo: File | null;
}

/** The multipart a wish sends (exported for its test). */
export function wishForm({ name, message, photo }: WishSend): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('message', message);
  if (photo) form.append('photo', photo, photo.name);
  return form;
}

/** Sends one wish; the guest reads nothing back, so nothing is read again. */
export function useSendWish(callbacks: WriteCallbacks<WishSentReply, WishSend & { onProgress?: (fraction: number) => void }> = {}) {
  return useWrite(
    {
      request: 'POST /api/wishes',
      write: ({ onProgress, ...input }) => apiUpload<WishSentReply>('/api/wishes', wishForm(input), onProgress),
      // The server's own words (a field, a closed link, the limit); else, with no reply, that nothing typed is lost.
      word: (error) => (error instanceof ApiError && error.fromServer ? error.message : idWishGuest.errors.sendFailed),
      changes: [],
    },
    callbacks,
  );
}
