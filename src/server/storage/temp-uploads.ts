import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { once } from 'node:events';
import { MSG } from '../../shared/messages.js';
import { fieldError, HttpError } from '../lib/errors.js';
import { EXTENSION, sniff, SNIFF_BYTES, type SniffedType } from './magic-bytes.js';
import type { MediaKind } from './media-kinds.js';
import { MAX_INPUT_PIXELS, normalizeImage, type ImageInput } from './image-normalizer.js';
import { BrokenHeicError, decodeHeic, HeicTooLargeError, HeicTooSlowError, oneHeicAtATime } from './heic-image.js';
import type { ImageProcessor, ProcessedImage } from './image-variants.js';
import { BrokenVideoError, stripMediaMetadata } from './video-metadata.js';
import { audioOnlyType } from './audio-tracks.js';
import { audioDurationMs } from './audio-duration.js';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.js';
import { MB } from '../../shared/constants.js';

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
  /** A voice note's length in milliseconds, read from the file (audio-duration.ts); absent when it does not say. */
  durationMs?: number;
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

// The local half of every media store: an upload streams to DATA_DIR/tmp, is
// checked, stripped and normalised there (sharp and the MP4 rewriter work on files), and only the
// finished files go to the store, local folder or bucket.

/** A folder left by a process on another machine (a shared DATA_DIR) is dropped once this old. */
const FOREIGN_TEMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Uploads received into this process's own temp folder, DATA_DIR/tmp/{host}-{pid}-{random}, before a store
 * places them. Several processes may share one DATA_DIR (decision 024): each empties only its own folder
 * and those of processes that are gone, never an upload another live process is receiving.
 */
export class TempUploads {
  readonly tmp: string;
  private readonly root: string;

  /** `heicTimeoutMs`: how long one HEIC may take to decode (HEIC_DECODE_TIMEOUT_MS unless a test says less). */
  constructor(
    private readonly dataDir: string,
    private readonly options: { heicTimeoutMs?: number } = {},
  ) {
    this.root = path.join(dataDir, 'tmp');
    this.tmp = path.join(this.root, `${HOST}-${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  /** An owner-only data folder and an empty folder of our own; the folders of dead processes are removed. */
  async init(): Promise<void> {
    ensurePrivateDir(this.dataDir);
    ensurePrivateDir(this.root);
    await removeAbandoned(this.root, this.tmp);
    ensurePrivateDir(this.tmp);
  }

  /** At a clean stop: our folder goes (an upload still in it was never acknowledged). */
  async close(): Promise<void> {
    await fs.rm(this.tmp, { recursive: true, force: true });
  }

  /** Streams one upload to a temp file, enforcing size and type, then processes it (an image: processImage). */
  async receive(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile> {
    return this.processImage(await this.receiveUnprocessed(field, stream, kind));
  }

  /**
   * Streams one upload to a temp file, enforcing size and type, and empties a video's or voice note's metadata;
   * an image is left as sent for processImage, so a form's fields can be checked before any image is decoded
   * (decision 051). Throws a 4xx and leaves nothing on failure.
   */
  async receiveUnprocessed(field: string, stream: Readable, kind: MediaKind): Promise<ReceivedFile> {
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
    const writer = createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE });
    try {
      await pipeline(stream, meter, writer);
      if (size === 0) throw fieldError(field, MSG.fileEmpty);
      const sniffed = sniff(head);
      // A voice note's container is looked into: sound only, or refused like any other wrong type.
      const mime = sniffed && kind.audioOnly ? await audioOnlyType(tempPath, sniffed) : sniffed;
      if (!mime || !kind.accept.includes(mime)) throw fieldError(field, MSG.fileWrongType(kind.acceptLabel), 415);
      if (mime.startsWith('video/') || kind.stripMetadata) {
        await emptyVideoMetadata(field, tempPath, mime, kind.audioOnly ? MSG.audioCorrupt : MSG.videoCorrupt);
        // The rewrite changes the file's length: record what is stored, as the quota counts it.
        size = (await fs.stat(tempPath)).size;
      }
      // A voice note's length is kept with it: the player shows it before the sound is fetched.
      const durationMs = kind.audioOnly ? await audioDurationMs(tempPath, mime) : undefined;
      return { field, tempPath, size, mime, kind, ...(durationMs !== undefined && { durationMs }) };
    } catch (error) {
      // A body cut off early can fail the pipeline while the file's open is still queued in libuv's thread
      // pool: wait for the writer to close, or that open can land after the removal (seen once on a loaded
      // CI machine: storage.test.ts found a .part file after the 400).
      if (!writer.closed) await once(writer, 'close').catch(() => undefined);
      await fs.rm(tempPath, { force: true });
      if (error instanceof HttpError) throw error;
      if (isFileTooLarge(error)) throw fieldError(field, MSG.fileTooLarge(Math.round(kind.maxBytes / MB)), 413);
      throw error;
    }
  }

  /**
   * Decodes, orients and re-encodes an image received by receiveUnprocessed (its kind's processing: metadata gone,
   * sizes made); any other file is returned as it is. Throws a 4xx, leaving no temp file of it, on failure.
   */
  async processImage(file: ReceivedFile): Promise<ReceivedFile> {
    if (!file.kind.normalizeImage || file.image) return file;
    const { field, tempPath, mime, kind } = file;
    try {
      const processed = await this.normalize(field, tempPath, mime, kind);
      return { ...processed, ...(file.originalName !== undefined && { originalName: file.originalName }) };
    } finally {
      await fs.rm(tempPath, { force: true });
    }
  }

  private async normalize(field: string, tempPath: string, mime: SniffedType, kind: MediaKind): Promise<ReceivedFile> {
    const outPath = `${tempPath}.img`;
    const processImage: ImageProcessor = kind.processImage ?? normalizeImage;
    let result: ProcessedImage | undefined;
    // A HEIC photo is decoded first, and decoded and processed one at a time.
    const process = async (input: ImageInput) => (result = await processImage(input, outPath, mime));
    try {
      if (mime === 'image/heic') {
        await oneHeicAtATime(async () => {
          const decoded = await decodeHeic(tempPath, MAX_INPUT_PIXELS, this.options.heicTimeoutMs);
          try {
            await process(decoded);
          } finally {
            await fs.rm(decoded.path, { force: true });
          }
        });
      } else await process(tempPath);
      if (!result) throw new Error('image processing gave no result');
      const { size } = await fs.stat(outPath);
      await fs.rm(tempPath, { force: true });
      const { width, height, placeholder } = result;
      const derived = result.derived?.map((d) => ({ field: `${field}.${d.name}`, tempPath: d.path, size: d.size, mime: d.mime, kind }));
      return {
        field,
        tempPath: outPath,
        size,
        mime: result.mime,
        kind,
        image: { width, height, placeholder },
        ...(derived && { derived }),
      };
    } catch (error) {
      await Promise.all([outPath, ...(result?.derived ?? []).map((d) => d.path)].map((p) => fs.rm(p, { force: true })));
      const text = String(error);
      if (error instanceof HeicTooLargeError || /pixel limit/i.test(text)) throw fieldError(field, MSG.imageResolutionTooLarge, 422);
      if (error instanceof HeicTooSlowError) throw fieldError(field, MSG.heicTooSlow, 422);
      throw fieldError(field, error instanceof BrokenHeicError ? MSG.heicCorrupt : MSG.imageCorrupt, 422);
    }
  }

  /** Drops temp files of an upload that will not be kept. */
  async discard(files: ReceivedFile[]): Promise<void> {
    await Promise.all(withDerived(files).map((file) => fs.rm(file.tempPath, { force: true })));
  }
}

/** How a store keeps one finished temp file at its storage path (the temp file is gone afterwards). */
type PutFile = (file: ReceivedFile, relative: string) => Promise<void>;

/**
 * Places received files (and the files derived from them, fielded `${field}.${name}`) under fresh random
 * names in `folderPrefix`/kind folder. On failure nothing placed stays and every temp file goes.
 */
export async function placeAll(
  received: ReceivedFile[],
  folderPrefix: string,
  put: PutFile,
  remove: (paths: string[]) => Promise<void>,
  temp: TempUploads,
): Promise<PlacedFile[]> {
  const placed: PlacedFile[] = [];
  try {
    for (const file of withDerived(received)) {
      const relative = `${folderPrefix}${file.kind.folder}/${randomBytes(16).toString('hex')}.${EXTENSION[file.mime]}`;
      await put(file, relative);
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
    await remove(placed.map((file) => file.path));
    await temp.discard(received);
    throw error;
  }
}

/** Is this a path a stored file could have: relative, no climbing out, no empty segment, no odd characters? */
export function isStoragePath(relative: string): boolean {
  if (!relative || relative.includes('\0') || relative.includes('\\') || path.isAbsolute(relative)) return false;
  return !relative.split('/').some((s) => s === '' || s === '.' || s === '..');
}

/**
 * A phone's video says where it was shot (a voice note's file, who made it and when): emptied in the temp file
 * before it is placed (video-metadata.ts).
 */
async function emptyVideoMetadata(field: string, tempPath: string, mime: SniffedType, corrupt: string): Promise<void> {
  try {
    await stripMediaMetadata(tempPath, mime);
  } catch (error) {
    if (error instanceof BrokenVideoError) throw fieldError(field, corrupt, 422);
    throw error;
  }
}

/** This machine's name as a folder name part. */
const HOST = os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';

/**
 * A fresh owner-only work folder of this process in DATA_DIR/tmp (the gift archive's import), named like
 * a process's upload folder so no other process sweeps it while this one lives.
 */
export async function makeWorkFolder(dataDir: string): Promise<string> {
  const root = path.join(dataDir, 'tmp');
  ensurePrivateDir(root);
  const folder = path.join(root, `${HOST}-${process.pid}-${randomBytes(4).toString('hex')}`);
  ensurePrivateDir(folder);
  return folder;
}

/** Is the process with this id running (on this machine)? */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Empties what interrupted uploads left in DATA_DIR/tmp: files (older versions kept them directly there),
 * folders of processes on this machine that are gone, and folders from other machines older than a day.
 */
async function removeAbandoned(root: string, own: string): Promise<void> {
  for (const entry of await fs.readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (full === own) continue;
    const owner = /^(.+)-(\d+)-[0-9a-f]{8}$/.exec(entry.name);
    let abandoned = !entry.isDirectory() || !owner;
    if (owner && owner[1] === HOST) abandoned = !alive(Number(owner[2]));
    else if (owner) abandoned = Date.now() - (await fs.stat(full)).mtimeMs > FOREIGN_TEMP_MAX_AGE_MS;
    if (abandoned) await fs.rm(full, { recursive: true, force: true });
  }
}

const withDerived = (files: ReceivedFile[]) => files.flatMap((file) => [file, ...(file.derived ?? [])]);

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}
