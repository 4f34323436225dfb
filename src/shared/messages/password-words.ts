// PASSWORD_MSG's and MAIL_MSG's Indonesian words (docs/product.md): the `id` catalogs of their codes
// (../password-messages.ts), and the words the page catalogs (src/web/i18n) show. Plain text without the codes' registry.

export const PASSWORD_WORDS = {
  forgotSent: 'Jika email itu terdaftar, tautan untuk membuat password baru sudah dikirim. Periksa email Anda.',
  tokenRequired: 'Tautan tidak lengkap. Buka lagi tautan dari email.',
  tokenInvalid: 'Tautan ini tidak dikenal. Minta tautan baru lewat "Lupa password?".',
  tokenUsed: 'Tautan ini sudah dipakai. Minta tautan baru lewat "Lupa password?".',
  tokenExpired: 'Tautan ini sudah kedaluwarsa (berlaku 1 jam). Minta tautan baru lewat "Lupa password?".',
  passwordChanged: 'Password baru disimpan. Anda sudah masuk.',
} as const;

export const MAIL_WORDS = {
  resetSubject: 'Buat password baru untuk Kado',
  resetGreeting: (name: string) => `Halo ${name},`,
  resetIntro: 'Ada yang meminta password baru untuk akun pemberi kado ini. Buka tautan ini untuk membuatnya:',
  resetButton: 'Buat password baru',
  resetValid: 'Tautan ini berlaku 1 jam dan hanya bisa dipakai sekali.',
  resetIgnore: 'Jika Anda tidak memintanya, abaikan email ini: password Anda tetap sama.',
} as const;
