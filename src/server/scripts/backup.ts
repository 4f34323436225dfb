import fs from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../lib/config.js';
import { createMediaStore } from '../context.js';
import { PRIVATE_FILE_MODE } from '../lib/private-files.js';
import {
  describeFile,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  MEDIA_DIR,
  onPath,
  PG_DUMP_FILE,
  SQLITE_FILE,
  type Manifest,
} from './backup-manifest.js';

// npm run backup -- DIR: a consistent copy of the gift(s) while the app keeps serving (decision 024).
// 1. every media file is copied (stored files never change: an upload always gets a new name);
// 2. the database is copied as one snapshot (SQLite's online backup API, or pg_dump of a snapshot exported
//    from a REPEATABLE READ transaction) and the files it names that step 1 missed are copied (on SQLite a
//    newer snapshot is taken when one was deleted meanwhile; on PostgreSQL no media_files row can be removed
//    until they are copied);
// 3. copied files the snapshot does not name (an upload not yet committed, a file deleted) are dropped;
// 4. manifest.json lists every file with its size and sha256; restore checks it.

const PG_DUMP_COMMAND = 'pg_dump --format=custom --no-owner --no-privileges --file=DIR/database.pgdump "$DATABASE_URL"';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const target = process.argv[2];
if (!target) fail('Usage: npm run backup -- DIR   (DIR must be a new or empty folder)');
const dir = path.resolve(target);
if (existsSync(dir) && (await fs.readdir(dir)).length > 0) fail(`${dir} is not empty: back up into a new or empty folder.`);
const config = loadConfig({ ...process.env, EDITOR_EMAIL: undefined, EDITOR_PASSWORD: undefined }, undefined);
const engine = config.databaseUrl ? 'postgres' : 'sqlite';
if (engine === 'postgres' && !onPath('pg_dump')) {
  fail(
    [
      "pg_dump is not on PATH (install the PostgreSQL client of the server's version, e.g. apt-get install postgresql-client).",
      'Without it, back up the database yourself while the app runs:',
      `  ${PG_DUMP_COMMAND}`,
      'and copy DATA_DIR/storage/app/public into DIR/media. `npm run restore` needs the manifest this script writes.',
    ].join('\n'),
  );
}
const sqliteFile = path.join(config.dataDir, 'kado.sqlite');
if (engine === 'sqlite' && !existsSync(sqliteFile)) fail(`No database at ${sqliteFile}: is DATA_DIR right?`);

await fs.mkdir(path.join(dir, MEDIA_DIR), { recursive: true, mode: 0o700 });
// The media are read through the app's store: the local folder or the bucket (MEDIA_STORE).
const media = createMediaStore(config);
const copied = new Set<string>();

/** Copies one stored file into the backup; false when it is gone. */
async function copyMedia(relative: string): Promise<boolean> {
  const stored = await media.open(relative);
  if (!stored) return false;
  const to = path.join(dir, MEDIA_DIR, ...relative.split('/'));
  await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  try {
    await pipeline(await stored.read(), createWriteStream(to, { mode: PRIVATE_FILE_MODE }));
  } catch (error) {
    await fs.rm(to, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (await media.has(relative)) === false) return false;
    throw error;
  }
  copied.add(relative);
  return true;
}

// 1. Everything stored now.
const storedNow: string[] = [];
for await (const entry of media.list()) storedNow.push(entry.path);
for (const relative of storedNow) await copyMedia(relative);

// 2. The database, as one snapshot, and the files it names. A stored file is deleted only after its
// media_files row (persist-upload.ts removeStored), so a named file that is gone was deleted after the
// snapshot: a newer snapshot no longer names it.
/** Copies the named files step 1 missed; false when one is gone (deleted since the snapshot was taken). */
const copyMissing = async (named: string[]): Promise<boolean> => {
  for (const relative of named) {
    if (!copied.has(relative) && !(await copyMedia(relative))) return false;
  }
  return true;
};
const missingFiles = async (named: string[]) => {
  if (!(await copyMissing(named))) fail('A file named by the database is not stored: is DATA_DIR right?');
};
let named: string[] = [];
if (engine === 'sqlite') {
  // One backup step copies every page inside one read transaction: a snapshot, and in WAL mode the app's
  // writes never wait for it. The files the copy names are then copied; one deleted in the meantime (its
  // row was removed after the snapshot) means a newer snapshot is taken, which no longer names it.
  const source = new SQLite(sqliteFile, { fileMustExist: true });
  const copyFile = path.join(dir, SQLITE_FILE);
  try {
    let complete = false;
    for (let attempt = 1; attempt <= 20 && !complete; attempt++) {
      await fs.rm(copyFile, { force: true });
      await source.backup(copyFile, { progress: () => 1 << 30 });
      const copy = new SQLite(copyFile, { readonly: true });
      named = (copy.prepare('SELECT path FROM media_files').all() as { path: string }[]).map((row) => row.path);
      copy.close();
      complete = await copyMissing(named);
    }
    if (!complete) fail('Media files kept being deleted while the database was copied; try again when the gift is quieter.');
  } finally {
    source.close();
  }
  // The copy carries the app's WAL mode; the backup holds one file (the app sets WAL again).
  const copy = new SQLite(copyFile);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  await fs.chmod(copyFile, PRIVATE_FILE_MODE);
} else {
  const hold = new pg.Client({ connectionString: config.databaseUrl });
  const snapshot = new pg.Client({ connectionString: config.databaseUrl });
  await Promise.all([hold.connect(), snapshot.connect()]);
  try {
    // No media_files row is removed (uploads and deletions wait) from before the snapshot until the new
    // files are copied; pg_dump then reads that snapshot without holding anyone up.
    await hold.query('BEGIN');
    await hold.query('LOCK TABLE media_files IN SHARE MODE');
    await snapshot.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const id = (await snapshot.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    named = (await snapshot.query<{ path: string }>('SELECT path FROM media_files')).rows.map((row) => row.path);
    try {
      await missingFiles(named);
    } finally {
      await hold.query('COMMIT');
    }
    const dump = spawnSync(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${id}`,
        `--file=${path.join(dir, PG_DUMP_FILE)}`,
        config.databaseUrl!,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (dump.status !== 0) fail(`pg_dump failed (exit ${String(dump.status)}); the backup in ${dir} is incomplete.`);
    await snapshot.query('COMMIT');
  } finally {
    await Promise.all([hold.end(), snapshot.end()]);
  }
  await fs.chmod(path.join(dir, PG_DUMP_FILE), PRIVATE_FILE_MODE);
}

// 3. Exactly the files the snapshot names: a copied file it does not name (an upload not yet committed,
// a file deleted before the snapshot) is dropped.
const wanted = new Set(named);
for (const relative of copied) {
  if (!wanted.has(relative)) await fs.rm(path.join(dir, MEDIA_DIR, ...relative.split('/')));
}

// 4. The manifest.
const manifest: Manifest = {
  format: MANIFEST_FORMAT,
  engine,
  created_at: new Date().toISOString(),
  database: await describeFile(dir, engine === 'sqlite' ? SQLITE_FILE : PG_DUMP_FILE),
  media: await Promise.all([...wanted].sort().map((relative) => describeFile(dir, `${MEDIA_DIR}/${relative}`))),
};
await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
const bytes = manifest.media.reduce((sum, file) => sum + file.size, manifest.database.size);
console.log(`Backup written to ${dir}: the ${engine} database and ${manifest.media.length} media file(s), ${bytes} bytes.`);
