import { z } from 'zod';
import { PASSWORD_MSG } from '../password-messages.js';
import { giverPassword, loginBody, publicUser } from './auth.js';

export const forgotPasswordBody = loginBody.pick({ email: true });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z
    .string({ error: PASSWORD_MSG.tokenRequired })
    .min(1, { error: PASSWORD_MSG.tokenRequired })
    .max(200, { error: PASSWORD_MSG.tokenInvalid })
    .describe("The link's token, as the mail gave it."),
  password: giverPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordBody>;

export const forgotPasswordReply = z.object({ success: z.literal(true), message: z.string() });
export const resetPasswordReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only for API clients; the web app's replies carry none (decision 014). */
  token: z.string().optional(),
  data: publicUser,
});

/** The operator's view of the mail: how many wait, were sent and failed, and the last error. */
export const mailStatusReply = z.object({
  success: z.literal(true),
  data: z.object({
    waiting: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    last_error: z.string().nullable(),
    /** Where mail goes: 'smtp' (SMTP_URL) or 'outbox' (DATA_DIR/outbox, no SMTP_URL). */
    transport: z.enum(['smtp', 'outbox']),
  }),
});
export type MailStatus = z.infer<typeof mailStatusReply>['data'];

export { MAIL_MSG, PASSWORD_MSG } from '../password-messages.js';
