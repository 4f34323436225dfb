import { inTransaction, type Db, type Trx } from '../db/database.js';
import type { Todo } from '../../shared/schemas/todos.js';

const columns = ['id', 'title', 'is_selected'] as const;

/** Stored as 0/1 (decision 002); replies carry a boolean. */
const present = (row: { id: number; title: string; is_selected: number }): Todo => ({
  id: row.id,
  title: row.title,
  is_selected: row.is_selected === 1,
});

export function todoRepository(db: Db, siteId: () => number) {
  return {
    async list(trx?: Trx): Promise<Todo[]> {
      const rows = await (trx ?? db).selectFrom('todos').select(columns).where('site_id', '=', siteId()).orderBy('id').execute();
      return rows.map(present);
    },

    async find(id: number, trx?: Trx): Promise<Todo | undefined> {
      const row = await (trx ?? db)
        .selectFrom('todos')
        .select(columns)
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .executeTakeFirst();
      return row && present(row);
    },

    /** Adds a todo unless the list already holds `max`; undefined when it is full. */
    async create(title: string, max: number, trx?: Trx): Promise<Todo | undefined> {
      return inTransaction(db, trx, async (trx) => {
        const { count } = await trx
          .selectFrom('todos')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('site_id', '=', siteId())
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return undefined;
        const row = await trx
          .insertInto('todos')
          .values({ site_id: siteId(), title, is_selected: 0, created_at: new Date().toISOString() })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return present(row);
      });
    },

    async setSelected(id: number, selected: boolean, trx?: Trx): Promise<Todo | undefined> {
      const row = await (trx ?? db)
        .updateTable('todos')
        .set({ is_selected: selected ? 1 : 0 })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .returning(columns)
        .executeTakeFirst();
      return row && present(row);
    },

    /** True when a todo was deleted. */
    async remove(id: number, trx?: Trx): Promise<boolean> {
      const result = await (trx ?? db).deleteFrom('todos').where('id', '=', id).where('site_id', '=', siteId()).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
