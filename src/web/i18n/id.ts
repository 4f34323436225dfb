import type { RouteName } from '../../shared/routes';
import { idEntry } from './id-entry';
import { idGallery } from './id-gallery';
import { idGames } from './id-games';
import { idHub } from './id-hub';
import { idMenu } from './id-menu';
import { idMusic } from './id-music';
import { idMainGift } from './id-main-gift';
import { idLoveMoment } from './id-love-moment';

// Every string the web app shows, in the spec's own (mostly Indonesian) wording: SPEC.md is the source.
// Relative import on purpose: vite.config.ts reads this file too (index.html's loading screen), and the
// config is bundled without the app's aliases.

/** Names of the pages, as the spec and the editor panels call them. */
const pageNames: Record<RouteName, string> = {
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
  editPages: 'Edit Pages',
  editOpening: 'Edit Opening Page',
  editDateInput: 'Edit Date Input Page',
  editDaysOfLove: 'Edit Days Of Love Page',
  editFeatures: 'Edit Features Page',
  editLoveMoment: 'Edit Love Moment',
  editLoveTyping: 'Edit Love Typing',
  editVideoGift: 'Edit Video Gift',
};

export const id = {
  appName: 'Kado',
  loadingScreen: 'Tunggu Sebentar!...',
  /** Shown while a page's code arrives. */
  pageLoading: 'Loading...',
  pageNames,
  opening: {
    defaultTitle: 'This is For',
    defaultRecipient: 'Nama',
    loadFailed: 'Gagal mengambil data.',
  },
  unbuilt: {
    heading: 'Halaman ini belum tersedia di versi ini.',
    pageLabel: 'Halaman',
    backHome: 'Kembali ke halaman awal',
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
  },
  editHub: idHub,
  gallery: idGallery,
  games: idGames,
  mainGift: idMainGift,
  loveMoment: idLoveMoment,
  entry: idEntry,
  menu: idMenu,
  music: idMusic,
  api: {
    noResponse: 'No response from server. Please check your network connection.',
    unexpected: 'An unexpected error occurred.',
  },
} as const;

export type Catalog = typeof id;
