// The timed reveal's countdown on the recipient's opening page (decision 039). Relative imports only:
// vite.config.ts reads the catalogs without the app's aliases.

import { catalog } from '../../shared/translation';

export const idReveal = catalog('reveal', {
  forName: (name: string) => `Untuk ${name}`,
  lead: 'Hadiahmu akan terbuka dalam',
  units: { days: 'Hari', hours: 'Jam', minutes: 'Menit', seconds: 'Detik' },
  /** Read by screen readers once a minute (aria-live), not every second. */
  summary: (days: number, hours: number, minutes: number) => `Hadiah terbuka dalam ${days} hari, ${hours} jam, ${minutes} menit.`,
  opensAt: (date: string, time: string) => `Terbuka ${date} pukul ${time} WIB`,
  months: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  opening: 'Membuka hadiahmu...',
} as const);
