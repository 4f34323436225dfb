import type { Db, Trx } from '../db/database.js';

export interface DateInputRow {
  id: number;
  title: string;
  selected_date: string;
  photo_path: string | null;
}

const columns = ['id', 'title', 'selected_date', 'photo_path'] as const;

export function dateInputRepository(db: Db, siteId: () => number) {
  return {
    async list(trx?: Trx): Promise<DateInputRow[]> {
      return (trx ?? db).selectFrom('date_inputs').select(columns).where('site_id', '=', siteId()).orderBy('id').execute();
    },

    /** The first record is the one the PIN page uses (docs/product.md §3). */
    async first(trx?: Trx): Promise<DateInputRow | undefined> {
      return (trx ?? db).selectFrom('date_inputs').select(columns).where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
    },

    async create(input: { title: string; selected_date: string }, trx?: Trx): Promise<DateInputRow> {
      return (trx ?? db)
        .insertInto('date_inputs')
        .values({ site_id: siteId(), ...input, photo_path: null })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },

    async update(id: number, input: { title: string; selected_date: string }, trx?: Trx): Promise<DateInputRow | undefined> {
      return (trx ?? db)
        .updateTable('date_inputs')
        .set(input)
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(columns)
        .executeTakeFirst();
    },

    /** Points record `id` at a new photo; undefined when it is gone. */
    async setPhoto(id: number, photoPath: string, trx?: Trx): Promise<DateInputRow | undefined> {
      return (trx ?? db)
        .updateTable('date_inputs')
        .set({ photo_path: photoPath })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(columns)
        .executeTakeFirst();
    },
  };
}
