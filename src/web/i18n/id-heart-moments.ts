// Momen Hati (docs/product.md §29, decision 086): the recipient's page /momen-hati and the giver's hub section. The
// refusals are the server's HEART_MOMENT_MSG words. Relative imports only: vite.config.ts reads the catalogs without
// the app's aliases.

import { catalog } from '../../shared/translation';

export const idHeartMoments = catalog('heart-moments', {
  /** How months and days are written (the gift's calendar is Asia/Jakarta's). */
  locale: 'id-ID',
  heading: 'Momen Hati',
  intro: 'Momen kecil saat kamu merasa dicintai, ditulis sebelum terlupa. Yang dibagikan terlihat oleh kalian berdua.',
  feelings: {
    loved: 'Dicintai',
    seen: 'Diperhatikan',
    appreciated: 'Dihargai',
    supported: 'Didukung',
    grateful: 'Bersyukur',
    happy: 'Bahagia',
  },
  form: {
    heading: 'Tulis momen',
    editHeading: 'Ubah momen',
    wordsLabel: 'Apa yang terjadi?',
    wordsPlaceholder: 'Kamu menjemputku waktu hujan, padahal aku tidak minta',
    counter: (count: string, max: string) => `${count}/${max} karakter`,
    feelingLegend: 'Aku merasa…',
    dateLabel: 'Tanggal',
    photoLabel: 'Foto (opsional)',
    photoHint: 'JPEG, PNG, WebP atau HEIC.',
    removePhoto: 'Hapus foto',
    visibilityLegend: 'Siapa yang melihat?',
    shared: 'Dibagikan: kalian berdua melihatnya',
    private: 'Pribadi: hanya kamu',
    save: 'Simpan Momen',
    update: 'Simpan Perubahan',
    saving: 'Menyimpan...',
    cancel: 'Batal',
    saveFailed: 'Gagal menyimpan momen. Coba lagi.',
    offline: 'Menulis momen butuh koneksi internet. Sambungkan lagi, lalu simpan.',
    // The server's HEART_MOMENT_MSG words, written again (i18n/shared-words.test.ts says why).
    wordsRequired: 'Tulis momennya dulu.',
    wordsMax: 'Momen maksimal 500 karakter.',
    feelingRequired: 'Pilih satu perasaan.',
    dateFuture: 'Tanggal momen tidak boleh di masa depan.',
  },
  filter: {
    legend: 'Saring menurut perasaan',
    all: (count: number) => `Semua (${count})`,
    feeling: (name: string, count: number) => `${name} (${count})`,
  },
  list: {
    heading: 'Momen kalian',
    loading: 'Loading...',
    loadFailed: 'Gagal mengambil momen.',
    none: 'Belum ada momen. Tulis yang pertama!',
    noneForFeeling: 'Belum ada momen dengan perasaan ini.',
    byGiver: 'Dari pemberi hadiah',
    byRecipient: 'Dari penerima hadiah',
    mine: 'Tulisanmu',
    privateBadge: 'Pribadi',
    photoAlt: (feeling: string) => `Foto momen ${feeling}`,
    edit: 'Ubah',
    remove: 'Hapus',
    confirmRemove: 'Hapus momen ini? Fotonya juga ikut terhapus.',
    removeFailed: 'Gagal menghapus momen.',
    makePrivate: 'Jadikan pribadi',
    makeShared: 'Bagikan',
    visibilityFailed: 'Gagal mengubah siapa yang melihat momen ini.',
    heart: 'Beri hati',
    unheart: 'Lepas hati',
    heartFailed: 'Gagal memberi hati.',
    hearted: 'Pasanganmu memberi hati',
  },
  back: 'Kembali ke Menu',
  // The recipient's address for word of the giver's shared moments (docs/product.md §26): asked with its consent.
  mail: {
    heading: 'Kabari aku lewat email',
    intro: 'Tinggalkan emailmu untuk dikabari saat pemberi hadiah membagikan momen. Isi momennya tidak ikut di email.',
    emailLabel: 'Email',
    consent:
      'Aku setuju dikirimi email saat pemberi hadiah membagikan momen: paling banyak satu email setiap 10 menit, ' +
      'dan aku bisa berhenti kapan saja lewat tautan di emailnya.',
    save: 'Simpan Email',
    saving: 'Menyimpan...',
    current: (email: string) => `Kabar momen dikirim ke ${email}.`,
    remove: 'Berhenti kirim email',
    saveFailed: 'Gagal menyimpan email. Coba lagi.',
    removeFailed: 'Gagal menghapus email. Coba lagi.',
  },
  hub: {
    heading: 'Momen Hati',
    intro:
      'Tulis momen saat kamu merasa dicintai. Yang dibagikan terlihat oleh penerima, yang pribadi hanya olehmu; ' +
      'momen pribadi penerima tidak pernah terlihat di sini.',
  },
} as const);
