// The edit hub's 'Bagikan' section: the share link, its QR code, the secret-link switch and the printed
// card (decision 018). Relative imports only: vite.config.ts reads the catalogs through id.ts without the app's aliases.

import { catalog } from '../../shared/translation';

export const idShare = catalog('share', {
  heading: 'Bagikan',
  intro: 'Berikan link ini kepada penerima hadiah. Siapa pun yang memegang link bisa membuka hadiahmu.',
  loading: 'Loading...',
  loadFailed: 'Gagal mengambil link hadiah.',
  linkLabel: 'Link hadiah',
  copy: 'Salin Link',
  copied: 'Tersalin!',
  /** The clipboard refused (an http address, an old browser): the link is selected for a manual copy. */
  copyManual: 'Tidak bisa menyalin otomatis. Link sudah dipilih: tekan lama lalu pilih Salin.',
  qrLabel: (url: string) => `Kode QR untuk ${url}`,
  privateHeading: 'Link rahasia',
  privateLabel: 'Hanya pemegang link yang bisa membuka hadiah',
  privateOn: 'Hadiah ini rahasia: tanpa link, orang lain hanya melihat halaman tertutup dan tidak bisa mencoba PIN.',
  privateOff: 'Hadiah ini terbuka: siapa pun yang tahu alamatnya bisa melihat halaman pembuka dan mencoba PIN.',
  privateSaved: (isPrivate: boolean) => (isPrivate ? 'Link rahasia diaktifkan.' : 'Link rahasia dimatikan.'),
  privateFailed: 'Gagal mengubah pengaturan link.',
  rotate: 'Buat Link Baru',
  rotating: 'Membuat...',
  /** What a new key really changes depends on the secret link (docs/product.md §10). */
  rotateConfirm: (isPrivate: boolean) =>
    isPrivate
      ? 'Buat link baru? Link lama dan QR yang sudah dicetak tidak akan bisa membuka hadiah ' +
        'lagi, dan penerima harus membuka link yang baru lalu memasukkan PIN lagi.'
      : 'Buat link baru? Link rahasia sedang mati, jadi link lama dan QR yang sudah dicetak ' +
        'tetap membuka halaman pembuka. Penerima yang sudah masuk harus memasukkan PIN lagi.',
  rotated: (isPrivate: boolean) =>
    isPrivate
      ? 'Link baru sudah dibuat. Link lama tidak berlaku lagi.'
      : 'Link baru sudah dibuat. Penerima yang sudah masuk harus memasukkan PIN lagi.',
  rotateFailed: 'Gagal membuat link baru.',
  card: {
    heading: 'Kartu Hadiah',
    intro: 'Cetak kartu A6 berisi nama penerima, kode QR dan pesanmu, lalu selipkan di kadomu.',
    lineLabel: 'Pesan di kartu',
    linePlaceholder: 'Petunjuk PIN: tanggal jadian kita (DDMMYY)',
    lineHint: 'Tersimpan di browser ini saja. Jangan tulis PIN-nya langsung.',
    for: 'Untukmu,',
    scan: 'Pindai untuk membuka hadiahmu',
    print: 'Cetak Kartu',
    previewLabel: 'Pratinjau kartu',
  },
  /** A link whose host is this computer (docs/product.md §10). */
  loopback: {
    heading: 'Link ini hanya terbuka di komputer ini',
    why: (host: string) => `Alamatnya (${host}) menunjuk ke komputer ini sendiri: ponsel pasanganmu tidak bisa membukanya.`,
    sameWifi:
      'Untuk mencoba di Wi-Fi yang sama: jalankan Kado dengan HOST=0.0.0.0, lalu buka hub lewat alamat jaringan komputer ini ' +
      '(misalnya http://192.168.1.20:3000, dicetak saat Kado mulai).',
    online: 'Untuk membagikannya lewat internet: atur PUBLIC_URL ke alamat publik Kado (lihat docs/operations.md).',
    card: 'Kode QR di kartu ini berisi link yang sama: ponsel tidak bisa membukanya sampai alamatnya diperbaiki.',
  },
} as const);
