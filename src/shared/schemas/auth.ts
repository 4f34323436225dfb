import { z } from 'zod';
import { MSG } from '../messages.js';
import { emailAddress } from './common.js';

export const loginBody = z.object({
  email: emailAddress(),
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(1024, { error: MSG.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginBody>;

/** The giver's password: the same rule wherever it is set (the operator's reset, the forgotten password). */
export const giverPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired, abort: true })
  .min(12, { error: MSG.passwordMin })
  .max(1024, { error: MSG.passwordMin });

/** The user as replies show it: never a hash or a session. */
export const publicUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only for API clients; the web app's replies carry none (decision 014). */
  token: z.string().optional(),
  data: publicUser,
});

export const sessionReply = z.object({
  success: z.literal(true),
  role: z.enum(['anonymous', 'viewer', 'editor']),
  user: publicUser.nullable(),
  /**
   * Viewers only: names the offline cache of this session (decision 031). A new PIN session, a rotated
   * link or a changed PIN (both end every viewer session) gives another key, or none.
   */
  offline_key: z.string().optional(),
});
export type SessionInfo = z.infer<typeof sessionReply>;
