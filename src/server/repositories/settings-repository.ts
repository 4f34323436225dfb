import type { Db, Trx } from '../db/database.js';
import type { Settings, SettingsInput } from '../../shared/schemas/settings.js';
import { switchDemoLanguage } from '../db/demo-language.js';
import { THEMES, themeOf } from '../../shared/themes.js';
import { isOccasionKey } from '../../shared/occasions/index.js';
import { applyOccasion } from './occasion-repository.js';

/**
 * The request's gift's settings: its language (docs/product.md §12) and whether the recipient's
 * footsteps are recorded, its theme, and which mails tell the giver.
 */
export function settingsRepository(db: Db, siteId: () => number) {
  return {
    async get(trx?: Trx): Promise<Settings> {
      const row = await (trx ?? db)
        .selectFrom('sites')
        .select(['language', 'record_activity', 'theme', 'notify_opened', 'notify_replies', 'notify_wishes', 'notify_moments'])
        .where('id', '=', siteId())
        .executeTakeFirstOrThrow();
      return {
        language: row.language === 'en' ? 'en' : 'id',
        record_activity: Number(row.record_activity) === 1,
        notify: {
          opened: Number(row.notify_opened) === 1,
          replies: Number(row.notify_replies) === 1,
          wishes: Number(row.notify_wishes) === 1,
          moments: Number(row.notify_moments) === 1,
        },
        theme: themeOf(row.theme),
        themes: [...THEMES],
      };
    },

    /**
     * Sets the settings given and leaves the others. A new language switches the demo content the giver
     * has not changed to it; give it a transaction, so both happen or neither.
     */
    async save(input: SettingsInput, trx: Trx): Promise<void> {
      const before = await trx.selectFrom('sites').select(['language', 'occasion']).where('id', '=', siteId()).executeTakeFirstOrThrow();
      await trx
        .updateTable('sites')
        .set({
          ...(input.language !== undefined && { language: input.language }),
          ...(input.record_activity !== undefined && { record_activity: input.record_activity ? 1 : 0 }),
          ...(input.theme !== undefined && { theme: input.theme }),
          ...(input.notify?.opened !== undefined && { notify_opened: input.notify.opened ? 1 : 0 }),
          ...(input.notify?.replies !== undefined && { notify_replies: input.notify.replies ? 1 : 0 }),
          ...(input.notify?.wishes !== undefined && { notify_wishes: input.notify.wishes ? 1 : 0 }),
          ...(input.notify?.moments !== undefined && { notify_moments: input.notify.moments ? 1 : 0 }),
        })
        .where('id', '=', siteId())
        .execute();
      if (input.language !== undefined) {
        await switchDemoLanguage(trx, siteId(), before.language === 'en' ? 'en' : 'id', input.language);
        // The current occasion's words follow the language too: the old language's count as not written.
        if (isOccasionKey(before.occasion)) await applyOccasion(trx, siteId(), before.occasion);
      }
    },
  };
}
