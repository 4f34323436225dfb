import type { Kysely } from 'kysely';

// Texts the giver keeps on purpose (docs/product.md §19, decision 087): the demo or occasion texts 'Siap diberikan?'
// counts as done because the giver chose to keep them ('Tetap pakai'). A JSON array of { key, text } ('quiz' and a
// question's words, 'letter' and the letter's paragraphs); null while none is kept. The same text column on SQLite and
// PostgreSQL; it only adds (decision 074).

export const keptTextsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sites').addColumn('kept_texts', 'text').execute();
  },
};
