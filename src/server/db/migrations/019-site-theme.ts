import type { Kysely } from 'kysely';

// The gift's theme (decision 041): one of shared/themes.ts's names, 'rose' (Kado's own look) by default.

export const siteThemeMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sites')
      .addColumn('theme', 'text', (column) => column.notNull().defaultTo('rose'))
      .execute();
  },
};
