import type { Kysely } from 'kysely';

// The gift's language (decision 032): 'id' (Indonesian, docs/product.md's own words) or 'en', chosen by the giver.

export const siteLanguageMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sites')
      .addColumn('language', 'text', (column) => column.notNull().defaultTo('id'))
      .execute();
  },
};
