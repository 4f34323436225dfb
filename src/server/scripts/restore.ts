import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { loadConfig } from '../lib/config.js';
import { createMediaStore } from '../context.js';
import { PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { checkBackup, MANIFEST_FILE, MEDIA_DIR, onPath, PG_DUMP_FILE, SQLITE_FILE, type Manifest } from './backup-manifest.js';

// npm run restore -- DIR: puts a backup made by `npm run backup` into an empty DATA_DIR (and, on
// PostgreSQL, an empty database) after checking every file against the manifest (decision 024). It never
// writes over anything: a data folder or database holding anything is refused. Start the app afterwards;
// it migrates a backup made by an older version as it would any database.

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const source = process.argv[2];
if (!source) fail('Usage: npm run restore -- DIR   (DIR: a folder written by npm run backup)');
const dir = path.resolve(source);
const manifestFile = path.join(dir, MANIFEST_FILE);
if (!existsSync(manifestFile)) fail(`${dir} holds no ${MANIFEST_FILE}: not a backup made by npm run backup.`);
let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
} catch {
  fail(`${manifestFile} is not readable JSON.`);
}
const problems = await checkBackup(dir, manifest);
if (problems.length > 0) fail(`The backup in ${dir} does not match its manifest; nothing was restored:\n  ${problems.join('\n  ')}`);

const config = loadConfig({ ...process.env, EDITOR_EMAIL: undefined, EDITOR_PASSWORD: undefined }, undefined);
const engine = config.databaseUrl ? 'postgres' : 'sqlite';
if (manifest.engine !== engine) {
  fail(
    manifest.engine === 'postgres'
      ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
      : 'This backup is of a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.',
  );
}
if (existsSync(config.dataDir) && (await fs.readdir(config.dataDir)).length > 0) {
  fail(`DATA_DIR ${config.dataDir} is not empty: restore only into an empty (or new) data folder.`);
}
// The media go through the app's store: the local folder or the bucket (MEDIA_STORE), which
// must hold nothing yet.
const media = createMediaStore(config);
for await (const entry of media.list()) {
  fail(`The media store is not empty (it holds ${entry.path}, …): restore only into an empty bucket.`);
}
const pgRestoreCommand = `pg_restore --no-owner --no-privileges --exit-on-error --dbname="$DATABASE_URL" ${path.join(dir, PG_DUMP_FILE)}`;
if (engine === 'postgres') {
  if (!onPath('pg_restore')) {
    fail(
      `pg_restore is not on PATH (install the PostgreSQL client). Restore the database yourself with\n  ${pgRestoreCommand}\n` +
        `and copy ${path.join(dir, MEDIA_DIR)} to DATA_DIR/storage/app/public.`,
    );
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  const tables = (await client.query<{ n: string }>("SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'"))
    .rows[0]!.n;
  await client.end();
  if (Number(tables) > 0) fail(`The database at DATABASE_URL already has ${tables} table(s): restore only into an empty database.`);
}

await fs.mkdir(config.dataDir, { recursive: true, mode: 0o700 });
if (engine === 'sqlite') {
  const to = path.join(config.dataDir, 'kado.sqlite');
  await fs.copyFile(path.join(dir, SQLITE_FILE), to);
  await fs.chmod(to, PRIVATE_FILE_MODE);
} else {
  const restored = spawnSync(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl!}`, path.join(dir, PG_DUMP_FILE)],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (restored.status !== 0)
    fail(`pg_restore failed (exit ${String(restored.status)}); the database may be half restored: empty it before trying again.`);
}
for (const entry of manifest.media) {
  await media.restoreFile(entry.path.slice(`${MEDIA_DIR}/`.length), path.join(dir, ...entry.path.split('/')));
}
const where = config.s3 ? `${config.dataDir} and the bucket ${config.s3.bucket}` : config.dataDir;
console.log(`Restored the ${engine} database and ${manifest.media.length} media file(s) from ${dir} into ${where}.`);
