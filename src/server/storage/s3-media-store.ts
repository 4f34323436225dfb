import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../lib/config.js';
import { EXTENSION } from './magic-bytes.js';
import type { MediaKind } from './media-kinds.js';
import type { MediaStore, PlacedFile, ReceivedFile, StoredEntry, StoredFile } from './media-store.js';
import { isStoragePath, placeAll, TempUploads } from './temp-uploads.js';
import { MB } from '../../shared/constants.js';

/**
 * A multipart upload holds at most (queue + 1) parts in memory whatever the file's size (decision 023):
 * 5 MB parts (S3's smallest), two in flight, so a 1 GB video is 205 parts and about 15 MB of buffers.
 */
export const S3_PART_SIZE = 5 * MB;
export const S3_QUEUE_SIZE = 2;
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

export class S3StoreError extends Error {}

/** The AWS SDK's S3 client, loaded with the first call (about 24 MB resident, decision 021). */
function loadSdk() {
  return import('@aws-sdk/client-s3');
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/**
 * Media in an S3-compatible bucket, under the same relative paths the local store uses
 * (`g{id}/` first with many gifts). Uploads are received, checked and normalised in DATA_DIR/tmp like
 * the local store's, then streamed to the bucket in parts; reads stream back, one range at a time.
 */
export class S3MediaStore implements MediaStore {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  private readonly bucket: string;
  private readonly temp: TempUploads;

  constructor(
    dataDir: string,
    settings: S3Settings,
    private readonly folderPrefix: () => string = () => '',
  ) {
    this.bucket = settings.bucket;
    this.temp = new TempUploads(dataDir);
    this.settings = settings;
  }

  private readonly settings: S3Settings;

  /** The SDK and a client, made at the first call. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const { region, endpoint, forcePathStyle, credentials } = this.settings;
    this.connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        credentials,
        // S3-compatible servers (MinIO, s3rver, older Ceph) refuse the SDK's newer default checksums on streamed bodies.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  /** An empty tmp, and a bucket that answers: a wrong name or key fails the start, not the first upload. */
  async init(): Promise<void> {
    await this.temp.init();
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const why = status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : `does not answer (${String(error)})`;
      throw new S3StoreError(`MEDIA_STORE=s3: the bucket S3_BUCKET=${this.bucket} ${why}`);
    }
  }

  async ping(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
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
      await this.uploadFile(relative, file.tempPath, file.mime);
      await fs.rm(file.tempPath, { force: true });
    };
    return placeAll(received, this.folderPrefix(), put, (paths) => this.delete(paths), this.temp);
  }

  async restoreFile(relative: string, localPath: string): Promise<void> {
    if (!isStoragePath(relative)) throw new Error(`${relative} is not a storage path`);
    const extension = relative.slice(relative.lastIndexOf('.') + 1);
    const mime = Object.entries(EXTENSION).find(([, ext]) => ext === extension)?.[0] ?? 'application/octet-stream';
    await this.uploadFile(relative, localPath, mime);
  }

  /**
   * Puts a local file in the bucket: one PUT up to a part's size, else a multipart upload whose parts are
   * read from the file into S3_QUEUE_SIZE buffers made once and reused, so memory stays flat whatever the
   * file's size; a failed multipart upload is aborted.
   */
  async uploadFile(key: string, localPath: string, contentType: string): Promise<void> {
    const { sdk, client } = await this.connect();
    const Bucket = this.bucket;
    const file = await fs.open(localPath, 'r');
    try {
      const { size } = await file.stat();
      if (size <= S3_PART_SIZE) {
        const body = Buffer.alloc(size);
        await file.read(body, 0, size, 0);
        await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: contentType }));
        return;
      }
      const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }));
      try {
        const count = Math.ceil(size / S3_PART_SIZE);
        const parts: { PartNumber: number; ETag: string | undefined }[] = [];
        let next = 0;
        const sendParts = async () => {
          const buffer = Buffer.allocUnsafe(S3_PART_SIZE);
          for (let index = next++; index < count; index = next++) {
            const offset = index * S3_PART_SIZE;
            const length = Math.min(S3_PART_SIZE, size - offset);
            await file.read(buffer, 0, length, offset);
            const part = await client.send(
              new sdk.UploadPartCommand({
                Bucket,
                Key: key,
                UploadId,
                PartNumber: index + 1,
                Body: buffer.subarray(0, length),
                ContentLength: length,
              }),
            );
            parts[index] = { PartNumber: index + 1, ETag: part.ETag };
          }
        };
        await Promise.all(Array.from({ length: S3_QUEUE_SIZE }, sendParts));
        await client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
      } catch (error) {
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => undefined);
        throw error;
      }
    } finally {
      await file.close();
    }
  }

  async delete(relativePaths: string[]): Promise<void> {
    const keys = relativePaths.filter(isStoragePath);
    if (keys.length === 0) return;
    const { sdk, client } = await this.connect();
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
      const reply = await client.send(new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
      const failed = reply.Errors ?? [];
      if (failed.length > 0) throw new S3StoreError(`deleting ${failed.length} object(s) failed: ${failed[0]!.Key} ${failed[0]!.Code}`);
    }
  }

  async deleteFolder(relative: string): Promise<void> {
    if (!isStoragePath(relative)) return;
    const keys: string[] = [];
    for await (const entry of this.list(`${relative}/`)) keys.push(entry.path);
    await this.delete(keys);
  }

  async has(relative: string): Promise<boolean> {
    return (await this.head(relative)) !== undefined;
  }

  async open(relative: string): Promise<StoredFile | undefined> {
    const head = await this.head(relative);
    if (!head) return undefined;
    return {
      size: head.size,
      modified: head.modified,
      read: async (range) => {
        const { sdk, client } = await this.connect();
        const reply = await client.send(
          new sdk.GetObjectCommand({ Bucket: this.bucket, Key: relative, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
        );
        return reply.Body as Readable;
      },
    };
  }

  /** Every object (under `prefix`), page by page; LastModified is when its upload finished, as a file's mtime. */
  async *list(prefix?: string): AsyncGenerator<StoredEntry> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { path: object.Key, modified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  isStoragePath(relative: string): boolean {
    return isStoragePath(relative);
  }

  private async head(relative: string): Promise<{ size: number; modified: Date } | undefined> {
    if (!isStoragePath(relative)) return undefined;
    const { sdk, client } = await this.connect();
    try {
      const reply = await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: relative }));
      return { size: reply.ContentLength ?? 0, modified: reply.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
