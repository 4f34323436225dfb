import type { Kysely } from 'kysely';

// The occasion the giver last applied to the gift (docs/product.md §27, decision 063): one of
// shared/occasions' keys, or null while none was. The same text column on SQLite and PostgreSQL.

export const occasionMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sites').addColumn('occasion', 'text').execute();
  },
};
