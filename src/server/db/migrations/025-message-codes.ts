import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Messages as codes (decision 059): a video's conversion message was stored as its Indonesian words and is now
// stored as its code, rendered in the gift's language when read. The two messages a conversion could store,
// in the words they were written with, become their codes; any other text is left as it is.

const STORED_WORDS: Record<string, string> = {
  'videoGift.conversionFailed':
    'Video tidak bisa diubah agar bisa diputar di semua perangkat: filenya rusak atau formatnya tidak dikenal. ' +
    'Video sebelumnya tetap dipakai.',
  'videoGift.conversionInterrupted':
    'Pengubahan video terhenti karena server dimulai ulang. Unggah videonya lagi; video sebelumnya tetap dipakai.',
};

export const messageCodesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const [code, words] of Object.entries(STORED_WORDS)) {
      await sql`update video_conversions set message = ${code} where message = ${words}`.execute(db);
    }
  },
};
