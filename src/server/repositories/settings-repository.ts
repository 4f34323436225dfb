import type { Db, Trx } from '../db/database.js';
import type { Language } from '../../shared/languages.js';

/** The request's gift's settings: its language (issue 17, decision 032). */
export function settingsRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<{ language: Language }> {
      const row = await (trx ?? db).selectFrom('sites').select('language').where('id', '=', siteId()).executeTakeFirstOrThrow();
      return { language: row.language === 'en' ? 'en' : 'id' };
    },

    async save(input: { language: Language }, trx?: Trx): Promise<void> {
      await (trx ?? db).updateTable('sites').set({ language: input.language }).where('id', '=', siteId()).execute();
    },
  };
}
