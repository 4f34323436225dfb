// Run by storage/s3-upload-memory.test.ts in its own process (tsx): places one large received file in
// the bucket named by KADO_S3_SETTINGS and prints how far resident memory rose above where it stood
// before, as JSON. Linux only (reads /proc/self/status); run with --expose-gc.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEDIA_KINDS } from '../storage/media-kinds.js';
import type { ReceivedFile } from '../storage/media-store.js';
import { S3MediaStore } from '../storage/s3-media-store.js';
import { MB } from '../../shared/constants.js';

const megabytes = Number(process.argv[2] ?? 64);

function memory(): { rss: number; hwm: number } {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** A temp file as receive leaves it: `megabytes` of varied bytes (zeros might be compressed somewhere). */
function bigFile(dir: string, size: number): ReceivedFile {
  const tempPath = path.join(dir, 'tmp', 'big.part');
  fs.mkdirSync(path.dirname(tempPath), { recursive: true });
  const fd = fs.openSync(tempPath, 'w');
  const chunk = Buffer.alloc(MB);
  for (let i = 0; i < size / MB; i++) fs.writeSync(fd, chunk.fill(i % 251));
  fs.closeSync(fd);
  return { field: 'video', tempPath, size, mime: 'video/mp4', kind: MEDIA_KINDS.video };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-s3-child-'));
try {
  const store = new S3MediaStore(dataDir, JSON.parse(process.env.KADO_S3_SETTINGS ?? '{}'));
  // A small upload first, so the SDK's lazily loaded parts are in memory before the baseline.
  const warm = bigFile(dataDir, MB);
  await store.place([warm]);
  const file = bigFile(dataDir, megabytes * MB);
  // Collected every 100 ms (with --expose-gc): what stays resident is what the upload holds, not garbage
  // the collector has not come to yet.
  const collect = setInterval(() => global.gc?.(), 100);
  global.gc?.();
  const before = memory();
  const [placed] = await store.place([file]).finally(() => clearInterval(collect));
  const after = memory();
  const stored = await store.open(placed!.path);
  console.log(JSON.stringify({ size: stored?.size, growth: after.hwm - Math.max(before.rss, 0), before: before.rss, peak: after.hwm }));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
