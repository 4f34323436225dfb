// The giver's milestone editor in the hub's Days Of Love section. Relative imports only (decision 010).

import { catalog } from '../../shared/translation';
import { MILESTONE_WORDS } from '../../shared/messages/milestones-words';

export const idMilestonesEditor = catalog('milestones-editor', {
  heading: 'Milestone',
  intro:
    'Milestone seperti hari ke-100, hari ke-1000 dan setiap anniversary dihitung otomatis dari tanggal di atas. ' +
    'Tambahkan milestone kalian sendiri di sini.',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil data dari server.',
  listHeading: 'Milestone kamu',
  empty: 'Belum ada milestone buatanmu.',
  titleLabel: 'Judul Milestone',
  dateLabel: 'Tanggal Milestone',
  add: 'Tambah Milestone',
  adding: 'Menambahkan...',
  added: MILESTONE_WORDS.added,
  remove: 'Hapus',
  removeLabel: (title: string) => `Hapus milestone ${title}`,
  confirmRemove: (title: string) => `Hapus milestone "${title}"?`,
  removed: MILESTONE_WORDS.deleted,
  /** Where a milestone of the list falls, counted from the start date. */
  dayOf: (days: number) => (days >= 0 ? `hari ke-${days}` : `${-days} hari sebelum tanggal jadian`),
} as const);
