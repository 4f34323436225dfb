import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

// Every entity of docs/product.md §3, each tied to its site. Later migrations add tables and columns.

type Table = CreateTableBuilder<string, never>;

export function initialMigration(dialect: Dialect) {
  const withId = (table: Table): Table =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const siteRef = (table: Table): Table =>
    table.addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'));
  const now = sql`CURRENT_TIMESTAMP`;

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db.schema.createTable('sites'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('music_path', 'text')
        .addColumn('coupon_json', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('users')))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('sessions')))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('media_files')))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('openings')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('recipient_name', 'text', (c) => c.notNull())
        .execute();

      await siteRef(withId(db.schema.createTable('feature_configs')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('selected_features', 'text', (c) => c.notNull())
        .execute();

      await siteRef(withId(db.schema.createTable('days_of_love')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('date_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('date_inputs')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('selected_date', 'text', (c) => c.notNull())
        .addColumn('photo_path', 'text')
        .execute();

      await siteRef(withId(db.schema.createTable('quiz_questions')))
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable('quiz_options'))
        .addColumn('question_id', 'integer', (c) => c.notNull().references('quiz_questions.id').onDelete('cascade'))
        .addColumn('option_text', 'text', (c) => c.notNull())
        .execute();

      await siteRef(withId(db.schema.createTable('todos')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('is_selected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('gallery_folders')))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await withId(db.schema.createTable('gallery_photos'))
        .addColumn('folder_id', 'integer', (c) => c.notNull().references('gallery_folders.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('love_moments')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('letter', 'text', (c) => c.notNull())
        .addColumn('cover_path', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();

      await siteRef(withId(db.schema.createTable('love_typing')))
        .addColumn('paragraphs', 'text', (c) => c.notNull())
        .addColumn('music_path', 'text')
        .execute();

      await siteRef(withId(db.schema.createTable('video_gifts')))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('video_path', 'text')
        .execute();
    },
  };
}
