import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Dialect } from '../db/database.js';

// What `npm run backup` writes and `npm run restore` checks (decision 024): a folder holding the database
// (kado.sqlite, or database.pgdump from pg_dump), the media files under media/, and manifest.json naming
// every file with its size and sha256.

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 1;
export const SQLITE_FILE = 'kado.sqlite';
export const PG_DUMP_FILE = 'database.pgdump';
export const MEDIA_DIR = 'media';

export interface ManifestEntry {
  /** Relative to the backup folder, '/'-separated. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  engine: Dialect;
  created_at: string;
  /** The database file (kado.sqlite or database.pgdump). */
  database: ManifestEntry;
  /** Every media file, under media/. */
  media: ManifestEntry[];
}

/** Size and sha256 of one file of the backup folder. */
export async function describeFile(dir: string, relative: string): Promise<ManifestEntry> {
  const absolute = path.join(dir, ...relative.split('/'));
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(absolute) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { path: relative, size, sha256: hash.digest('hex') };
}

/** The problems of a backup folder against its manifest; empty when every file is there, whole and listed. */
export async function checkBackup(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  if (manifest.format !== MANIFEST_FORMAT)
    problems.push(`manifest format ${String(manifest.format)} (this version reads ${MANIFEST_FORMAT})`);
  for (const entry of [manifest.database, ...manifest.media]) {
    const inside = entry === manifest.database || entry.path.startsWith(`${MEDIA_DIR}/`);
    if (!inside || entry.path.split('/').some((s) => s === '..' || s === '' || s === '.') || path.isAbsolute(entry.path)) {
      problems.push(`${entry.path}: not a path inside the backup`);
      continue;
    }
    const actual = await describeFile(dir, entry.path).catch(() => undefined);
    if (!actual) problems.push(`${entry.path}: missing`);
    else if (actual.size !== entry.size) problems.push(`${entry.path}: ${actual.size} bytes, the manifest says ${entry.size}`);
    else if (actual.sha256 !== entry.sha256) problems.push(`${entry.path}: its sha256 differs from the manifest's`);
  }
  return problems;
}

/** Every file under `dir`, relative and '/'-separated. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found;
}

/** Is a command on PATH (pg_dump, pg_restore)? */
export function onPath(command: string): boolean {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** The media folder of a data folder (media-store.ts). */
export const storageRoot = (dataDir: string) => path.join(dataDir, 'storage', 'app', 'public');
