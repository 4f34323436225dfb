import type { RouteName } from '../../shared/routes';
import { catalog } from '../../shared/translation';

// Every string the web app shows, in the spec's own (mostly Indonesian) wording: docs/product.md is the source.
// This file holds the shell's words (on every first load); each area's words sit in their own id-<area>.ts,
// imported by that area only, so the recipient's first load does not carry the editor's words (decision 010).
// Relative import on purpose: vite.config.ts reads this file too (index.html's loading screen), and the
// config is bundled without the app's aliases.

/** The giver's pages (`/edit-…`): their names are the hub catalog's (id-hub.ts), never in a recipient's first load. */
export type GiverRouteName = Extract<RouteName, `edit${string}`>;

/** Names of the recipient's pages, as the spec calls them. */
const pageNames: Record<Exclude<RouteName, GiverRouteName>, string> = {
  opening: 'Opening',
  dateInput: 'Date Input',
  daysOfLove: 'Days Of Love',
  features: 'Features',
  gallery: 'Gallery',
  folder: 'Folder',
  todoList: 'Plans',
  games: 'Mini Games',
  quiz: 'Quiz Fun',
  quizList: 'Quiz List',
  quizOptions: 'Quiz Options',
  crossword: 'Teka Teki Mini Game',
  mainGift: 'Main Gift',
  videoGift: 'Video Gift',
  loveMoment: 'Our Love Story',
  loveTyping: 'Love Typing',
  coupon: 'Hadiah Kecil Untukmu',
  reply: 'Balas Hadiah',
  wishes: 'Ucapan',
  leaveWish: 'Kirim Ucapan',
  heartMoments: 'Momen Hati',
};

export const id = catalog('shell', {
  appName: 'Kado',
  loadingScreen: 'Tunggu Sebentar!...',
  /** Shown while a page's code arrives. */
  pageLoading: 'Loading...',
  pageNames,
  opening: {
    defaultTitle: 'This is For',
    defaultRecipient: 'Nama',
    loadFailed: 'Gagal mengambil data.',
    /** docs/product.md §8; here (not in id-hub) because api/opening.ts, which maps the failure, is on the first load. */
    saveFailed: 'Gagal menyimpan data.',
  },
  notFound: {
    heading: 'Halaman tidak ditemukan.',
    body: 'Alamat ini tidak ada di hadiah ini.',
    backHome: 'Kembali ke halaman awal',
  },
  login: {
    heading: 'Login',
    email: 'Email',
    password: 'Password',
    submit: 'Login',
    submitting: 'Loading...',
    cancel: 'Batal',
    failed: 'Login failed',
    exception: (detail: string) => `Terjadi kesalahan: ${detail}`,
    /** The detail after 'Terjadi kesalahan: ' when no reply explains the failure (an exception's own text is English). */
    exceptionDetail: 'login tidak dapat diselesaikan. Silakan coba lagi.',
    logoutFailed: 'Gagal logout.',
  },
  api: {
    noResponse: 'No response from server. Please check your network connection.',
    unexpected: 'Terjadi kesalahan tak terduga. Silakan coba lagi.',
    /** docs/product.md §8: a failed save of the date input, days of love or features. */
    saveFailed: 'Terjadi kesalahan saat menyimpan data.',
  },
} as const);

export type Catalog = typeof id;
