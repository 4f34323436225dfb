import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginInput, loginReply, SessionInfo } from '@shared/schemas/auth';
import type { messageReply } from '@shared/schemas/common';
import { STORAGE_KEYS } from '@shared/constants';
import { id } from '@/i18n/id';
import { ApiError, apiFetch, errorMessage } from './client';
import { useWrite, type WriteCallbacks } from './write';

// Who the browser is to the server (GET /api/session), and the editor's login and logout.

type LoginReply = z.infer<typeof loginReply>;
type MessageReply = z.infer<typeof messageReply>;

export function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiFetch<SessionInfo>('/api/session', { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => getSession(signal),
    // Roles change by logging in or out, which refresh this query; a stale answer would open the modal
    // needlessly. An answer under a second old is this page's own: the host check (host.ts) asked it while
    // the page started, and the first page's gate need not ask again (decision 034).
    staleTime: 1000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export async function login(input: LoginInput): Promise<LoginReply> {
  const reply = await apiFetch<LoginReply>('/api/login', { method: 'POST', json: input });
  // docs/product.md §3's localStorage keys: UI hints only, the session cookie is what the server trusts. The
  // spec's 'token' key is never written: the web app keeps no session token where scripts can read it
  // (its replies carry none, decision 014).
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(reply.data));
  localStorage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  return reply;
}

export async function logout(): Promise<MessageReply> {
  const reply = await apiFetch<MessageReply>('/api/logout', { method: 'POST' });
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.isLoggedIn);
  return reply;
}

/**
 * docs/product.md §8 "Login failure": the server's message (its first field error) or 'Login failed'; no reply,
 * the network message; anything else 'Terjadi kesalahan: ...' with our words, not the exception's.
 */
export function loginFailure(error: unknown): string {
  if (error instanceof ApiError) return errorMessage(error, id.login.failed);
  return id.login.exception(id.login.exceptionDetail);
}

/** Logs the editor in: resolves once the session is refetched. A failure reads `loginFailure`. */
export function useLogin(callbacks: WriteCallbacks<LoginReply, LoginInput> = {}) {
  return useWrite(
    {
      request: 'POST /api/login',
      write: login,
      word: loginFailure,
      changes: [sessionQueryOptions().queryKey],
      // Refused credentials are an answer, not a fault: the modal says it (the browser already reports the 401).
      log: false,
    },
    callbacks,
  );
}

/** Logs the editor out: resolves once the session is refetched. A failure: the server's message or 'Gagal logout.'. */
export function useLogout(callbacks: WriteCallbacks<MessageReply, void> = {}) {
  return useWrite(
    {
      request: 'POST /api/logout',
      write: () => logout(),
      word: (error) => errorMessage(error, id.login.logoutFailed),
      changes: [sessionQueryOptions().queryKey],
      // Not logged: the hub's toast says it.
      log: false,
    },
    callbacks,
  );
}
