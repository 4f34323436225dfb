import { sql } from 'kysely';
import type { Db, Dialect } from './database.js';

// Several app processes on one PostgreSQL may start at once (decision 024). Migrating, seeding the gift,
// creating the editor account and placing the default track each check-then-write, so two boots at once
// would both write (a second site 1 fails, a second generated editor...). One session-level advisory
// lock runs the boots one after another; the second finds the work done. SQLite serves one process.

/** The advisory lock's number: 'kado' in ASCII. */
const BOOT_LOCK = 0x6b61646f;

/** Runs `work` while holding the database's boot lock (PostgreSQL); on SQLite simply runs it. */
export async function withBootLock<T>(db: Db, dialect: Dialect, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  // The lock belongs to one connection: hold it on its own while `work` uses the rest of the pool.
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${BOOT_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${BOOT_LOCK})`.execute(connection);
    }
  });
}
