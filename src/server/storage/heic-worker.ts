import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// libheif's WebAssembly decoder runs in a worker thread of its own, one decode per worker (decision 051):
// - the main thread never runs it, so a HEIC of 49 MP (2 to 7 s of decoding) cannot stall the other requests;
// - the worker writes the pixels to an uncompressed TIFF beside the upload and ends, so neither the WebAssembly
//   memory libheif grew to (hundreds of MB for a large photo, never given back while the module lives) nor the
//   pixels stay in the server's JavaScript heaps: sharp reads the TIFF from disk;
// - a decode past its time limit is ended (worker.terminate stops WebAssembly too) and refused.
// Its memory is bounded by the pixel limit, checked on the primary image's declared size before a pixel is decoded
// (libheif itself refuses a coded picture larger than that declared size), by decoding one photo at a time
// (oneHeicAtATime in heic-image.ts), and by keeping one copy of the pixels: 3 bytes each, written to the TIFF straight
// from libheif's own memory (decision 079).

/** What a worker sends back: the size of the TIFF it wrote, or why it could not. */
type WorkerReply = { ok: true; width: number; height: number } | { ok: false; reason: 'broken' | 'too-large'; detail: string };

/**
 * The worker's whole program, CommonJS, run with `eval` so that it needs no file of its own beside this module
 * (the server runs from TypeScript sources and from the build alike). It calls libheif-js (the WebAssembly build
 * heic-decode wraps) directly: heic-decode copies the decoded pixels out of libheif's memory into a second RGBA
 * array, 200 MB more for 49 MP, where `heif_js_decode_image2` hands back a view of libheif's own RGB plane. The
 * plane is written as a baseline TIFF (one uncompressed strip, 8 bits per sample, RGB) that libvips reads as it
 * reads any TIFF. Nothing is freed: the worker ends after each photo, and libheif's memory with it.
 */
const WORKER_SOURCE = `
const fs = require('node:fs');
const os = require('node:os');
const { parentPort, workerData } = require('node:worker_threads');
const heif = require(workerData.libheifPath);

// The decode gives way to the thread that answers requests: Linux keeps a nice value per thread, and this thread's
// alone is raised (elsewhere, or without /proc, it runs as it is).
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {}

function tiffHeader(width, height) {
  const tags = [
    [256, 4, 1, width], [257, 4, 1, height], [258, 3, 3, 'bits'], [259, 3, 1, 1], [262, 3, 1, 2],
    [273, 4, 1, 'data'], [277, 3, 1, 3], [278, 4, 1, height], [279, 4, 1, width * height * 3], [284, 3, 1, 1],
  ];
  const ifd = 8;
  const bits = ifd + 2 + tags.length * 12 + 4;
  const data = bits + 6;
  const header = Buffer.alloc(data);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(ifd, 4);
  header.writeUInt16LE(tags.length, ifd);
  tags.forEach(([tag, type, count, value], i) => {
    const at = ifd + 2 + i * 12;
    header.writeUInt16LE(tag, at);
    header.writeUInt16LE(type, at + 2);
    header.writeUInt32LE(count, at + 4);
    const number = value === 'bits' ? bits : value === 'data' ? data : value;
    if (type === 3 && count === 1) header.writeUInt16LE(number, at + 8);
    else header.writeUInt32LE(number, at + 8);
  });
  for (let i = 0; i < 3; i++) header.writeUInt16LE(8, bits + i * 2);
  return header;
}

async function decode({ buffer, maxPixels, output }) {
  const context = heif.heif_context_alloc();
  const read = heif.heif_context_read_from_memory(context, buffer);
  if (read.code !== heif.heif_error_Ok) return { ok: false, reason: 'broken', detail: read.message };
  const handle = heif.heif_js_context_get_primary_image_handle(context);
  if (!handle || handle.code) return { ok: false, reason: 'broken', detail: handle ? handle.message : 'no image' };
  const declared = [heif.heif_image_handle_get_width(handle), heif.heif_image_handle_get_height(handle)];
  if (declared[0] * declared[1] > maxPixels) return { ok: false, reason: 'too-large', detail: declared.join('x') };
  const image = await heif.heif_js_decode_image2(handle, heif.heif_colorspace_RGB, heif.heif_chroma_interleaved_RGB);
  if (!image || image.code) return { ok: false, reason: 'broken', detail: image ? image.message : 'no pixels' };
  const plane = image.channels.find((channel) => channel.id === heif.heif_channel_interleaved);
  if (!plane) return { ok: false, reason: 'broken', detail: 'no RGB plane' };
  const { width, height, stride, data } = plane;
  const row = width * 3;
  const fd = fs.openSync(output, 'wx', 0o600);
  try {
    fs.writeSync(fd, tiffHeader(width, height));
    if (stride === row) fs.writeSync(fd, data);
    else for (let y = 0; y < height; y++) fs.writeSync(fd, data.subarray(y * stride, y * stride + row));
  } finally {
    fs.closeSync(fd);
  }
  return { ok: true, width, height };
}

parentPort.once('message', (job) => {
  decode(job).then(
    (reply) => parentPort.postMessage(reply),
    (error) => parentPort.postMessage({ ok: false, reason: 'broken', detail: String(error) }),
  );
});
`;

/** Limits of one decode: its time, and the worker's own JavaScript heap (the pixels live outside it). */
export interface HeicDecodeLimits {
  maxPixels: number;
  timeoutMs: number;
}

/** Why a decode in the worker did not give pixels. */
export type HeicWorkerFailure = 'broken' | 'too-large' | 'timeout';

export class HeicWorkerError extends Error {
  constructor(
    readonly reason: HeicWorkerFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

let libheifPath: string | undefined;
/** Decodes started in a worker since the process began; tests read it to see that a refused form decoded nothing. */
let started = 0;
export const heicDecodesStarted = (): number => started;

/**
 * Decodes the primary image of a HEIC file in a fresh worker thread into an uncompressed TIFF at `output`, and
 * resolves once the worker has ended (its memory given back). Throws HeicWorkerError: 'broken' for a file libheif
 * cannot read, 'too-large' past maxPixels (before decoding), 'timeout' past timeoutMs; `output` is then removed.
 */
export async function decodeToTiff(buffer: Buffer, output: string, limits: HeicDecodeLimits): Promise<{ width: number; height: number }> {
  // The libheif-js that heic-decode itself loads, so the two never differ.
  libheifPath ??= createRequire(createRequire(import.meta.url).resolve('heic-decode')).resolve('libheif-js/wasm-bundle');
  started += 1;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { libheifPath },
    // libheif's glue code needs little heap; the pixels are in its WebAssembly memory, outside it.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  const outcome = new Promise<{ width: number; height: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new HeicWorkerError('timeout', `${limits.timeoutMs} ms`)), limits.timeoutMs);
    const settle = () => clearTimeout(timer);
    worker.once('message', (reply: WorkerReply) => {
      settle();
      if (reply.ok) resolve({ width: reply.width, height: reply.height });
      else reject(new HeicWorkerError(reply.reason, reply.detail));
    });
    // A worker over its heap limit, or one that failed to start, is a photo that could not be read.
    worker.once('error', (error) => {
      settle();
      reject(new HeicWorkerError('broken', String(error)));
    });
    worker.once('exit', (code) => {
      settle();
      reject(new HeicWorkerError('broken', `worker exited with ${code}`));
    });
  });
  // The file's bytes are copied once into the worker; a HEIC is at most a photo's upload limit.
  worker.postMessage({ buffer: new Uint8Array(buffer), maxPixels: limits.maxPixels, output });
  try {
    return await outcome;
  } catch (error) {
    // Ended first, so that a worker stopped mid-write cannot leave the file after its removal.
    await worker.terminate();
    await fs.rm(output, { force: true });
    throw error;
  } finally {
    await worker.terminate();
  }
}
