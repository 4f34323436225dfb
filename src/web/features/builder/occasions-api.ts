import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '@/api/client';
import { useWrite, type WriteCallbacks } from '@/api/write';
import { openingQueryOptions } from '@/api/opening';
import { loveTypingQueryOptions } from '@/api/love-typing';
import { featuresQueryOptions } from '@/api/features';
import { dateInputQueryOptions } from '@/api/date-input';
import { couponQueryOptions } from '@/api/coupon';
import { quizzesQueryOptions } from '@/api/quizzes';
import { readinessQueryOptions } from '@/api/readiness';
import { idBuilder } from '@/i18n/id-builder';

// The occasions (templates) the builder's first step offers (docs/product.md §27, §28; decision 064):
// GET /api/templates lists them in the gift's language with the one in use, POST /api/templates/apply fills the
// texts the giver has not written yet (the opening's and PIN page's titles, the menu's, the letter, the coupon, the
// quiz), which are read again. The shapes are the contract the server's side answers; typed here rather
// than from a shared schema, which arrives with that side.

export const OCCASION_KEYS = ['anniversary', 'birthday', 'valentine', 'long-distance', 'blank'] as const;
export type OccasionKey = (typeof OCCASION_KEYS)[number];

export interface Occasion {
  key: string;
  name: string;
  description: string;
  /** Three questions that help the giver write the letter. */
  letterPrompts: string[];
}

export interface Occasions {
  current: string | null;
  templates: Occasion[];
}

export interface OccasionApplied {
  current: string | null;
  /** What the template filled (texts the giver had not written). */
  applied: string[];
}

/** The replies may come bare or inside `data`, as the gift's other replies do. */
const unwrap = <T>(reply: T | { data: T }): T =>
  typeof reply === 'object' && reply !== null && 'data' in reply ? (reply as { data: T }).data : (reply as T);

export const occasionsQueryOptions = () =>
  queryOptions({
    queryKey: ['templates'],
    queryFn: async ({ signal }) => unwrap(await apiFetch<Occasions | { data: Occasions }>('/api/templates', { signal })),
  });

export function useOccasions() {
  return useQuery(occasionsQueryOptions());
}

export async function applyOccasion(template: string): Promise<OccasionApplied> {
  return unwrap(
    await apiFetch<OccasionApplied | { data: OccasionApplied }>('/api/templates/apply', { method: 'POST', json: { template } }),
  );
}

/** Applies an occasion; what it may have filled is read again before `onSuccess`. */
export function useApplyOccasion(callbacks: WriteCallbacks<OccasionApplied, string> = {}) {
  return useWrite(
    {
      request: 'POST /api/templates/apply',
      write: applyOccasion,
      word: (error) => errorMessage(error, idBuilder.occasion.applyFailed),
      changes: [
        occasionsQueryOptions().queryKey,
        openingQueryOptions().queryKey,
        loveTypingQueryOptions().queryKey,
        featuresQueryOptions().queryKey,
        dateInputQueryOptions().queryKey,
        couponQueryOptions().queryKey,
        quizzesQueryOptions().queryKey,
        readinessQueryOptions().queryKey,
      ],
    },
    callbacks,
  );
}
