// Milestones of the days of love (decision 027): the counter page's countdown and celebration, and the
// failure words of src/web/api/milestones.ts. The giver's editor words are in id-milestones-editor.ts, so
// the recipient's counter page does not carry them (decision 010). Relative imports only.

import { catalog } from '../../shared/translation';

export const idMilestones = catalog('milestones', {
  // The counter page (the recipient).
  next: 'Milestone berikutnya',
  daysLeft: (count: number) => (count === 1 ? 'Besok!' : `${count} hari lagi`),
  celebrationHeading: 'Selamat!',
  celebrationTitle: (title: string) => `${title}!`,
  celebrationNote: 'Hari ini adalah hari yang spesial untuk kalian berdua.',
  // 'Hari ini, setahun lalu' (docs/product.md §29): a shared moment or a gallery photo of this day in a past year.
  onThisDay: {
    locale: 'id-ID',
    heading: (years: number) => (years === 1 ? 'Hari ini, setahun lalu' : `Hari ini, ${years} tahun lalu`),
    mine: 'Tulisanmu',
    byGiver: 'Dari pemberi hadiah',
    byRecipient: 'Dari penerima hadiah',
    momentPhotoAlt: 'Foto momen ini',
    galleryPhoto: 'Dari galeri',
    untitledPhoto: 'Foto dari galeri',
  },

  // The API module's failures (src/web/api/milestones.ts).
  addFailed: 'Gagal menambahkan milestone.',
  removeFailed: 'Gagal menghapus milestone.',
} as const);
