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

  // The API module's failures (src/web/api/milestones.ts).
  addFailed: 'Gagal menambahkan milestone.',
  removeFailed: 'Gagal menghapus milestone.',
} as const);
