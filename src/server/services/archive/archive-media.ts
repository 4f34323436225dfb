import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Entry, ZipFile as ZipReader } from 'yauzl';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { HttpError } from '../../lib/errors.js';
import { PRIVATE_FILE_MODE } from '../../lib/private-files.js';
import { audioDurationMs } from '../../storage/audio-duration.js';
import { audioOnlyType } from '../../storage/audio-tracks.js';
import { normalizeImage } from '../../storage/image-normalizer.js';
import { sniff, SNIFF_BYTES, type SniffedType } from '../../storage/magic-bytes.js';
import type { MediaKind } from '../../storage/media-kinds.js';
import { BrokenVideoError, stripMediaMetadata } from '../../storage/video-metadata.js';

// One media file of an archive, unpacked and treated as its kind's upload is (temp-uploads.ts): its type
// judged by its bytes and accepted by the kind, a video's or voice note's metadata emptied, an image
// decoded and written afresh without metadata (image-normalizer.ts). Decision 030, its addendum.

export const badMedia = () => new HttpError(422, ARCHIVE_MSG.badMedia, { file: [ARCHIVE_MSG.badMedia] });

/** A media file ready to store: the treated file, and what its media_files row records. */
export interface TreatedMedia {
  tempPath: string;
  mime: SniffedType;
  size: number;
  sha256: string;
  /** The archive's own bytes, before treatment: a stored file with these is this file coming back too. */
  archived: { mime: SniffedType; size: number; sha256: string };
  /** A voice note's length in milliseconds, read from the treated file as on upload; absent when it does not say. */
  durationMs?: number;
}

/**
 * Unpacks `entry` to `tempPath` and treats it as an upload of `kind`; refuses with ARCHIVE_MSG.badMedia
 * when it is not what its media_files row says (`row.size` bytes of type `row.mime`) or the kind would
 * not take it.
 */
export async function treatMedia(
  zip: ZipReader,
  entry: Entry,
  row: { mime: string; size: number },
  kind: MediaKind,
  tempPath: string,
): Promise<TreatedMedia> {
  let got: Awaited<ReturnType<typeof extract>>;
  try {
    got = await extract(zip, entry, tempPath, row.size);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badMedia();
  }
  // A voice note's WebM or MP4 must hold sound only (audio-tracks.ts), as on upload.
  const sniffed = sniff(got.head);
  const mime = sniffed && kind.audioOnly ? await audioOnlyType(tempPath, sniffed).catch(() => undefined) : sniffed;
  if (!mime || got.size !== row.size || mime !== row.mime || !kind.accept.includes(mime)) throw badMedia();
  const archived = { mime, size: got.size, sha256: got.sha256 };

  const strip = mime.startsWith('video/') || kind.stripMetadata === true;
  if (strip) {
    try {
      await stripMediaMetadata(tempPath, mime);
    } catch (error) {
      // A file whose boxes cannot be walked: the upload refuses it as broken.
      if (error instanceof BrokenVideoError) throw badMedia();
      throw error;
    }
  }
  if (!kind.normalizeImage) {
    const durationMs = kind.audioOnly ? await audioDurationMs(tempPath, mime) : undefined;
    const measured = durationMs === undefined ? {} : { durationMs };
    if (!strip) return { tempPath, mime, size: got.size, sha256: got.sha256, archived, ...measured };
    return { tempPath, mime, ...(await hashFile(tempPath)), archived, ...measured };
  }
  // Each stored size of a photo (full, display, thumbnail) is an image of its own here.
  const output = `${tempPath}.img`;
  let result: Awaited<ReturnType<typeof normalizeImage>>;
  try {
    result = await normalizeImage(tempPath, output, mime);
  } catch {
    // An image that does not decode, is cut short or has too many pixels: the upload refuses it too.
    await fs.rm(output, { force: true });
    throw badMedia();
  } finally {
    await fs.rm(tempPath, { force: true });
  }
  return { tempPath: output, mime: result.mime, ...(await hashFile(output)), archived };
}

/** Reads one entry fully into a file, at most `limit` bytes; returns its first bytes, hash and size. */
async function extract(
  zip: ZipReader,
  entry: Entry,
  tempPath: string,
  limit: number,
): Promise<{ head: Buffer; sha256: string; size: number }> {
  const stream = await zip.openReadStreamPromise(entry);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(badMedia());
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(stream, meter, createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  return { head, sha256: hash.digest('hex'), size };
}

async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}
