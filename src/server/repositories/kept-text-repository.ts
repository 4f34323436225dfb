import type { Db, Trx } from '../db/database.js';
import { KEEPABLE_KEYS, type KeepableKey } from '../../shared/schemas/activity.js';

/** A demo or occasion text the giver keeps on purpose: the readiness item it belongs to, and its words. */
export interface KeptText {
  key: KeepableKey;
  text: string;
}

/** More than a gift can hold: a quiz of a few questions and one letter (the oldest go first). */
const KEPT_MAX = 100;

const isKept = (value: unknown): value is KeptText =>
  typeof value === 'object' &&
  value !== null &&
  (KEEPABLE_KEYS as readonly unknown[]).includes((value as KeptText).key) &&
  typeof (value as KeptText).text === 'string';

function parse(json: string | null): KeptText[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isKept) : [];
  } catch {
    return [];
  }
}

/**
 * Texts kept on purpose (docs/product.md §19): sites.kept_texts (migration 032), per gift. 'Siap
 * diberikan?' counts a demo text kept as done; what is kept is compared word for word (the spaces around aside).
 */
export function keptTextRepository(db: Db, siteId: () => number) {
  const read = async (trx?: Trx) => {
    const row = await (trx ?? db).selectFrom('sites').select('kept_texts').where('id', '=', siteId()).executeTakeFirst();
    return parse(row?.kept_texts ?? null);
  };
  const write = async (kept: readonly KeptText[], trx?: Trx) => {
    const json = kept.length > 0 ? JSON.stringify(kept.slice(-KEPT_MAX)) : null;
    await (trx ?? db).updateTable('sites').set({ kept_texts: json }).where('id', '=', siteId()).execute();
  };
  const same = (a: KeptText, b: KeptText) => a.key === b.key && a.text.trim() === b.text.trim();

  return {
    list: read,

    /** Keeps the text (once); the letter is one text, so a letter kept replaces the one kept before. */
    async keep(entry: KeptText, trx?: Trx): Promise<void> {
      const kept = (await read(trx)).filter((old) => !same(old, entry) && !(entry.key === 'letter' && old.key === 'letter'));
      await write([...kept, { key: entry.key, text: entry.text.trim() }], trx);
    },

    /** Stops keeping the text; nothing to do when it was not kept. */
    async release(entry: KeptText, trx?: Trx): Promise<void> {
      const kept = await read(trx);
      const rest = kept.filter((old) => !same(old, entry));
      if (rest.length !== kept.length) await write(rest, trx);
    },
  };
}
