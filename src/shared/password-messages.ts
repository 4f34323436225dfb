import { messageCodes } from './message-codes.js';

// The forgotten password's and the mails' words (decision 060), without zod: the English catalog (message-language.ts)
// imports them, and an English page loads that after its first render, so they must not pull any schema in with them.

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
