import type { Db, Trx } from '../db/database.js';
import type { UserRow } from '../db/schema.js';

export function userRepository(db: Db, siteId: () => number) {
  return {
    async findByEmail(email: string, trx?: Trx): Promise<UserRow | undefined> {
      return (trx ?? db)
        .selectFrom('users')
        .selectAll()
        .where('site_id', '=', siteId())
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
    },

    async findById(id: number, trx?: Trx): Promise<UserRow | undefined> {
      return (trx ?? db).selectFrom('users').selectAll().where('id', '=', id).where('site_id', '=', siteId()).executeTakeFirst();
    },

    async first(trx?: Trx): Promise<UserRow | undefined> {
      return (trx ?? db).selectFrom('users').selectAll().where('site_id', '=', siteId()).orderBy('id').executeTakeFirst();
    },

    async create(input: { name: string; email: string; password_hash: string }, trx?: Trx): Promise<UserRow> {
      const now = new Date().toISOString();
      return (trx ?? db)
        .insertInto('users')
        .values({ site_id: siteId(), ...input, email: input.email.toLowerCase(), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateCredentials(id: number, input: { email: string; password_hash: string }, trx?: Trx): Promise<void> {
      await (trx ?? db)
        .updateTable('users')
        .set({ email: input.email.toLowerCase(), password_hash: input.password_hash, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('site_id', '=', siteId())
        .execute();
    },
  };
}
