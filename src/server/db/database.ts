import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import { ensurePrivateDir, ensurePrivateFile, tightenFile } from '../lib/private-files.js';
import type { Database } from './schema.js';
import { cacheStatements } from './statement-cache.js';
import { postgresPool, type Say } from './postgres-pool.js';

export type Db = Kysely<Database>;
/** A caller's transaction: every repository method takes one as its optional last argument. */
export type Trx = Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

interface OpenedDatabase {
  db: Db;
  dialect: Dialect;
}

/** How a database is opened: where it says what happens to its connections, and whether its statements are timed. */
export interface OpenOptions {
  /** Lines about lost and regained connections (PostgreSQL); standard error unless given. */
  say?: Say;
  /** False for the start's work that may rightly wait (the boot lock, migrations): no statement or reply limit. */
  timed?: boolean;
}

/** SQLite file under the data folder by default; PostgreSQL when a URL is given (decision 002). */
export function openDatabase(dataDir: string, databaseUrl: string | undefined, options: OpenOptions = {}): OpenedDatabase {
  if (databaseUrl) {
    const pool = postgresPool(databaseUrl, options.say ?? ((line) => console.error(line)), options.timed ?? true);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'kado.sqlite');
  // SQLite gives the -wal and -shm files the database file's own mode, so an owner-only file keeps all three private.
  ensurePrivateFile(file);
  for (const companion of [`${file}-wal`, `${file}-shm`]) tightenFile(companion);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  cacheStatements(sqlite);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

/** Runs `work` inside the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(db: Db, trx: Trx | undefined, work: (trx: Trx) => Promise<T>): Promise<T> {
  return trx ? work(trx) : db.transaction().execute(work);
}
