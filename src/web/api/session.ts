import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LoginInput, loginReply, SessionInfo } from '@shared/schemas/auth';
import type { messageReply } from '@shared/schemas/common';
import { STORAGE_KEYS } from '@shared/constants';
import { apiFetch } from './client';

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
    // Roles change by logging in or out, which refresh this query; a stale answer would open the modal needlessly.
    staleTime: 0,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

export async function login(input: LoginInput): Promise<LoginReply> {
  const reply = await apiFetch<LoginReply>('/api/login', { method: 'POST', json: input });
  // SPEC.md §3's localStorage keys: UI hints only, the session cookie is what the server trusts.
  localStorage.setItem(STORAGE_KEYS.token, reply.token);
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
