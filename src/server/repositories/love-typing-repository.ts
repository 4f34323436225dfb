import { z } from 'zod';
import type { Db, Trx } from '../db/database.js';

interface LoveTypingRow {
  paragraphs: string[];
  music_path: string | null;
}

const storedParagraphs = z.array(z.string());

/** The site's one typed letter (unique site_id); paragraphs are stored as a JSON array and checked when read. */
export function loveTypingRepository(db: Db, siteId: () => number) {
  return {
    /** undefined until the giver saves a letter. */
    async get(trx?: Trx): Promise<LoveTypingRow | undefined> {
      const row = await (trx ?? db)
        .selectFrom('love_typing')
        .select(['paragraphs', 'music_path'])
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      if (!row) return undefined;
      return { paragraphs: storedParagraphs.parse(JSON.parse(row.paragraphs)), music_path: row.music_path };
    },

    /**
     * Creates or replaces the letter; music_path undefined keeps the current track. Returns the music
     * path it replaced (to delete after the transaction), or null.
     */
    async save(paragraphs: string[], musicPath: string | undefined, trx?: Trx): Promise<{ replacedMusic: string | null }> {
      const q = trx ?? db;
      const current = await q.selectFrom('love_typing').select(['id', 'music_path']).where('site_id', '=', siteId()).executeTakeFirst();
      const json = JSON.stringify(paragraphs);
      if (!current) {
        await q
          .insertInto('love_typing')
          .values({ site_id: siteId(), paragraphs: json, music_path: musicPath ?? null })
          .execute();
        return { replacedMusic: null };
      }
      await q
        .updateTable('love_typing')
        .set({ paragraphs: json, ...(musicPath !== undefined && { music_path: musicPath }) })
        .where('id', '=', current.id)
        .execute();
      const replaced = musicPath !== undefined && current.music_path !== musicPath ? current.music_path : null;
      return { replacedMusic: replaced };
    },
  };
}
