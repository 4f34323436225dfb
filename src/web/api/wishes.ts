import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageReply } from '@shared/schemas/common';
import type { Wish, WishLink, wishLinkSaveReply, wishListReply, wishSaveReply } from '@shared/schemas/wishes';
import { apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import { idWishes } from '@/i18n/id-wishes';

// Wishes from friends (decision 045): GET /api/wishes (the giver: every wish with `approved`; the recipient: the
// approved ones), the giver's approval and delete, and the giver's wishes link (GET/PUT /api/wishes/link, POST
// /api/wishes/link/rotate). The guest page's two calls are wish-guest.ts.

type WishListReply = z.infer<typeof wishListReply>;
type WishSaveReply = z.infer<typeof wishSaveReply>;
type WishLinkReply = z.infer<typeof wishLinkSaveReply>;
type MessageReply = z.infer<typeof messageReply>;

export const wishesQueryOptions = () =>
  queryOptions({
    queryKey: ['wishes'],
    queryFn: async ({ signal }): Promise<Wish[]> => (await apiFetch<WishListReply>('/api/wishes', { signal })).data,
    staleTime: 0,
  });

export function useWishes() {
  return useQuery(wishesQueryOptions());
}

export const wishLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['wish-link'],
    queryFn: async ({ signal }): Promise<WishLink> => (await apiFetch<Pick<WishLinkReply, 'data'>>('/api/wishes/link', { signal })).data,
  });

export function useWishLink() {
  return useQuery(wishLinkQueryOptions());
}

export function useSetWishLinkOpen(callbacks: WriteCallbacks<WishLinkReply, boolean> = {}) {
  return useWrite(
    {
      request: 'PUT /api/wishes/link',
      write: (open) => apiFetch<WishLinkReply>('/api/wishes/link', { method: 'PUT', json: { open } }),
      word: (error) => errorMessage(error, idWishes.hub.openFailed),
      changes: [wishLinkQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}

export function useRotateWishLink(callbacks: WriteCallbacks<WishLinkReply, void> = {}) {
  return useWrite(
    {
      request: 'POST /api/wishes/link/rotate',
      write: () => apiFetch<WishLinkReply>('/api/wishes/link/rotate', { method: 'POST' }),
      word: (error) => errorMessage(error, idWishes.hub.rotateFailed),
      changes: [wishLinkQueryOptions().queryKey],
    },
    callbacks,
  );
}

export function useApproveWish(callbacks: WriteCallbacks<WishSaveReply, { id: number; approved: boolean }> = {}) {
  return useWrite(
    {
      request: ({ id }) => `PUT /api/wishes/${id}`,
      write: ({ id, approved }) => apiFetch<WishSaveReply>(`/api/wishes/${id}`, { method: 'PUT', json: { approved } }),
      word: (error) => errorMessage(error, idWishes.hub.approveFailed),
      changes: [wishesQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}

export function useDeleteWish(callbacks: WriteCallbacks<MessageReply, number> = {}) {
  return useWrite(
    {
      request: (wishId) => `DELETE /api/wishes/${wishId}`,
      write: (wishId) => apiFetch<MessageReply>(`/api/wishes/${wishId}`, { method: 'DELETE' }),
      word: (error) => errorMessage(error, idWishes.hub.deleteFailed),
      // The link's reply says what the wishes take: a deleted wish and its photo leave room.
      changes: [wishesQueryOptions().queryKey, wishLinkQueryOptions().queryKey],
      refetchOnFailure: true,
    },
    callbacks,
  );
}
