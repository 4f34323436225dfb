import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { S3MediaStore } from '../storage/s3-media-store.js';

// What a test asks of stored media, through the app's store, so one test checks local disk and a bucket
// alike (decision 023).

/** Is there a stored file at this storage path? */
export const isStored = (app: FastifyInstance, relative: string): Promise<boolean> => app.ctx.media.has(relative);

/** The bytes of a stored file (throws when there is none). */
export async function readStored(app: FastifyInstance, relative: string): Promise<Buffer> {
  const file = await app.ctx.media.open(relative);
  if (!file) throw new Error(`no stored file at ${relative}`);
  return buffer(await file.read());
}

/** Every stored path, sorted. */
export async function storedPaths(app: FastifyInstance): Promise<string[]> {
  const paths: string[] = [];
  for await (const entry of app.ctx.media.list()) paths.push(entry.path);
  return paths.sort();
}

/** Puts bytes at a storage path directly, as a crash or an older version might have left them. */
export async function putStored(app: FastifyInstance, dataDir: string, relative: string, bytes: Buffer): Promise<void> {
  const store = app.ctx.media;
  if (store instanceof S3MediaStore) {
    const staged = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kado-put-')), 'file');
    fs.writeFileSync(staged, bytes);
    await store.uploadFile(relative, staged, 'application/octet-stream');
    fs.rmSync(path.dirname(staged), { recursive: true, force: true });
    return;
  }
  const file = path.join(dataDir, 'storage/app/public', relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
}
