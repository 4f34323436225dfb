import { z } from 'zod';
import { messageCodes } from '../message-codes.js';
import { MSG } from '../messages.js';
import { loginBody, publicUser } from './auth.js';

/** The forgotten password's replies and checks (decision 060, docs/product.md 'Lupa password?'). */
export const PASSWORD_MSG = messageCodes('password', {
  forgotSent: 'Jika email itu terdaftar, tautan untuk membuat password baru sudah dikirim. Periksa email Anda.',
  tokenRequired: 'Tautan tidak lengkap. Buka lagi tautan dari email.',
  tokenInvalid: 'Tautan ini tidak dikenal. Minta tautan baru lewat "Lupa password?".',
  tokenUsed: 'Tautan ini sudah dipakai. Minta tautan baru lewat "Lupa password?".',
  tokenExpired: 'Tautan ini sudah kedaluwarsa (berlaku 1 jam). Minta tautan baru lewat "Lupa password?".',
  passwordChanged: 'Password baru disimpan. Anda sudah masuk.',
} as const);

/** The words of the mails Kado sends, in the gift's language (decision 060). */
export const MAIL_MSG = messageCodes('mail', {
  resetSubject: 'Buat password baru untuk Kado',
  resetGreeting: (name: string) => `Halo ${name},`,
  resetIntro: 'Ada yang meminta password baru untuk akun pemberi kado ini. Buka tautan ini untuk membuatnya:',
  resetButton: 'Buat password baru',
  resetValid: 'Tautan ini berlaku 1 jam dan hanya bisa dipakai sekali.',
  resetIgnore: 'Jika Anda tidak memintanya, abaikan email ini: password Anda tetap sama.',
} as const);

/** The giver's password: the same rule wherever it is set (the operator's reset, the forgotten password). */
export const giverPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired, abort: true })
  .min(12, { error: MSG.passwordMin })
  .max(1024, { error: MSG.passwordMin });

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

/** The operator's view of the mail (decision 060): how many wait, were sent and failed, and the last error. */
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
