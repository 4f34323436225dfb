// Ready to give and the recipient's footsteps (decision 040): the hub's 'Siap diberikan?' and 'Jejak'
// sections, and the line in 'Bagikan'. Relative imports only: vite.config.ts reads the catalogs without the
// app's aliases.

import { catalog } from '../../shared/translation';

export const idReadiness = catalog('readiness', {
  /** How dates and times are written (the gift's time zone is Asia/Jakarta's). */
  locale: 'id-ID',
  ready: {
    heading: 'Siap diberikan?',
    intro: 'Saran sebelum hadiah diberikan: yang masih berisi contoh. Tidak ada yang dikunci, kamu tetap bisa membagikannya.',
    loading: 'Loading...',
    loadFailed: 'Gagal memeriksa kesiapan hadiah.',
    allDone: 'Semua siap! Hadiahmu tinggal diberikan 🎁',
    openCount: (count: number) => `${count} hal belum siap`,
    done: 'Sudah',
    open: 'Belum',
    edit: 'Ubah',
    demoQuestion: (question: string) => `Pertanyaan ini masih sama persis dengan pertanyaan contoh: “${question}”. Ubah atau hapus.`,
    items: {
      'recipient-name': { label: 'Nama penerima', open: 'Masih nama contoh.' },
      pin: { label: 'PIN', open: 'Masih PIN contoh (020222).' },
      photos: { label: 'Foto galeri', open: 'Belum ada foto di galeri.' },
      letter: { label: 'Surat cinta', open: 'Masih surat contoh.' },
      'coupon-number': { label: 'Nomor WhatsApp kupon', open: "Belum diisi: tombol 'Klaim Hadiah' belum bisa dipakai." },
      quiz: { label: 'Kuis', open: 'Masih ada pertanyaan contoh, atau belum ada pertanyaanmu sendiri.' },
      video: { label: 'Video', open: 'Belum ada video.' },
      'counter-date': { label: 'Awal penghitung hari', open: 'Masih menghitung dari tanggal contoh.' },
      'public-url': {
        label: 'Alamat link',
        open:
          'Link masih mengarah ke komputer ini (localhost): penerima tidak bisa membukanya. ' +
          'Atur PUBLIC_URL atau buka hub lewat alamat aslinya.',
      },
    },
    usePinDate: (date: string) => `Pakai tanggal PIN (${date})`,
    usePinDateSaving: 'Menyimpan...',
    usePinDateSaved: 'Penghitung hari sekarang mulai dari tanggal PIN.',
    /** A demo text of the quiz or the letter kept on purpose counts as done. */
    demoLetter: (firstLine: string) => `Surat ini masih sama persis dengan surat contoh: “${firstLine}”. Ubah, atau tetap pakai.`,
    keep: 'Tetap pakai',
    keepHint: 'Kalau teks contoh ini memang ingin kamu berikan, pilih Tetap pakai.',
    kept: (text: string) => `Teks contoh yang sengaja kamu pakai: “${text}”.`,
    unkeep: 'Batalkan',
    keepSaving: 'Menyimpan...',
    keepFailed: 'Gagal menyimpan pilihanmu. Silakan coba lagi.',
  },
  share: {
    /** Shown in 'Bagikan' before the link is copied or the card printed. */
    openCount: (count: number) => `${count} hal belum siap`,
    hint: 'Hadiah masih bisa dibagikan; ini hanya saran.',
    seeList: 'Lihat daftar',
  },
  footsteps: {
    heading: 'Jejak',
    intro: 'Apa yang dibuka penerima, dari sesi penerima saja: preview-mu sendiri tidak dicatat.',
    loading: 'Loading...',
    loadFailed: 'Gagal mengambil jejak penerima.',
    empty: 'Belum ada jejak. Jejak muncul setelah penerima memasukkan PIN yang benar.',
    firstOpened: (when: string) => `Dibuka pertama kali ${when}`,
    notOpened: 'Belum pernah dibuka.',
    recordLabel: 'Catat jejak penerima',
    recordOn: 'Dicatat: PIN yang benar, halaman yang pertama dibuka tiap sesi, kuis sempurna dan kupon yang diklaim.',
    recordOff: 'Tidak dicatat: tidak ada yang ditulis sampai kamu menyalakannya lagi.',
    saved: (on: boolean) => (on ? 'Jejak penerima dicatat lagi.' : 'Jejak penerima tidak dicatat lagi.'),
    saveFailed: 'Gagal menyimpan pengaturan jejak.',
    listLabel: 'Jejak terbaru',
    events: {
      unlocked: 'Membuka hadiah dengan PIN',
      'quiz-perfect': 'Menjawab kuis dengan sempurna',
      'coupon-claimed': 'Mengklaim kupon',
      replied: 'Membalas hadiah',
    },
    visited: (page: string) => `Membuka ${page}`,
    pages: {
      daysOfLove: 'Days Of Love',
      features: 'Menu',
      gallery: 'Galeri',
      folder: 'Album Galeri',
      todoList: 'Plans',
      games: 'Mini Games',
      quiz: 'Kuis',
      crossword: 'Teka Teki',
      mainGift: 'Main Gift',
      videoGift: 'Video',
      loveMoment: 'Love Moments',
      loveTyping: 'Surat Cinta',
      coupon: 'Kupon',
      reply: 'Balas Hadiah',
      wishes: 'Ucapan',
    },
    more: (count: number) => `dan ${count} jejak sebelumnya`,
  },
} as const);
