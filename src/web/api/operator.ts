import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';
import type { GiftSummary, WaitingSignup } from '@shared/schemas/operator';
import { idOperator } from '@/i18n/id-operator';
import type { Language } from '@shared/languages';

// The operator's console on BASE_DOMAIN (decision 018): log in with OPERATOR_EMAIL / OPERATOR_PASSWORD, list
// the gifts, create one (its slug, its giver's email and password), disable or enable it, reset its
// giver's password, delete it with its media. The operator's session is a cookie of the console's host
// only; a gift's host never sees it.

/** A gift as the operator's list shows it (src/shared/schemas/operator.ts). */
export type OperatorGift = GiftSummary;

interface GiftsReply {
  success: boolean;
  data: OperatorGift[];
  signups_waiting: WaitingSignup[];
}

/** The operator's list: the gifts, and the sign-ups still waiting for their confirmation. */
export interface OperatorList {
  gifts: OperatorGift[];
  waiting: WaitingSignup[];
}

interface CreatedReply {
  success: boolean;
  message?: string;
  data: { slug: string; url: string };
}

interface MessageReply {
  success: boolean;
  message?: string;
}

export interface OperatorLoginInput {
  email: string;
  password: string;
}

export interface NewGiftInput {
  slug: string;
  editor_email: string;
  editor_password: string;
  /** The gift's language and its demo content's. */
  language: Language;
}

const giftPath = (slug: string) => `/api/operator/gifts/${encodeURIComponent(slug)}`;

/** The gifts and waiting sign-ups, or null when this browser is not (or no longer) the operator's. */
export async function getOperatorGifts(signal?: AbortSignal): Promise<OperatorList | null> {
  try {
    const reply = await apiFetch<GiftsReply>('/api/operator/gifts', { signal });
    return { gifts: reply.data, waiting: reply.signups_waiting ?? [] };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const operatorGiftsQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'gifts'],
    queryFn: ({ signal }) => getOperatorGifts(signal),
    staleTime: 0,
  });

export function useOperatorGifts() {
  return useQuery(operatorGiftsQueryOptions());
}

const changesGifts = [operatorGiftsQueryOptions().queryKey];

export function useOperatorLogin(callbacks: WriteCallbacks<MessageReply, OperatorLoginInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/operator/login',
      write: (input: OperatorLoginInput) => apiFetch<MessageReply>('/api/operator/login', { method: 'POST', json: input }),
      word: (error) => errorMessage(error, idOperator.login.failed),
      changes: changesGifts,
    },
    callbacks,
  );
}

export function useOperatorLogout(callbacks: WriteCallbacks<MessageReply, void> = {}) {
  return useWrite(
    {
      request: 'POST /api/operator/logout',
      write: () => apiFetch<MessageReply>('/api/operator/logout', { method: 'POST' }),
      word: (error) => errorMessage(error, idOperator.logoutFailed),
      changes: changesGifts,
    },
    callbacks,
  );
}

export function useCreateGift(callbacks: WriteCallbacks<CreatedReply, NewGiftInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/operator/gifts',
      write: (input: NewGiftInput) => apiFetch<CreatedReply>('/api/operator/gifts', { method: 'POST', json: input }),
      word: (error) => errorMessage(error, idOperator.create.failed),
      changes: changesGifts,
    },
    callbacks,
  );
}

export interface GiftDisabledInput {
  slug: string;
  disabled: boolean;
}

export function useSetGiftDisabled(callbacks: WriteCallbacks<MessageReply, GiftDisabledInput> = {}) {
  return useWrite(
    {
      request: ({ slug, disabled }) => `POST ${giftPath(slug)}/${disabled ? 'disable' : 'enable'}`,
      write: ({ slug, disabled }: GiftDisabledInput) =>
        apiFetch<MessageReply>(`${giftPath(slug)}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
      word: (error) => errorMessage(error, idOperator.row.toggleFailed),
      changes: changesGifts,
      refetchOnFailure: true,
    },
    callbacks,
  );
}

export function useDeleteGift(callbacks: WriteCallbacks<MessageReply, string> = {}) {
  return useWrite(
    {
      request: (slug) => `DELETE ${giftPath(slug)}`,
      write: (slug: string) => apiFetch<MessageReply>(giftPath(slug), { method: 'DELETE' }),
      word: (error) => errorMessage(error, idOperator.row.removeFailed),
      changes: changesGifts,
      refetchOnFailure: true,
    },
    callbacks,
  );
}

export interface GiftPasswordInput {
  slug: string;
  password: string;
}

export function useResetGiftPassword(callbacks: WriteCallbacks<MessageReply, GiftPasswordInput> = {}) {
  return useWrite(
    {
      request: ({ slug }) => `POST ${giftPath(slug)}/password`,
      write: ({ slug, password }: GiftPasswordInput) =>
        apiFetch<MessageReply>(`${giftPath(slug)}/password`, { method: 'POST', json: { password } }),
      word: (error) => errorMessage(error, idOperator.row.resetFailed),
      changes: changesGifts,
    },
    callbacks,
  );
}

export interface GiftQuotaInput {
  slug: string;
  /** MB; null: the service's GIFT_QUOTA_MB. */
  quota_mb: number | null;
}

export function useSetGiftQuota(callbacks: WriteCallbacks<MessageReply, GiftQuotaInput> = {}) {
  return useWrite(
    {
      request: ({ slug }) => `POST ${giftPath(slug)}/quota`,
      write: ({ slug, quota_mb }: GiftQuotaInput) =>
        apiFetch<MessageReply>(`${giftPath(slug)}/quota`, { method: 'POST', json: { quota_mb } }),
      word: (error) => errorMessage(error, idOperator.row.quotaFailed),
      changes: changesGifts,
    },
    callbacks,
  );
}

export interface GiftEndInput {
  slug: string;
  /** ISO date-time; null: the gift never ends. */
  ends_at: string | null;
}

export function useSetGiftEnd(callbacks: WriteCallbacks<MessageReply, GiftEndInput> = {}) {
  return useWrite(
    {
      request: ({ slug }) => `POST ${giftPath(slug)}/end`,
      write: ({ slug, ends_at }: GiftEndInput) => apiFetch<MessageReply>(`${giftPath(slug)}/end`, { method: 'POST', json: { ends_at } }),
      word: (error) => errorMessage(error, idOperator.row.endFailed),
      changes: changesGifts,
    },
    callbacks,
  );
}
