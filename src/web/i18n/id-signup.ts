// Sign-up on the console host and the giver's mail switches (docs/product.md 'Buat Kado' and 'Kabar untuk pemberi',
// decision 061). Relative imports only: vite.config.ts reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';
import { NOTIFY_MAIL_WORDS } from '../../shared/signup-messages';

export const idSignup = catalog('signup', {
  title: 'Buat Kado',
  intro: 'Buat kado digitalmu sendiri. Kami kirim tautan ke emailmu untuk mengonfirmasi.',
  email: 'Email',
  emailHint: 'Tautan konfirmasi dikirim ke sini. Email ini juga dipakai untuk masuk.',
  password: 'Password',
  passwordHint: 'Minimal 12 karakter.',
  slug: 'Alamat kado',
  slugHint: (domain: string) => `Huruf kecil, angka dan tanda hubung: nama.${domain}`,
  slugSuggested: (slug: string) => `Ditulis sebagai ${slug}.`,
  slugChecking: 'Memeriksa alamat...',
  language: 'Bahasa kado',
  languageNames: { id: 'Bahasa Indonesia', en: 'English' },
  submit: 'Buat Kado',
  submitting: 'Mengirim...',
  failed: 'Gagal mendaftar. Coba lagi.',
  sentHeading: 'Periksa email Anda',
  operatorLink: 'Masuk sebagai operator',
  confirmIntro: 'Satu langkah lagi: pilih password untuk masuk ke kado Anda, lalu tekan tombol di bawah.',
  // The mail's button said it: the page's button says the same.
  confirmButton: NOTIFY_MAIL_WORDS.signupButton,
  confirmHeading: 'Membuat kado Anda...',
  confirmFailed: 'Gagal membuat kado.',
  signupAgain: 'Daftar lagi',
  welcomeHeading: 'Selamat datang di kado Anda',
  welcomeSigningIn: 'Memasukkan Anda...',
  welcomeFailed: 'Gagal masuk.',
  toLogin: 'Masuk dengan email dan password',
  notify: {
    legend: 'Kabari saya lewat email',
    opened: 'Email saat kado dibuka pertama kali',
    openedHint: 'Hanya selama jejak dicatat.',
    replies: 'Email saat ada balasan baru',
    wishes: 'Email saat ada ucapan yang menunggu persetujuan',
    moments: 'Email saat penerima membagikan momen',
    hint: 'Paling banyak satu email per jenis setiap 10 menit; kabar berikutnya digabung ke email berikutnya.',
    saved: (on: boolean) => (on ? 'Email pemberitahuan dinyalakan.' : 'Email pemberitahuan dimatikan.'),
    saveFailed: 'Gagal menyimpan pemberitahuan.',
  },
} as const);
