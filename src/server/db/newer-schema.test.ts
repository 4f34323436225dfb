import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sql } from 'kysely';
import { projectRoot } from '../lib/project-root.js';
import { buildApp } from '../app.js';
import { bearer, createTestApp, testConfig, type TestApp } from '../test-support/test-app.js';
import type { Db } from './database.js';

// The way back after an update (decision 074): the previous release starts on a database the next release has
// migrated, when the next release's migrations only add, and says so; a database whose history is not this
// release's line is refused in one line naming both versions and the way back. On SQLite and, in the PostgreSQL
// pass, on PostgreSQL. The next release is played by this one's schema plus one migration of its own: a column more
// and its row in the migrations table.

const NEXT = '999-from-the-next-release';

/** This release's newest migration, as the database records it. */
async function newestRun(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT max(name) AS name FROM kysely_migration`.execute(db);
  return rows[0]!.name;
}

/** What a later (or another) release's migration leaves: its change to the schema, and its name in the record. */
async function runForeignMigration(db: Db, name: string): Promise<void> {
  await sql`ALTER TABLE sites ADD COLUMN next_release_note TEXT`.execute(db);
  await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(db);
}

describe('a release on a database migrated by another', () => {
  let gift: TestApp | undefined;
  let printed: MockInstance<typeof console.error>;
  beforeEach(() => {
    printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    printed.mockRestore();
    await gift?.close();
    gift = undefined;
  });

  it('starts on a database the next release migrated, says so with both versions, and serves its data', async () => {
    const before = await createTestApp();
    const token = await before.editorToken();
    const made = await before.app.inject({
      method: 'POST',
      url: '/api/gallery/create-folder',
      headers: bearer(token),
      payload: { name: 'Sebelum' },
    });
    expect(made.statusCode).toBe(200);
    const ours = await newestRun(before.app.ctx.db);
    await runForeignMigration(before.app.ctx.db, NEXT);
    await before.app.close();

    gift = await createTestApp({ dataDir: before.dataDir });
    const said = printed.mock.calls.map((call) => String(call[0]));
    expect(said).toEqual([
      `Kado: the database was migrated by a newer release (its newest migration is ${NEXT}, this release's ${ours}): ` +
        "starting on it unchanged, as a newer release's migrations only add (decision 074). To undo its schema too, restore " +
        'the backup taken before the update (docs/operations.md "Updating").',
    ]);
    // The same session, the same folder, and a write.
    const folders = await gift.app.inject({ method: 'GET', url: '/api/gallery', headers: bearer(token) });
    expect(folders.statusCode).toBe(200);
    expect(JSON.stringify(folders.json())).toContain('Sebelum');
    const again = await gift.app.inject({
      method: 'POST',
      url: '/api/gallery/create-folder',
      headers: bearer(token),
      payload: { name: 'Sesudah' },
    });
    expect(again.statusCode).toBe(200);
    // Nothing of the next release's is undone: it finds its schema as it left it when it starts again.
    expect(await newestRun(gift.app.ctx.db)).toBe(NEXT);
  });

  it("refuses a database whose history is not this release's, in one line naming both versions and the way back", async () => {
    const before = await createTestApp();
    const ours = await newestRun(before.app.ctx.db);
    // A migration this release lacks, numbered among its own: another line of Kado migrated this database.
    await runForeignMigration(before.app.ctx.db, '011-from-another-line');
    await before.app.close();

    await expect(buildApp(testConfig(before.dataDir))).rejects.toThrow(
      `Kado: the database was migrated by a version this release cannot run on (it holds 011-from-another-line, which this ` +
        `release, newest ${ours}, does not know). Start that version again, or restore the backup taken before it ` +
        '(docs/operations.md "Updating").',
    );
    // Closed by the cleanup of a test app on the same folder and database.
    gift = before;
  });
});

describe('the migrations', () => {
  it('only add, so the release before runs on their schema: no drop, rename or change of a column or table', () => {
    // One that must comes a release after the code that stops using what it removes, with a way for
    // the release before to refuse its schema instead of starting on it.
    const folder = path.join(projectRoot(), 'src/server/db/migrations');
    const taking = fs
      .readdirSync(folder)
      .filter((file) => /\b(drop|rename|alterColumn|setDataType)/i.test(fs.readFileSync(path.join(folder, file), 'utf8')));
    expect(taking).toEqual([]);
  });
});
