import type { Kysely } from 'kysely';

// Word of a shared moment (docs/product.md §26, §29): on `sites`, the giver's switch for the mail when the recipient
// shares a moment (on, as the replies' is), and the address the recipient left to be told when the giver shares one,
// with when it consented (null while none is left). Only added columns (decision 074), the same on both engines.

export const momentMailsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sites')
      .addColumn('notify_moments', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('sites').addColumn('moments_mail_to', 'text').execute();
    await db.schema.alterTable('sites').addColumn('moments_mail_since', 'text').execute();
  },
};
