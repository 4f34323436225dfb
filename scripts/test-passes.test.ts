import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  ENGINE_INDIFFERENT,
  OPENS_A_DATABASE,
  OWN_ENGINES,
  postgresAndBucketPass,
  postgresPass,
  REACHES_STORE_BY_HTTP,
  s3Pass,
  S3_NOT_YET,
  serverTestFiles,
  SQLITE_ONLY,
} from '../src/server/test-support/test-passes.js';

// The rules that pick the PostgreSQL and S3 passes' files (decision 053): checked against the tree, so a renamed file
// or a new way of opening a database cannot quietly leave a pass.

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the server test passes', () => {
  test('every file a list names exists', () => {
    const all = serverTestFiles(root);
    const named = [...SQLITE_ONLY, ...OWN_ENGINES, ...ENGINE_INDIFFERENT, ...REACHES_STORE_BY_HTTP, ...S3_NOT_YET];
    for (const file of named) expect(all, file).toContain(file);
  });

  test('PostgreSQL is opened only where the rule looks: test-app.ts, and the files that pick their engines themselves', () => {
    const makers = [
      ...serverTestFiles(root),
      ...fs.readdirSync(path.join(root, 'src/server/test-support')).map((f) => `src/server/test-support/${f}`),
    ]
      .filter((file) => /\bcreateTestDatabase\(/.test(read(file)))
      .sort();
    expect(makers).toEqual(
      [
        'src/server/test-support/postgres.ts',
        'src/server/test-support/test-app.ts',
        ...OWN_ENGINES.filter((f) => /\bcreateTestDatabase\(/.test(read(f))),
      ].sort(),
    );
  });

  test('the PostgreSQL pass holds every file that makes a test app, and no other', () => {
    const makes = serverTestFiles(root).filter((file) => OPENS_A_DATABASE.test(read(file)));
    const left = [...SQLITE_ONLY, ...OWN_ENGINES, ...ENGINE_INDIFFERENT];
    expect(postgresPass(root)).toEqual(makes.filter((file) => !left.includes(file)));
    expect(postgresPass(root).length).toBeGreaterThan(40);
  });

  test('a file that reads the media store is in the S3 pass', () => {
    const pass = s3Pass(root);
    const reads = serverTestFiles(root).filter((file) => /\b(isStored|readStored|storedPaths|putStored)\(|\bctx\.media\b/.test(read(file)));
    expect(reads.filter((file) => !pass.includes(file) && !S3_NOT_YET.includes(file))).toEqual([]);
  });

  test('where PostgreSQL answers, one pass holds the files of both rules, each once', () => {
    const both = postgresAndBucketPass(root);
    expect(new Set(both).size).toBe(both.length);
    for (const file of [...postgresPass(root), ...s3Pass(root)]) expect(both, file).toContain(file);
    expect(both.every((file) => postgresPass(root).includes(file) || s3Pass(root).includes(file))).toBe(true);
  });
});
