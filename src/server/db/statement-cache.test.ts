import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from './statement-cache.js';

describe('cacheStatements', () => {
  it('returns the same statement for the same SQL, and statements still read fresh data', () => {
    const db = new SQLite(':memory:');
    cacheStatements(db);
    db.prepare('CREATE TABLE t (v INTEGER)').run();
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    expect(db.prepare('INSERT INTO t (v) VALUES (?)')).toBe(insert);
    insert.run(1);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 1 });
    db.prepare('INSERT INTO t (v) VALUES (?)').run(2);
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
    expect(db.prepare('SELECT v FROM t WHERE v = ?').get(2)).toEqual({ v: 2 });
    db.close();
  });
});
