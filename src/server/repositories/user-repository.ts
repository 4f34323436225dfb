import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

export function userRepository(db: Db, siteId: number) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },

    async findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async first(): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('site_id', '=', siteId).orderBy('id').executeTakeFirst();
    },

    async create(input: { name: string; email: string; password_hash: string }): Promise<UserRow> {
      const now = new Date().toISOString();
      return db
        .insertInto('users')
        .values({ site_id: siteId, ...input, email: input.email.toLowerCase(), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateCredentials(id: number, input: { email: string; password_hash: string }): Promise<void> {
      await db
        .updateTable('users')
        .set({ email: input.email.toLowerCase(), password_hash: input.password_hash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
    },
  };
}
