import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoveTyping, loveTypingReply } from '@shared/schemas/love-typing';
import { apiFetch, apiUpload, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idMainGift } from '@/i18n/id-main-gift';

// The typed love letter (docs/product.md §7): GET api/love-typing for the viewer, POST (multipart
// paragraphs as a JSON string + an optional background_music file) for the editor.

export type LoveTypingReply = z.infer<typeof loveTypingReply>;

export async function getLoveTyping(signal?: AbortSignal): Promise<LoveTyping> {
  const reply = await apiFetch<LoveTypingReply>('/api/love-typing', { signal });
  return reply.data;
}

export const loveTypingQueryOptions = () =>
  queryOptions({
    queryKey: ['love-typing'],
    queryFn: ({ signal }) => getLoveTyping(signal),
  });

export function useLoveTyping() {
  return useQuery(loveTypingQueryOptions());
}

export interface LoveTypingSave {
  paragraphs: string[];
  /** A new track; without one the current track stays. */
  music?: File | null;
}

export function saveLoveTyping({ paragraphs, music }: LoveTypingSave, onProgress?: (fraction: number) => void): Promise<LoveTypingReply> {
  const form = new FormData();
  form.append('paragraphs', JSON.stringify(paragraphs));
  if (music) form.append('background_music', music);
  return apiUpload<LoveTypingReply>('/api/love-typing', form, onProgress);
}

/** The editor's save: resolves once the letter is refetched. */
export function useSaveLoveTyping(callbacks: WriteCallbacks<LoveTypingReply, LoveTypingSave> = {}) {
  return useWrite(
    {
      request: 'POST /api/love-typing',
      write: (input: LoveTypingSave) => saveLoveTyping(input),
      word: (error) => errorMessage(error, idMainGift.letterEditor.saveFailed),
      changes: [loveTypingQueryOptions().queryKey],
    },
    callbacks,
  );
}
