import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { STORAGE_KEYS } from '@shared/constants';
import type { operatorSessionReply } from '@shared/schemas/operator';
import type {
  SignupConfirmInput,
  signupConfirmReply,
  SignupInput,
  signupReply,
  signupWelcomeReply,
  slugCheckReply,
} from '@shared/schemas/signup';
import { idSignup } from '@/i18n/id-signup';
import { apiFetch, errorMessage } from './client';
import { sessionQueryOptions } from './session';
import { useWrite, type WriteCallbacks } from './write';

// Sign-up (decision 061): on the console host, whether it is open, the address's check, the sign-up and its mailed
// link's confirmation; on the new gift's host, the one-use code that signs the giver in.

type SignupReply = z.infer<typeof signupReply>;
type ConfirmReply = z.infer<typeof signupConfirmReply>;
type WelcomeReply = z.infer<typeof signupWelcomeReply>;
export type SlugCheck = z.infer<typeof slugCheckReply>;

export const consoleSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['operator', 'session'],
    queryFn: ({ signal }) => apiFetch<z.infer<typeof operatorSessionReply>>('/api/operator/session', { signal }),
  });

/** Whether visitors may sign up on this console (SIGNUP=open). */
export function useSignupOpen() {
  const session = useQuery(consoleSessionQueryOptions());
  return { ...session, data: session.data?.signup };
}

/** Is the address free now? The slug rules' refusals come back as the usual ApiError with the field's words. */
export function checkSlug(slug: string, signal?: AbortSignal): Promise<SlugCheck> {
  return apiFetch<SlugCheck>(`/api/signup/slug?slug=${encodeURIComponent(slug)}`, { signal });
}

/** Always the same answer, whether the email or the address is known: its message is what the page shows. */
export function useSignup(callbacks: WriteCallbacks<SignupReply, SignupInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/signup',
      write: (input) => apiFetch<SignupReply>('/api/signup', { method: 'POST', json: input }),
      word: (error) => errorMessage(error, idSignup.failed),
      changes: [],
      log: false,
    },
    callbacks,
  );
}

/** The mailed link and the password its holder chose (decision 078): makes the gift, answers its hub with the welcome code. */
export function useConfirmSignup(callbacks: WriteCallbacks<ConfirmReply, SignupConfirmInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/signup/confirm',
      write: (input) => apiFetch<ConfirmReply>('/api/signup/confirm', { method: 'POST', json: input }),
      word: (error) => errorMessage(error, idSignup.confirmFailed),
      changes: [],
      // An unknown, used or expired link is an answer the page shows, not a fault.
      log: false,
    },
    callbacks,
  );
}

/** On the gift's host: the welcome code signs the giver in; the session is refetched before it resolves. */
export function useWelcome(callbacks: WriteCallbacks<WelcomeReply, string> = {}) {
  return useWrite(
    {
      request: 'POST /api/signup/welcome',
      write: async (code) => {
        const reply = await apiFetch<WelcomeReply>('/api/signup/welcome', { method: 'POST', json: { code } });
        // The same UI hints a login leaves (docs/product.md §3); the session cookie is what the server trusts.
        localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(reply.data));
        localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
        return reply;
      },
      word: (error) => errorMessage(error, idSignup.welcomeFailed),
      changes: [sessionQueryOptions().queryKey],
      log: false,
    },
    callbacks,
  );
}
