// The forgotten password (docs/product.md §24, decision 060): 'Lupa password?' in the login dialog and the page
// of the mail's link. Relative imports only: vite.config.ts reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idPassword = catalog('password', {
  forgotLink: 'Lupa password?',
  forgotHeading: 'Lupa password?',
  forgotHint: 'Tulis email pemberi kado. Kami kirim tautan untuk membuat password baru.',
  forgotSubmit: 'Kirim tautan',
  forgotSending: 'Mengirim...',
  forgotFailed: 'Gagal mengirim tautan.',
  backToLogin: 'Kembali ke login',
  resetHeading: 'Buat password baru',
  resetHint: 'Minimal 12 karakter. Setelah disimpan, semua sesi lain pemberi kado berakhir.',
  newPassword: 'Password baru',
  resetSubmit: 'Simpan password',
  resetSaving: 'Menyimpan...',
  resetFailed: 'Gagal menyimpan password baru.',
  noToken: 'Tautan tidak lengkap. Buka lagi tautan dari email.',
  askAgain: 'Minta tautan baru',
  toHub: 'Buka Edit Pages',
} as const);
