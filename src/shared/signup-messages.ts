import { messageCodes } from './message-codes.js';
import { PASSWORD_WORDS } from './messages/password-words.js';

// Sign-up's and the giver's notifications' words (decision 061, docs/product.md 'Buat Kado' and 'Kabar untuk
// pemberi'), without zod, as password-messages.ts: the English catalog imports them.

/** Sign-up's replies and checks. */
export const SIGNUP_MSG = messageCodes('signup', {
  checkMail: 'Periksa email Anda: kami mengirim tautan untuk membuat kado. Tautan berlaku 24 jam.',
  slugFree: 'Alamat ini masih bisa dipakai.',
  // The same words as the password reset's link (one text, written once).
  tokenRequired: PASSWORD_WORDS.tokenRequired,
  tokenInvalid: 'Tautan ini tidak dikenal. Daftar lagi untuk mendapat tautan baru.',
  tokenUsed: 'Tautan ini sudah dipakai: kadonya sudah dibuat. Masuk di alamat kado Anda.',
  tokenExpired: 'Tautan ini sudah kedaluwarsa (berlaku 24 jam). Daftar lagi untuk mendapat tautan baru.',
  emailTaken: 'Email ini sudah dipakai pemberi kado lain. Masuk di kado Anda, atau pakai "Lupa password?".',
  created: 'Kado Anda sudah dibuat!',
  welcomeInvalid: 'Tautan masuk ini tidak berlaku lagi. Masuk dengan email dan password Anda.',
  welcomed: 'Selamat datang! Anda sudah masuk.',
} as const);

/** The one-click unsubscribe's words (RFC 8058). */
export const UNSUBSCRIBE_MSG = messageCodes('unsubscribe', {
  title: 'Berhenti menerima email',
  askOpened: 'Matikan email saat kado dibuka pertama kali?',
  askReplies: 'Matikan email saat ada balasan baru?',
  askWishes: 'Matikan email saat ada ucapan yang menunggu persetujuan?',
  askMoments: 'Matikan email saat penerima membagikan momen?',
  askRecipientMoments: 'Berhenti menerima email saat pemberi hadiah membagikan momen?',
  button: 'Ya, matikan',
  doneOpened: 'Email saat kado dibuka sudah dimatikan. Nyalakan lagi kapan saja di hub, bagian Jejak.',
  doneReplies: 'Email untuk balasan baru sudah dimatikan. Nyalakan lagi kapan saja di hub, bagian Balasan.',
  doneWishes: 'Email untuk ucapan baru sudah dimatikan. Nyalakan lagi kapan saja di hub, bagian Ucapan.',
  doneMoments: 'Email untuk momen baru sudah dimatikan. Nyalakan lagi kapan saja di hub, bagian Momen Hati.',
  doneRecipientMoments: 'Kamu tidak akan menerima email ini lagi, dan alamatmu sudah dihapus. Tinggalkan lagi kapan saja di Momen Hati.',
  invalid: 'Tautan berhenti berlangganan ini tidak berlaku.',
} as const);

/** The words of sign-up's and the notifications' mails, in the gift's language. */
export const NOTIFY_MAIL_WORDS = {
  signupSubject: 'Konfirmasi kado baru Anda',
  signupGreeting: 'Halo,',
  signupIntro: (address: string) => `Ada yang ingin membuat kado di ${address} dengan email ini. Buka tautan ini untuk membuatnya:`,
  signupButton: 'Buat kado saya',
  signupValid: 'Tautan ini berlaku 24 jam dan hanya bisa dipakai sekali. Di sana Anda memilih password untuk masuk ke kado Anda.',
  signupIgnore: 'Jika Anda tidak memintanya, abaikan email ini: tidak ada kado yang dibuat.',
  knownSubject: 'Email Anda sudah punya kado',
  knownIntro:
    'Ada yang mencoba mendaftar dengan email ini, tapi email ini sudah dipakai pemberi sebuah kado. ' +
    'Masuk di alamat kado Anda; lupa password? Pakai "Lupa password?" di sana.',
  takenSubject: 'Alamat kado itu sudah dipakai',
  takenIntro: (address: string) => `Alamat ${address} sudah dipakai. Daftar lagi dengan alamat lain.`,
  openedSubject: (name: string) => `Kado untuk ${name} baru saja dibuka`,
  openedIntro: (name: string) => `${name} baru saja membuka kado Anda untuk pertama kali.`,
  openedButton: 'Lihat jejaknya',
  repliesSubject: (count: number) => (count === 1 ? 'Ada balasan baru untuk kado Anda' : `Ada ${count} balasan baru untuk kado Anda`),
  repliesIntro: (count: number) => (count === 1 ? 'Penerima kado Anda mengirim balasan.' : `Penerima kado Anda mengirim ${count} balasan.`),
  repliesButton: 'Baca balasan',
  wishesSubject: (count: number) =>
    count === 1 ? 'Ada ucapan baru yang menunggu persetujuan' : `Ada ${count} ucapan baru yang menunggu persetujuan`,
  wishesIntro: (count: number) =>
    count === 1 ? 'Seorang teman menitipkan ucapan di kado Anda.' : `Teman-teman menitipkan ${count} ucapan di kado Anda.`,
  wishesButton: 'Lihat ucapan',
  momentsSubject: (count: number) =>
    count === 1 ? 'Ada momen baru yang dibagikan untuk Anda' : `Ada ${count} momen baru yang dibagikan untuk Anda`,
  momentsIntro: (count: number) =>
    count === 1 ? 'Penerima kado Anda membagikan momen di Momen Hati.' : `Penerima kado Anda membagikan ${count} momen di Momen Hati.`,
  momentsButton: 'Lihat Momen Hati',
  recipientMomentsSubject: (count: number) => (count === 1 ? 'Ada momen baru untukmu' : `Ada ${count} momen baru untukmu`),
  recipientMomentsIntro: (count: number) =>
    count === 1 ? 'Pemberi hadiahmu membagikan momen di Momen Hati.' : `Pemberi hadiahmu membagikan ${count} momen di Momen Hati.`,
  recipientMomentsButton: 'Buka Momen Hati',
  recipientWhy: 'Kamu menerima email ini karena meninggalkan alamat ini di Momen Hati dan setuju dikabari.',
  why: 'Anda menerima email ini karena pemberitahuan ini menyala di hub kado Anda.',
  unsubscribe: 'Berhenti menerima email seperti ini',
} as const;

export const NOTIFY_MAIL_MSG = messageCodes('notifyMail', NOTIFY_MAIL_WORDS);
