import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Share, shareSaveReply } from '@shared/schemas/share';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idShare } from '@/i18n/id-share';

// The gift's share link (decision 018), the giver's only: GET /api/share gives the full link to give and
// whether the gift is private; PUT /api/share turns the secret link on or off; POST /api/share/rotate
// makes a new key, so old links (and the sessions opened with them) stop working.

type ShareReply = z.infer<typeof shareSaveReply>;

export async function getShare(signal?: AbortSignal): Promise<Share> {
  const reply = await apiFetch<Pick<ShareReply, 'data'>>('/api/share', { signal });
  return reply.data;
}

export const shareQueryOptions = () =>
  queryOptions({
    queryKey: ['share'],
    queryFn: ({ signal }) => getShare(signal),
  });

export function useShare() {
  return useQuery(shareQueryOptions());
}

export function setSharePrivate(isPrivate: boolean): Promise<ShareReply> {
  return apiFetch<ShareReply>('/api/share', { method: 'PUT', json: { private: isPrivate } });
}

export function rotateShare(): Promise<ShareReply> {
  return apiFetch<ShareReply>('/api/share/rotate', { method: 'POST' });
}

// Writes: each resolves once the link is read again, so the QR shows the new one at once.

export function useSetSharePrivate(callbacks: WriteCallbacks<ShareReply, boolean> = {}) {
  return useWrite(
    {
      request: 'PUT /api/share',
      write: setSharePrivate,
      word: (error) => errorMessage(error, idShare.privateFailed),
      changes: [shareQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}

export function useRotateShare(callbacks: WriteCallbacks<ShareReply, void> = {}) {
  return useWrite(
    {
      request: 'POST /api/share/rotate',
      write: rotateShare,
      word: (error) => errorMessage(error, idShare.rotateFailed),
      changes: [shareQueryOptions().queryKey],
    },
    callbacks,
  );
}
