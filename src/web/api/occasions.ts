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
import type { OccasionKey } from '@shared/occasions/types';
import type { TemplateApplied, TemplatesList } from '@shared/schemas/templates';

// The occasions (templates) the builder's first step offers (docs/product.md §27, §28; decisions 063, 064):
// GET /api/templates lists them in the gift's language with the one in use, POST /api/templates/apply fills the
// texts the giver has not written yet (the opening's and PIN page's titles, the menu's, the letter, the coupon, the
// quiz), which are read again. Typed by the shared schemas, imported as types only: no zod reaches the page.

export type Occasions = TemplatesList;
export type OccasionApplied = TemplateApplied;

export const occasionsQueryOptions = () =>
  queryOptions({
    queryKey: ['templates'],
    queryFn: async ({ signal }) => (await apiFetch<{ data: Occasions }>('/api/templates', { signal })).data,
  });

export function useOccasions() {
  return useQuery(occasionsQueryOptions());
}

export async function applyOccasion(template: OccasionKey): Promise<OccasionApplied> {
  return (await apiFetch<{ data: OccasionApplied }>('/api/templates/apply', { method: 'POST', json: { template } })).data;
}

/** Applies an occasion; what it may have filled is read again before `onSuccess`. */
export function useApplyOccasion(callbacks: WriteCallbacks<OccasionApplied, OccasionKey> = {}) {
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
