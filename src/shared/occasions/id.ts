import type { OccasionSet } from './types.js';

// The occasions in Indonesian (docs/product.md §27): Kado's own words, for the giver to keep or make their own.

export const OCCASIONS_ID: OccasionSet = {
  anniversary: {
    name: 'Hari Jadi',
    description: 'Merayakan hari kalian resmi bersama, dari awal cerita sampai hari ini.',
    letterPrompts: [
      'Apa yang pertama kali kamu ingat tentang dia?',
      'Momen kecil apa dari tahun ini yang paling kamu syukuri?',
      'Apa yang ingin kamu janjikan untuk tahun berikutnya?',
    ],
    openingTitle: 'Hari Kita',
    dateInputTitle: 'Tanggal Jadian Kita',
    featuresTitle: 'Kenangan Kita',
    letter: [
      'Sayang, selamat hari jadi kita.',
      'Rasanya baru kemarin kita canggung saling menyapa, dan sekarang sudah sejauh ini kita berjalan ' +
        'berdua. Terima kasih sudah sabar, sudah tertawa bersamaku, dan sudah tetap memilih aku di hari-hari ' +
        'yang tidak mudah.',
      'Semoga tahun depan kita punya lebih banyak cerita, lebih banyak perjalanan, dan tetap banyak ' +
        'pelukan. Aku sayang kamu, hari ini dan seterusnya.',
    ],
    coupon: {
      couponName: 'Kupon Kencan Hari Jadi',
      couponDescription: 'Berlaku untuk satu kencan spesial merayakan hari jadi kita: kamu pilih tempatnya, aku yang atur sisanya.',
      messages: {
        title: 'Hadiah Hari Jadi Untukmu',
        intro: 'Sayang, aku mau pakai kupon hari jadi kita 🥰',
        additional: 'Terima kasih untuk semua hari yang sudah kita lewati bersama. ❤️',
      },
      buttonText: 'Pakai Kupon',
    },
    quiz: [
      {
        question: 'Di mana kencan pertama kita?',
        answer: 'Di kafe kecil',
        options: ['Di kafe kecil', 'Di bioskop', 'Di taman kota'],
      },
      {
        question: 'Siapa yang pertama kali bilang sayang?',
        answer: 'Aku',
        options: ['Aku', 'Kamu', 'Kita berdua bersamaan'],
      },
    ],
    loveMomentPrompts: ['Hari pertama kita bertemu', 'Perjalanan pertama kita berdua', 'Saat kamu membuatku tertawa paling keras'],
    milestoneSuggestions: ['Kencan pertama', 'Pertama kali bertemu keluarga', 'Liburan pertama bersama'],
    planIdeas: ['Kencan di tempat pertama kita bertemu', 'Masak makan malam berdua', 'Liburan akhir pekan berdua'],
    crosswordIdeas: [
      { word: 'KENCAN', clue: 'Jalan berdua, hanya kita' },
      { word: 'SAYANG', clue: 'Kata yang paling sering kuucapkan untukmu' },
      { word: 'SETIA', clue: 'Yang kita janjikan satu sama lain' },
    ],
  },
  birthday: {
    name: 'Ulang Tahun',
    description: 'Kejutan untuk hari lahirnya, penuh doa dan hal-hal yang membuatnya tersenyum.',
    letterPrompts: [
      'Apa yang paling kamu kagumi dari dia tahun ini?',
      'Doa apa yang ingin kamu titipkan untuk umurnya yang baru?',
      'Kenangan apa bersamanya yang selalu membuatmu tersenyum?',
    ],
    openingTitle: 'Hari Ultah',
    dateInputTitle: 'Tanggal Lahirmu',
    featuresTitle: 'Kado Ultahmu',
    letter: [
      'Selamat ulang tahun, sayang!',
      'Hari ini dunia merayakan hari lahir orang yang paling aku sayangi. Terima kasih sudah lahir, tumbuh, ' +
        'dan akhirnya bertemu denganku. Kamu membuat hari-hariku jauh lebih hangat.',
      'Semoga umur barumu penuh kesehatan, tawa, dan mimpi-mimpi yang satu per satu jadi nyata. Aku akan ' +
        'selalu ada di sampingmu untuk merayakannya.',
    ],
    coupon: {
      couponName: 'Kupon Hari Ulang Tahun',
      couponDescription: 'Berlaku untuk satu hari penuh sesuai maumu: makanan favorit, tempat favorit, dan aku yang menemanimu.',
      messages: {
        title: 'Kado Ulang Tahun Untukmu',
        intro: 'Halo sayang! Aku mau pakai kupon ulang tahunku 🎂',
        additional: 'Terima kasih sudah membuat ulang tahunku seistimewa ini. ❤️',
      },
      buttonText: 'Klaim Kado',
    },
    quiz: [
      {
        question: 'Kue apa yang paling kamu suka di hari ulang tahun?',
        answer: 'Kue cokelat',
        options: ['Kue cokelat', 'Kue keju', 'Kue pandan'],
      },
      {
        question: 'Apa yang paling ingin kamu lakukan di hari ulang tahunmu?',
        answer: 'Jalan-jalan berdua',
        options: ['Jalan-jalan berdua', 'Tidur seharian', 'Makan sepuasnya'],
      },
    ],
    loveMomentPrompts: ['Ulang tahun pertamamu yang kita rayakan bersama', 'Kado yang paling kamu suka', 'Doaku untuk umur barumu'],
    milestoneSuggestions: ['Ulang tahun pertama bersama', 'Kejutan ulang tahun', 'Umur baru, cerita baru'],
    planIdeas: ['Makan di restoran favoritmu', 'Piknik di taman', 'Nonton film pilihanmu'],
    crosswordIdeas: [
      { word: 'KUE', clue: 'Ada lilinnya di hari ini' },
      { word: 'LILIN', clue: 'Ditiup sambil membuat permohonan' },
      { word: 'DOA', clue: 'Kutitipkan untuk umur barumu' },
    ],
  },
  valentine: {
    name: 'Valentine',
    description: 'Hari kasih sayang yang manis, dengan cokelat, bunga, dan kata-kata yang jarang terucap.',
    letterPrompts: [
      'Kapan kamu sadar bahwa kamu jatuh cinta padanya?',
      'Hal kecil apa darinya yang membuatmu merasa disayang?',
      'Apa yang ingin kamu katakan padanya tapi jarang terucap?',
    ],
    openingTitle: 'Valentine',
    dateInputTitle: 'Tanggal Cinta Kita',
    featuresTitle: 'Cokelat Cinta',
    letter: [
      'Selamat hari Valentine, cintaku.',
      'Aku tidak butuh hari khusus untuk menyayangimu, tapi hari ini aku ingin mengatakannya lebih keras: ' +
        'kamu adalah bagian terbaik dari hari-hariku. Senyummu, perhatianmu, bahkan cerewetmu, semuanya aku ' +
        'suka.',
      'Terima kasih sudah menjadi tempat pulangku. Hari ini, besok, dan Valentine-Valentine berikutnya, aku tetap memilihmu.',
    ],
    coupon: {
      couponName: 'Kupon Makan Malam Valentine',
      couponDescription: 'Berlaku untuk satu makan malam romantis berdua, lengkap dengan cokelat dan bunga.',
      messages: {
        title: 'Hadiah Valentine Untukmu',
        intro: 'Sayang, aku mau menukar kupon Valentine-ku 🌹',
        additional: 'Kamu Valentine-ku, setiap tahun. ❤️',
      },
      buttonText: 'Tukar Kupon',
    },
    quiz: [
      {
        question: 'Bunga apa yang paling aku suka?',
        answer: 'Mawar',
        options: ['Mawar', 'Tulip', 'Melati'],
      },
      {
        question: 'Cokelat seperti apa yang paling aku suka?',
        answer: 'Cokelat susu',
        options: ['Cokelat susu', 'Cokelat hitam', 'Cokelat putih'],
      },
    ],
    loveMomentPrompts: ['Valentine pertama kita', 'Saat aku tahu aku jatuh cinta padamu', 'Kejutan manis darimu'],
    milestoneSuggestions: ['Valentine pertama', 'Pertama kali bilang sayang', 'Makan malam romantis pertama'],
    planIdeas: ['Makan malam romantis', 'Tukar surat cinta', 'Jalan-jalan sore berdua'],
    crosswordIdeas: [
      { word: 'COKELAT', clue: 'Manis, dan selalu ada di hari Valentine' },
      { word: 'MAWAR', clue: 'Bunga merah untukmu' },
      { word: 'CINTA', clue: 'Yang kurasakan setiap hari' },
    ],
  },
  'long-distance': {
    name: 'Jarak Jauh',
    description: 'Untuk yang sedang berjauhan: pengingat bahwa jarak tidak mengubah apa-apa.',
    letterPrompts: [
      'Apa yang paling kamu rindukan darinya saat kalian berjauhan?',
      'Apa yang membuatmu tetap kuat menjalani jarak ini?',
      'Apa hal pertama yang ingin kamu lakukan saat bertemu lagi?',
    ],
    openingTitle: 'Dari Jauh',
    dateInputTitle: 'Hari Kita Bertemu',
    featuresTitle: 'Rindu Kita',
    letter: [
      'Sayang, dari jauh aku kirimkan ini untukmu.',
      'Jarak memang membuat pelukan jadi tertunda, tapi tidak pernah membuat rasaku berkurang. Setiap ' +
        'pesan, setiap panggilan video tengah malam, setiap hitungan hari menuju pertemuan, semuanya terasa ' +
        'berharga karena itu kamu.',
      'Tunggu aku, ya. Sampai hari kita bertemu lagi, simpan semua cerita untukku. Aku rindu kamu, setiap hari.',
    ],
    coupon: {
      couponName: 'Kupon Temu Kangen',
      couponDescription: 'Berlaku untuk satu hari penuh berdua begitu kita bertemu lagi: tanpa ponsel, hanya kita.',
      messages: {
        title: 'Hadiah Rindu Untukmu',
        intro: 'Sayang, aku mau pakai kupon temu kangen kita 🤗',
        additional: 'Tidak sabar menunggu hari kita bertemu lagi. ❤️',
      },
      buttonText: 'Pakai Kupon',
    },
    quiz: [
      {
        question: 'Berapa lama panggilan video terlama kita?',
        answer: 'Lebih dari 3 jam',
        options: ['Lebih dari 3 jam', 'Sekitar 1 jam', 'Setengah jam'],
      },
      {
        question: 'Apa yang pertama kali akan kita lakukan saat bertemu lagi?',
        answer: 'Berpelukan lama',
        options: ['Berpelukan lama', 'Makan bersama', 'Jalan-jalan'],
      },
    ],
    loveMomentPrompts: ['Hari kita berpisah di bandara', 'Panggilan video yang paling lucu', 'Paket pertama yang kamu kirim'],
    milestoneSuggestions: ['Hari mulai berjauhan', 'Pertemuan pertama setelah berjauhan', 'Hari kita tinggal di kota yang sama'],
    planIdeas: ['Video call sambil makan malam', 'Nonton film yang sama bersamaan', 'Menghitung hari sampai bertemu'],
    crosswordIdeas: [
      { word: 'RINDU', clue: 'Yang kurasa setiap hari kita berjauhan' },
      { word: 'PESAWAT', clue: 'Yang membawaku pulang padamu' },
      { word: 'TELEPON', clue: 'Suaramu lewat ini setiap malam' },
    ],
  },
  blank: {
    name: 'Mulai Kosong',
    description: 'Teks singkat dan netral, untuk kamu isi sendiri dari awal.',
    letterPrompts: [
      'Apa yang ingin kamu katakan padanya hari ini?',
      'Kenangan apa yang ingin kamu ceritakan?',
      'Bagaimana kamu ingin menutup suratmu?',
    ],
    openingTitle: 'Untukmu',
    dateInputTitle: 'Tanggal Kita',
    featuresTitle: 'Menu',
    letter: ['Untukmu.', 'Tulis suratmu di sini.'],
    coupon: {
      couponName: 'Kupon',
      couponDescription: 'Tulis hadiah yang bisa ditukar dengan kupon ini.',
      messages: {
        title: 'Untukmu',
        intro: 'Halo, aku mau pakai kuponku.',
        additional: '',
      },
      buttonText: 'Pakai Kupon',
    },
    quiz: [
      {
        question: 'Tulis pertanyaanmu di sini',
        answer: 'Jawaban',
        options: ['Jawaban', 'Pilihan lain'],
      },
    ],
    loveMomentPrompts: ['Sebuah momen', 'Sebuah kenangan', 'Sebuah harapan'],
    milestoneSuggestions: ['Hari pertama', 'Hari istimewa'],
    planIdeas: ['Sebuah rencana', 'Sebuah janji', 'Sebuah petualangan'],
    crosswordIdeas: [
      { word: 'KITA', clue: 'Kamu dan aku' },
      { word: 'HARI', clue: 'Yang kita lewati bersama' },
      { word: 'SENYUM', clue: 'Yang kamu bawa untukku' },
    ],
  },
};
