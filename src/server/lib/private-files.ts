import fs from 'node:fs';
import path from 'node:path';

// The data folder holds the PIN date, password hashes and the couple's photos: only the server's user
// may read it (decision 016). main.ts sets umask 077; these modes are set explicitly as well, so a
// process with a looser umask (tests, a script) and a folder from an older version end up the same.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its missing parents) owner-only, and tightens it if it already existed. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodIfOwned(dir, PRIVATE_DIR_MODE);
}

/** Creates an empty owner-only file if none exists, and tightens it if it does. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodIfOwned(file, PRIVATE_FILE_MODE);
}

/** Tightens an existing file; a missing one is fine. */
export function tightenFile(file: string): void {
  if (fs.existsSync(file)) chmodIfOwned(file, PRIVATE_FILE_MODE);
}

/** Tightens a folder and everything under it (folders 0700, files 0600); symlinks are left alone. */
export async function tightenTree(dir: string): Promise<void> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch(() => []);
  chmodIfOwned(dir, PRIVATE_DIR_MODE);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await tightenTree(full);
    else if (entry.isFile()) chmodIfOwned(full, PRIVATE_FILE_MODE);
  }
}

/** A folder mounted from elsewhere may belong to another user who lets us write: then its mode is theirs to set. */
function chmodIfOwned(target: string, mode: number): void {
  try {
    fs.chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOENT') throw error;
  }
}
