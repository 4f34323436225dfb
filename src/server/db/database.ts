import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** A caller's transaction: every repository method takes one as its optional last argument (decision 013). */
export type Trx = Transaction<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Db;
  dialect: Dialect;
}

/** SQLite file under the data folder by default; PostgreSQL when a URL is given (decision 002). */
export function openDatabase(dataDir: string, databaseUrl: string | undefined): OpenedDatabase {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'kado.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
