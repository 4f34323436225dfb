// The feature menu (docs/product.md §2 /features, §5, §8). Relative imports only: vite.config.ts reads the catalog
// through id.ts without the app's aliases.

import { catalog } from '../../shared/translation';

export const idMenu = catalog('menu', {
  defaultTitle: 'Features',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil data fitur.',
  mainGift: 'Main Gift',
  /** The heart's hint: what a tap does now. */
  openHint: 'Ketuk hati untuk membuka menu',
  giftHint: 'Ketuk hati untuk membuka Main Gift',
  close: 'Tutup',
  menuLabel: 'Menu fitur',
  editPage: 'Edit Page',
  checking: 'Memeriksa skor...',
  locked: '🎮 Main Gift masih terkunci! Selesaikan dulu mini game dengan skor sempurna yaa 😁✨',
  checkFailed: '❌ Gagal mengecek skor. Coba lagi nanti.',
  items: {
    gallery: 'Gallery',
    todo: 'Plans',
    games: 'Mini Games',
    letter: 'Letter',
    reply: 'Balas Hadiah',
    wishes: 'Ucapan',
    moments: 'Momen Hati',
  },
} as const);
