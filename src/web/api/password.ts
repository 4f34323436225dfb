import type { z } from 'zod';
import { STORAGE_KEYS } from '@shared/constants';
import type { ForgotPasswordInput, forgotPasswordReply, ResetPasswordInput, resetPasswordReply } from '@shared/schemas/password';
import { idPassword } from '@/i18n/id-password';
import { apiFetch, errorMessage } from './client';
import { sessionQueryOptions } from './session';
import { useWrite, type WriteCallbacks } from './write';

// The forgotten password (decision 060): ask for the mail's link, and make a new password with it.

type ForgotReply = z.infer<typeof forgotPasswordReply>;
type ResetReply = z.infer<typeof resetPasswordReply>;

/** Always answered alike, known address or not: the reply's message is what the dialog shows. */
export function useForgotPassword(callbacks: WriteCallbacks<ForgotReply, ForgotPasswordInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/password/forgot',
      write: (input) => apiFetch<ForgotReply>('/api/password/forgot', { method: 'POST', json: input }),
      word: (error) => errorMessage(error, idPassword.forgotFailed),
      changes: [],
      log: false,
    },
    callbacks,
  );
}

/** Sets the new password; the server signs this browser in, so the session is refetched before it resolves. */
export function useResetPassword(callbacks: WriteCallbacks<ResetReply, ResetPasswordInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/password/reset',
      write: async (input) => {
        const reply = await apiFetch<ResetReply>('/api/password/reset', { method: 'POST', json: input });
        // The same UI hints a login leaves (docs/product.md §3); the session cookie is what the server trusts.
        localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(reply.data));
        localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
        return reply;
      },
      word: (error) => errorMessage(error, idPassword.resetFailed),
      changes: [sessionQueryOptions().queryKey],
      // An unknown, used or expired link is an answer the page shows, not a fault.
      log: false,
    },
    callbacks,
  );
}
