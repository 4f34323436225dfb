import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaKind } from './media-kinds.js';
import { isStoragePath, placeAll, TempUploads, type PlacedFile, type ReceivedFile } from './temp-uploads.js';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenTree } from '../lib/private-files.js';

export type { PlacedFile, ReceivedFile };

/** A stored file opened for reading: its size and age, and its bytes on demand (all or one inclusive range). */
export interface StoredFile {
  size: number;
  modified: Date;
  read(range?: { start: number; end: number }): Promise<Readable>;
}

/** One stored file as the orphan sweep sees it. */
export interface StoredEntry {
  path: string;
  modified: Date;
}

/**
 * Where media files live (decisions 005, 023): on local disk or in an S3 bucket. Only files: the
 * media_files rows are written by the media repository in the caller's transaction (persist-upload.ts,
 * decision 013). Uploads are received into DATA_DIR/tmp by both, then placed.
 */
export interface MediaStore {
  /** Prepares the store at start (folders, an empty tmp; the bucket answers). */
  init(): Promise<void>;
  /** Does the store answer now (the folder is there; the bucket answers a head)? Throws when it does not (/readyz). */
  ping(): Promise<void>;
  /** At a clean stop: this process's temp folder goes. */
  close(): Promise<void>;
  /** Streams one upload to a temp file, enforcing size and type; throws a 4xx and leaves nothing on failure. */
  receive(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile>;
  /** As receive, leaving an image unprocessed until processImage (a form's fields are checked first). */
  receiveUnprocessed(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile>;
  /** Decodes, orients and re-encodes a received image (its sizes made); other files are returned as they are. */
  processImage(file: ReceivedFile): Promise<ReceivedFile>;
  /** Drops temp files of an upload that will not be kept. */
  discard(files: ReceivedFile[]): Promise<void>;
  /** Stores received files (and derived ones) under fresh random names; on failure none stays and the temp files go. */
  place(received: ReceivedFile[]): Promise<PlacedFile[]>;
  /** Puts a local file at exactly this storage path (npm run restore; uploads use place). */
  restoreFile(relative: string, localPath: string): Promise<void>;
  /** Deletes stored files; a path that is not a storage path is ignored. */
  delete(relativePaths: string[]): Promise<void>;
  /** Deletes every stored file under a folder (a deleted gift's g{id}). */
  deleteFolder(relative: string): Promise<void>;
  /** Is there a stored file at this path? */
  has(relative: string): Promise<boolean>;
  /** Opens a stored file for reading; undefined when there is none at this path. */
  open(relative: string): Promise<StoredFile | undefined>;
  /** Every stored file with its last change (when it was placed), for the orphan sweep. */
  list(): AsyncIterable<StoredEntry>;
  /** Is this a path a stored file could have (no climbing out, no odd characters)? */
  isStoragePath(relative: string): boolean;
}

/**
 * Files on local disk under DATA_DIR/storage/app/public. Uploads stream to
 * DATA_DIR/tmp (same disk), are checked, then renamed into place.
 */
export class LocalMediaStore implements MediaStore {
  private readonly root: string;
  private readonly temp: TempUploads;

  /** `folderPrefix` is read at each placement: '' for one gift, 'g{id}/' for the request's gift. */
  constructor(
    private readonly dataDir: string,
    private readonly folderPrefix: () => string = () => '',
  ) {
    this.root = path.join(dataDir, 'storage', 'app', 'public');
    this.temp = new TempUploads(dataDir);
  }

  /** Owner-only folders (existing files tightened too, decision 016); an empty tmp. */
  async init(): Promise<void> {
    ensurePrivateDir(this.dataDir);
    ensurePrivateDir(this.root);
    await tightenTree(path.join(this.dataDir, 'storage'));
    await this.temp.init();
  }

  async ping(): Promise<void> {
    await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  close(): Promise<void> {
    return this.temp.close();
  }

  receive(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile> {
    return this.temp.receive(field, stream, kind);
  }

  receiveUnprocessed(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile> {
    return this.temp.receiveUnprocessed(field, stream, kind);
  }

  processImage(file: ReceivedFile): Promise<ReceivedFile> {
    return this.temp.processImage(file);
  }

  discard(files: ReceivedFile[]): Promise<void> {
    return this.temp.discard(files);
  }

  place(received: ReceivedFile[]): Promise<PlacedFile[]> {
    const put = async (file: ReceivedFile, relative: string) => {
      const absolute = path.join(this.root, relative);
      await fs.mkdir(path.dirname(absolute), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Image encoders create their outputs with the process umask: every stored file is owner-only whatever made it.
      await fs.chmod(file.tempPath, PRIVATE_FILE_MODE);
      await fs.rename(file.tempPath, absolute);
    };
    return placeAll(received, this.folderPrefix(), put, (paths) => this.delete(paths), this.temp);
  }

  async restoreFile(relative: string, localPath: string): Promise<void> {
    const absolute = this.resolve(relative);
    if (!absolute) throw new Error(`${relative} is not a storage path`);
    await fs.mkdir(path.dirname(absolute), { recursive: true, mode: PRIVATE_DIR_MODE });
    await fs.copyFile(localPath, absolute);
    await fs.chmod(absolute, PRIVATE_FILE_MODE);
  }

  async delete(relativePaths: string[]): Promise<void> {
    await Promise.all(
      relativePaths.map(async (relative) => {
        const absolute = this.resolve(relative);
        if (absolute) await fs.rm(absolute, { force: true });
      }),
    );
  }

  async deleteFolder(relative: string): Promise<void> {
    const absolute = this.resolve(relative);
    if (absolute) await fs.rm(absolute, { recursive: true, force: true });
  }

  async has(relative: string): Promise<boolean> {
    const absolute = this.resolve(relative);
    const stat = absolute ? await fs.stat(absolute).catch(() => undefined) : undefined;
    return stat?.isFile() ?? false;
  }

  async open(relative: string): Promise<StoredFile | undefined> {
    const absolute = this.resolve(relative);
    const stat = absolute ? await fs.stat(absolute).catch(() => undefined) : undefined;
    if (!absolute || !stat?.isFile()) return undefined;
    return {
      size: stat.size,
      modified: stat.mtime,
      read: async (range) => createReadStream(absolute, range ?? {}),
    };
  }

  /** Files vanishing meanwhile are skipped. */
  async *list(): AsyncGenerator<StoredEntry> {
    const walk = async function* (dir: string, prefix: string): AsyncGenerator<StoredEntry> {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), relative);
        else if (entry.isFile()) {
          const stat = await fs.stat(path.join(dir, entry.name)).catch(() => undefined);
          if (stat) yield { path: relative, modified: stat.mtime };
        }
      }
    };
    yield* walk(this.root, '');
  }

  isStoragePath(relative: string): boolean {
    return this.resolve(relative) !== undefined;
  }

  /** The absolute path of a stored file, or undefined when the path would leave the storage folder. */
  private resolve(relative: string): string | undefined {
    if (!isStoragePath(relative)) return undefined;
    const absolute = path.resolve(this.root, relative);
    return absolute.startsWith(this.root + path.sep) ? absolute : undefined;
  }
}
