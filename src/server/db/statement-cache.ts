import type SQLite from 'better-sqlite3';

// Kysely's SQLite driver prepares every query afresh, and preparing is the largest single cost of a
// simple read under load (about 11% of the server's time in better-sqlite3's prepare when profiled;
// decision 021). Kysely builds the same SQL text for the same query shape, so statements are kept by their
// text. Kado never streams (iterates) a statement, so one statement is never busy when it is reused.

const MAX_STATEMENTS = 500;

/** Makes `database.prepare` return a kept statement for SQL text it has seen (least recently used dropped). */
export function cacheStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const kept = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const hit = kept.get(source);
    if (hit) {
      kept.delete(source);
      kept.set(source, hit);
      return hit;
    }
    const statement = prepare(source);
    kept.set(source, statement);
    if (kept.size > MAX_STATEMENTS) kept.delete(kept.keys().next().value as string);
    return statement;
  }) as SQLite.Database['prepare'];
}
