import type { Db, Trx } from '../db/database.js';
import type { Language } from '../../shared/languages.js';
import { switchDemoLanguage } from '../db/demo-language.js';

/** The request's gift's settings: its language (docs/product.md §12, decision 032). */
export function settingsRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<{ language: Language }> {
      const row = await (trx ?? db).selectFrom('sites').select('language').where('id', '=', siteId()).executeTakeFirstOrThrow();
      return { language: row.language === 'en' ? 'en' : 'id' };
    },

    /**
     * Sets the language and switches the demo content the giver has not changed to it (decision 032);
     * give it a transaction, so both happen or neither.
     */
    async save(input: { language: Language }, trx: Trx): Promise<void> {
      const before = await trx.selectFrom('sites').select('language').where('id', '=', siteId()).executeTakeFirstOrThrow();
      await trx.updateTable('sites').set({ language: input.language }).where('id', '=', siteId()).execute();
      await switchDemoLanguage(trx, siteId(), before.language === 'en' ? 'en' : 'id', input.language);
    },
  };
}
