import { z } from 'zod';
import type { Db, Trx } from '../db/database.js';
import { crosswordEntry, type CrosswordEntry } from '../../shared/schemas/crossword.js';

const storedEntries = z.array(crosswordEntry);

/** One crossword per site; its entries are stored as a JSON array and checked again when read. */
export function crosswordRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<CrosswordEntry[] | undefined> {
      const row = await (trx ?? db).selectFrom('crosswords').select('entries').where('site_id', '=', siteId()).executeTakeFirst();
      if (!row) return undefined;
      return storedEntries.parse(JSON.parse(row.entries));
    },

    /** Creates or replaces the site's crossword. */
    async save(entries: CrosswordEntry[], trx?: Trx): Promise<void> {
      const now = new Date().toISOString();
      const json = JSON.stringify(entries);
      await (trx ?? db)
        .insertInto('crosswords')
        .values({ site_id: siteId(), entries: json, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ entries: json, updated_at: now }))
        .execute();
    },

    /** True when there was a crossword to delete. */
    async remove(trx?: Trx): Promise<boolean> {
      const result = await (trx ?? db).deleteFrom('crosswords').where('site_id', '=', siteId()).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
