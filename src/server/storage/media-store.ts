import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MSG } from '../../shared/messages.js';
import { fieldError, HttpError } from '../errors.js';
import { EXTENSION, sniff, SNIFF_BYTES, type SniffedType } from './magic-bytes.js';
import type { MediaKind } from './media-kinds.js';
import { normalizeImage } from './image-normalizer.js';
import type { ImageProcessor, ProcessedImage } from './image-variants.js';
import { BrokenVideoError, stripVideoMetadata } from './video-metadata.js';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, tightenTree } from '../private-files.js';

/** A checked upload waiting in the temp folder to be placed. */
export interface ReceivedFile {
  field: string;
  tempPath: string;
  size: number;
  mime: SniffedType;
  kind: MediaKind;
  /** Pixel size (after orientation) and placeholder of a processed image. */
  image?: { width: number; height: number; placeholder?: string };
  /** Files made from this one (e.g. thumbnails), fielded `${field}.${name}`; persisted and discarded with it. */
  derived?: ReceivedFile[];
  /** The name it was uploaded with (shown to the giver, never used for storage). */
  originalName?: string;
}

/** A file moved into place: its storage path and what its media_files row records. */
export interface PlacedFile {
  field: string;
  path: string;
  mime: SniffedType;
  size: number;
  kind: MediaKind;
  originalName?: string;
}

/** A stored file opened for reading: its size and age, and its bytes on demand (all or one range). */
export interface StoredFile {
  size: number;
  modified: Date;
  read(range?: { start: number; end: number }): Readable;
}

/** One stored file as the orphan sweep sees it. */
export interface StoredEntry {
  path: string;
  modified: Date;
}

const MB = 1024 * 1024;
const CORRUPT_IMAGE = 'File gambar rusak atau tidak bisa dibaca.';
const CORRUPT_VIDEO = 'File video rusak atau tidak bisa dibaca.';
const TOO_MANY_PIXELS = 'Resolusi gambar terlalu besar.';

/**
 * Files on local disk under DATA_DIR/storage/app/public (ARCHITECTURE.md "Data"). Only files: uploads
 * stream to DATA_DIR/tmp (same disk), are checked, then renamed into place; their media_files rows are
 * written by the media repository in the caller's transaction (persist-upload.ts, decision 013).
 */
export class MediaStore {
  private readonly root: string;
  private readonly tmp: string;

  /** `folderPrefix` is read at each placement: '' for one gift, 'g{id}/' for the request's gift. */
  constructor(
    private readonly dataDir: string,
    private readonly folderPrefix: () => string = () => '',
  ) {
    this.root = path.join(dataDir, 'storage', 'app', 'public');
    this.tmp = path.join(dataDir, 'tmp');
  }

  /** Owner-only folders (existing files tightened too, decision 016); an empty tmp. */
  async init(): Promise<void> {
    ensurePrivateDir(this.dataDir);
    ensurePrivateDir(this.root);
    await tightenTree(path.join(this.dataDir, 'storage'));
    // Anything left in tmp is from an upload a crash interrupted.
    await fs.rm(this.tmp, { recursive: true, force: true });
    ensurePrivateDir(this.tmp);
  }

  /** Streams one upload to a temp file, enforcing size and type; throws a 4xx and leaves nothing on failure. */
  async receive(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile> {
    const tempPath = path.join(this.tmp, `${randomBytes(16).toString('hex')}.part`);
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        if (size > kind.maxBytes) done(fieldError(field, MSG.fileTooLarge(Math.round(kind.maxBytes / MB)), 413));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(stream, meter, createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
      if (size === 0) throw fieldError(field, MSG.fileEmpty);
      const mime = sniff(head);
      if (!mime || !kind.accept.includes(mime)) throw fieldError(field, MSG.fileWrongType(kind.acceptLabel), 415);
      if (mime.startsWith('video/')) await emptyVideoMetadata(field, tempPath, mime);
      if (!kind.normalizeImage) return { field, tempPath, size, mime, kind };
      return await this.normalize(field, tempPath, mime, kind);
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      if (error instanceof HttpError) throw error;
      if (isFileTooLarge(error)) throw fieldError(field, MSG.fileTooLarge(Math.round(kind.maxBytes / MB)), 413);
      throw error;
    }
  }

  private async normalize(field: string, tempPath: string, mime: SniffedType, kind: MediaKind): Promise<ReceivedFile> {
    const outPath = `${tempPath}.img`;
    const processImage: ImageProcessor = kind.processImage ?? normalizeImage;
    let result: ProcessedImage | undefined;
    try {
      result = await processImage(tempPath, outPath, mime);
      const { size } = await fs.stat(outPath);
      await fs.rm(tempPath, { force: true });
      const { width, height, placeholder } = result;
      const derived = result.derived?.map((d) => ({ field: `${field}.${d.name}`, tempPath: d.path, size: d.size, mime: d.mime, kind }));
      return { field, tempPath: outPath, size, mime: result.mime, kind, image: { width, height, placeholder }, ...(derived && { derived }) };
    } catch (error) {
      await Promise.all([outPath, ...(result?.derived ?? []).map((d) => d.path)].map((p) => fs.rm(p, { force: true })));
      const text = String(error);
      throw fieldError(field, /pixel limit/i.test(text) ? TOO_MANY_PIXELS : CORRUPT_IMAGE, 422);
    }
  }

  /**
   * Moves received files (and the files derived from them, fielded `${field}.${name}`) into place under
   * fresh random names. On failure nothing placed stays and every temp file goes.
   */
  async place(received: ReceivedFile[]): Promise<PlacedFile[]> {
    const placed: PlacedFile[] = [];
    try {
      for (const file of withDerived(received)) {
        const relative = `${this.folderPrefix()}${file.kind.folder}/${randomBytes(16).toString('hex')}.${EXTENSION[file.mime]}`;
        const absolute = path.join(this.root, relative);
        await fs.mkdir(path.dirname(absolute), { recursive: true, mode: PRIVATE_DIR_MODE });
        // Image encoders create their outputs with the process umask: every stored file is owner-only whatever made it.
        await fs.chmod(file.tempPath, PRIVATE_FILE_MODE);
        await fs.rename(file.tempPath, absolute);
        placed.push({
          field: file.field,
          path: relative,
          mime: file.mime,
          size: file.size,
          kind: file.kind,
          originalName: file.originalName,
        });
      }
      return placed;
    } catch (error) {
      await this.delete(placed.map((file) => file.path));
      await this.discard(received);
      throw error;
    }
  }

  /** Drops temp files of an upload that will not be kept. */
  async discard(files: ReceivedFile[]): Promise<void> {
    await Promise.all(withDerived(files).map((file) => fs.rm(file.tempPath, { force: true })));
  }

  /** Deletes stored files; a path that would leave the storage folder is ignored. */
  async delete(relativePaths: string[]): Promise<void> {
    await Promise.all(
      relativePaths.map(async (relative) => {
        const absolute = this.resolve(relative);
        if (absolute) await fs.rm(absolute, { force: true });
      }),
    );
  }

  /** Deletes a folder of stored files (a deleted gift's g{id}); a path leaving the storage folder is ignored. */
  async deleteFolder(relative: string): Promise<void> {
    const absolute = this.resolve(relative);
    if (absolute) await fs.rm(absolute, { recursive: true, force: true });
  }

  /** Is there a stored file at this path? */
  async has(relative: string): Promise<boolean> {
    const absolute = this.resolve(relative);
    const stat = absolute ? await fs.stat(absolute).catch(() => undefined) : undefined;
    return stat?.isFile() ?? false;
  }

  /** Opens a stored file for reading; undefined when there is none at this path. */
  async open(relative: string): Promise<StoredFile | undefined> {
    const absolute = this.resolve(relative);
    const stat = absolute ? await fs.stat(absolute).catch(() => undefined) : undefined;
    if (!absolute || !stat?.isFile()) return undefined;
    return {
      size: stat.size,
      modified: stat.mtime,
      read: (range) => createReadStream(absolute, range ?? {}),
    };
  }

  /** Every stored file with its last change, for the orphan sweep; files vanishing meanwhile are skipped. */
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

  /** Is this a path a stored file could have (no climbing out, no odd characters)? */
  isStoragePath(relative: string): boolean {
    return this.resolve(relative) !== undefined;
  }

  /** The absolute path of a stored file, or undefined when the path would leave the storage folder. */
  private resolve(relative: string): string | undefined {
    if (!relative || relative.includes('\0') || relative.includes('\\') || path.isAbsolute(relative)) return undefined;
    const segments = relative.split('/');
    if (segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
    const absolute = path.resolve(this.root, relative);
    return absolute.startsWith(this.root + path.sep) ? absolute : undefined;
  }
}

/** A phone's video says where it was shot: emptied in the temp file before it is placed (video-metadata.ts). */
async function emptyVideoMetadata(field: string, tempPath: string, mime: SniffedType): Promise<void> {
  try {
    await stripVideoMetadata(tempPath, mime);
  } catch (error) {
    if (error instanceof BrokenVideoError) throw fieldError(field, CORRUPT_VIDEO, 422);
    throw error;
  }
}

const withDerived = (files: ReceivedFile[]) => files.flatMap((file) => [file, ...(file.derived ?? [])]);

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}
