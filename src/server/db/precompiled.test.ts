import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { precompile } from './precompiled.js';
import type { Database } from './schema.js';

describe('precompile', () => {
  it('runs one built query with each call’s values, fresh data, fixed values kept, inside a transaction too', async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema
      .createTable('openings')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('site_id', 'integer')
      .addColumn('title', 'text')
      .addColumn('recipient_name', 'text')
      .execute();
    const titles = precompile((args: { siteId: number; first: number; second: number }) =>
      db
        .selectFrom('openings')
        .select('title')
        .where('site_id', '=', args.siteId)
        .where('id', 'in', [args.first, args.second])
        .where('recipient_name', '=', 'R')
        .orderBy('id'),
    );
    await db
      .insertInto('openings')
      .values([
        { id: 1, site_id: 1, title: 'a', recipient_name: 'R' },
        { id: 2, site_id: 2, title: 'b', recipient_name: 'R' },
        { id: 3, site_id: 2, title: 'c', recipient_name: 'R' },
        { id: 4, site_id: 2, title: 'd', recipient_name: 'other' },
      ])
      .execute();
    expect(await titles(db, { siteId: 1, first: 1, second: 2 })).toEqual([{ title: 'a' }]);
    expect(await titles(db, { siteId: 2, first: 2, second: 4 })).toEqual([{ title: 'b' }]);
    await db.updateTable('openings').set({ title: 'B' }).where('id', '=', 2).execute();
    expect(await titles(db, { siteId: 2, first: 3, second: 2 })).toEqual([{ title: 'B' }, { title: 'c' }]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('openings').set({ title: 'C' }).where('id', '=', 3).execute();
      expect(await titles(trx, { siteId: 2, first: 3, second: 3 })).toEqual([{ title: 'C' }]);
    });
    await db.destroy();
  });
});
