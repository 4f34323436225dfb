import fs from 'node:fs/promises';
import { BrokenVideoError, readVint } from './video-metadata.js';
import type { SniffedType } from './magic-bytes.js';

// How long a voice note lasts (decision 029, its addendum), read by the server from the stored file itself:
// the player shows it before a byte of the sound is fetched (docs/product.md §15, §21). Chromium's
// MediaRecorder writes a WebM without a Duration element, so for WebM the end is found from the last
// Cluster's blocks. Memory stays bounded: the head, the tail, or small reads while walking boxes or frames.
// Undefined whenever the file does not say (a fragmented MP4 without times, a broken file).
//
// A header's length is a claim (a 2 s M4A can say 23 h in mvhd): where the samples can be counted (MP4's
// sample tables and fragments, WebM's last Cluster) the claim is believed only up to what they measure, and the
// measured length replaces a longer one. Every length, claimed or measured, must also fit the file's bytes at
// MIN_BITS_PER_SECOND; one that cannot is not believed (undefined: the file does not say).

/** How much of the start is read for headers (WebM's Info, Ogg's first page). */
const HEAD_BYTES = 64 * 1024;
/** The first tail read; it grows (four times each round) until a whole last Cluster or Ogg page is in it. */
const TAIL_BYTES = 256 * 1024;
/** MP3 frames are walked in reads of this size. */
const WALK_BYTES = 64 * 1024;
/** The longest length believed, in milliseconds: a day. */
export const MAX_DURATION_MS = 24 * 60 * 60 * 1000;
/**
 * The fewest bits a second of real sound takes: a quarter of Opus's lowest speech rate (6 kbit/s) and of
 * MPEG-2.5's lowest MP3 rate (8 kbit/s). A 2 s M4A of 12 KB can hold at most 48 s at this rate.
 */
export const MIN_BITS_PER_SECOND = 2_000;
/** A header may say this much longer than its samples measure (an edit list, a last frame's padding) and still be believed. */
const CLAIM_SLACK_MS = 250;
/** At most this much of a sample table (stts, stsz) is read: a 10-minute AAC recording's stts is a few entries. */
const MAX_TABLE_BYTES = 1024 * 1024;
/** At most this many boxes are read at one level of an MP4 (a 10-minute recording has about a thousand). */
const MAX_BOXES = 20_000;

/** The duration in milliseconds of the audio file at `filePath` of type `mime`, or undefined if it cannot tell. */
export async function audioDurationMs(filePath: string, mime: SniffedType): Promise<number | undefined> {
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const file: Reader = { size, read: (position, length) => readAt(handle, position, length) };
    const ms = await measure(file, mime);
    // Longer than a day is no length a 10 MB voice note can have (and would not fit the column), nor is one
    // longer than the file's bytes can hold: the file lies.
    const holdable = (size * 8 * 1000) / MIN_BITS_PER_SECOND;
    return ms !== undefined && Number.isFinite(ms) && ms > 0 && ms <= MAX_DURATION_MS && ms <= holdable ? Math.round(ms) : undefined;
  } catch (error) {
    // A file whose structure cannot be walked: it does not say how long it is.
    if (error instanceof BrokenVideoError || error instanceof RangeError) return undefined;
    throw error;
  } finally {
    await handle.close();
  }
}

interface Reader {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

function measure(file: Reader, mime: SniffedType): Promise<number | undefined> {
  switch (mime) {
    case 'audio/webm':
    case 'video/webm':
      return webmDuration(file);
    case 'audio/mp4':
    case 'video/mp4':
    case 'video/quicktime':
      return mp4Duration(file);
    case 'audio/ogg':
      return oggDuration(file);
    case 'audio/mpeg':
      return mp3Duration(file);
    case 'audio/wav':
      return wavDuration(file);
    case 'audio/flac':
      return flacDuration(file);
    default:
      return Promise.resolve(undefined);
  }
}

/** The last `length` bytes of the file (all of it when shorter), and where they start. */
async function tail(file: Reader, length: number): Promise<{ bytes: Buffer; start: number }> {
  const start = Math.max(0, file.size - length);
  return { bytes: await file.read(start, file.size - start), start };
}

// --- WebM / Matroska (EBML) ---

const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
const EBML_TIMECODE_SCALE = 0x2ad7b1;
const EBML_DURATION = 0x4489;
const EBML_CLUSTER = 0x1f43b675;
const EBML_CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
const EBML_TIMECODE = 0xe7;
const EBML_SIMPLE_BLOCK = 0xa3;
const EBML_BLOCK_GROUP = 0xa0;
const EBML_BLOCK = 0xa1;
const EBML_BLOCK_DURATION = 0x9b;
/** What else a Cluster may hold (SilentTracks, Position, PrevSize, EncryptedBlock, Void, CRC-32): skipped. */
const EBML_CLUSTER_OTHER = new Set([0x5854, 0xa7, 0xab, 0xaf, 0xec, 0xbf]);
const DEFAULT_TIMECODE_SCALE = 1_000_000;

interface EbmlElement {
  id: number;
  contentStart: number;
  /** Undefined for an element of unknown size (a live recording's Segment or Cluster). */
  size: number | undefined;
}

function ebmlElement(bytes: Buffer, at: number): EbmlElement {
  const id = readVint(bytes, at, true);
  const size = readVint(bytes, at + id.length, false);
  return { id: id.value, contentStart: at + id.length + size.length, size: size.unknown ? undefined : size.value };
}

function ebmlUint(bytes: Buffer, start: number, size: number): number {
  if (size < 1 || size > 7 || start + size > bytes.length) throw new BrokenVideoError('bad EBML unsigned integer');
  return bytes.readUIntBE(start, size);
}

/**
 * The end of the last Cluster's last block, in milliseconds; Info's Duration when the file has one and it
 * is not longer than that (within CLAIM_SLACK_MS), or when no Cluster is found.
 */
async function webmDuration(file: Reader): Promise<number | undefined> {
  const head = await file.read(0, HEAD_BYTES);
  const info = webmInfo(head);
  const scale = info.timecodeScale ?? DEFAULT_TIMECODE_SCALE;
  const claimed = info.duration !== undefined && info.duration > 0 ? (info.duration * scale) / 1e6 : undefined;
  const last = await lastClusterEnd(file);
  const measured = last === undefined ? undefined : (last * scale) / 1e6;
  return believed(claimed, measured);
}

/** A header's claim, unless the samples measure it shorter: then what they measure. */
function believed(claimed: number | undefined, measured: number | undefined): number | undefined {
  if (measured === undefined || measured <= 0) return claimed;
  if (claimed === undefined || claimed > measured + CLAIM_SLACK_MS) return measured;
  return claimed;
}

/** TimecodeScale and Duration from Segment > Info, in the file's first bytes. */
function webmInfo(head: Buffer): { timecodeScale?: number; duration?: number } {
  let at = 0;
  while (at + 2 <= head.length) {
    const element = ebmlElement(head, at);
    if (element.id === EBML_SEGMENT) {
      at = element.contentStart;
      continue;
    }
    if (element.id === EBML_CLUSTER || element.size === undefined) return {};
    const end = element.contentStart + element.size;
    if (element.id === EBML_INFO) return infoFields(head, element.contentStart, Math.min(end, head.length));
    at = end;
  }
  return {};
}

function infoFields(bytes: Buffer, start: number, end: number): { timecodeScale?: number; duration?: number } {
  const out: { timecodeScale?: number; duration?: number } = {};
  let at = start;
  while (at + 2 <= end) {
    const element = ebmlElement(bytes, at);
    if (element.size === undefined || element.contentStart + element.size > end) break;
    if (element.id === EBML_TIMECODE_SCALE) out.timecodeScale = ebmlUint(bytes, element.contentStart, element.size);
    if (element.id === EBML_DURATION && element.size === 4) out.duration = bytes.readFloatBE(element.contentStart);
    if (element.id === EBML_DURATION && element.size === 8) out.duration = bytes.readDoubleBE(element.contentStart);
    at = element.contentStart + element.size;
  }
  return out;
}

/**
 * The end of the last Cluster, in timecode units: its Timecode plus its last block's relative timecode and
 * that block's length (its BlockDuration, else the step between the last two blocks). The tail is searched
 * backwards for a Cluster ID that really starts a Cluster (its first child a Timecode).
 */
async function lastClusterEnd(file: Reader): Promise<number | undefined> {
  for (let length = TAIL_BYTES; ; length *= 4) {
    const { bytes, start } = await tail(file, length);
    for (let at = bytes.lastIndexOf(EBML_CLUSTER_ID); at >= 0; at = at > 0 ? bytes.lastIndexOf(EBML_CLUSTER_ID, at - 1) : -1) {
      const end = clusterEnd(bytes, at);
      if (end !== undefined) return end;
    }
    if (start === 0) return undefined;
  }
}

/** The Cluster at `at`'s end as above, or undefined when it is no Cluster (a chance match in a block's bytes). */
function clusterEnd(bytes: Buffer, at: number): number | undefined {
  let cluster: EbmlElement;
  let first: EbmlElement;
  try {
    cluster = ebmlElement(bytes, at);
    first = ebmlElement(bytes, cluster.contentStart);
  } catch {
    return undefined;
  }
  if (first.id !== EBML_TIMECODE || first.size === undefined || first.size < 1 || first.size > 7) return undefined;
  const base = ebmlUint(bytes, first.contentStart, first.size);
  const end = cluster.size === undefined ? bytes.length : Math.min(bytes.length, cluster.contentStart + cluster.size);
  const blocks: { time: number; duration?: number }[] = [];
  collectBlocks(bytes, first.contentStart + first.size, end, blocks);
  const last = blocks.at(-1);
  if (!last) return base;
  const previous = blocks.at(-2);
  const step = last.duration ?? (previous && last.time > previous.time ? last.time - previous.time : 0);
  return base + last.time + step;
}

/** The relative timecodes of the blocks between `start` and `end`, in order; stops at anything a Cluster does not hold. */
function collectBlocks(bytes: Buffer, start: number, end: number, blocks: { time: number; duration?: number }[]): void {
  let at = start;
  while (at + 2 <= end) {
    let element: EbmlElement;
    try {
      element = ebmlElement(bytes, at);
    } catch {
      return;
    }
    if (element.size === undefined) return;
    const contentEnd = element.contentStart + element.size;
    if (element.id === EBML_SIMPLE_BLOCK || element.id === EBML_BLOCK) {
      const time = blockTime(bytes, element.contentStart);
      if (time === undefined) return;
      blocks.push({ time });
    } else if (element.id === EBML_BLOCK_GROUP) {
      const inner: { time: number; duration?: number }[] = [];
      const group = { duration: undefined as number | undefined };
      collectGroup(bytes, element.contentStart, Math.min(end, contentEnd), inner, group);
      const block = inner[0];
      if (block) blocks.push({ time: block.time, duration: group.duration });
    } else if (element.id !== EBML_TIMECODE && !EBML_CLUSTER_OTHER.has(element.id)) {
      // The next Cluster, Cues or Tags: this Cluster (of unknown size) ended.
      return;
    }
    at = contentEnd;
  }
}

function collectGroup(
  bytes: Buffer,
  start: number,
  end: number,
  blocks: { time: number; duration?: number }[],
  group: { duration: number | undefined },
): void {
  let at = start;
  while (at + 2 <= end) {
    const element = ebmlElement(bytes, at);
    if (element.size === undefined) return;
    if (element.id === EBML_BLOCK) {
      const time = blockTime(bytes, element.contentStart);
      if (time !== undefined) blocks.push({ time });
    } else if (element.id === EBML_BLOCK_DURATION && element.contentStart + element.size <= end) {
      group.duration = ebmlUint(bytes, element.contentStart, element.size);
    }
    at = element.contentStart + element.size;
  }
}

/** A block starts with its track number (a vint) and its timecode relative to the Cluster's (signed 16 bits). */
function blockTime(bytes: Buffer, start: number): number | undefined {
  try {
    const track = readVint(bytes, start, false);
    const at = start + track.length;
    return at + 2 <= bytes.length ? bytes.readInt16BE(at) : undefined;
  } catch {
    return undefined;
  }
}

// --- MP4 / M4A (ISO base media) ---

interface Box {
  type: string;
  at: number;
  contentStart: number;
  end: number;
}

async function boxes(file: Reader, start: number, end: number): Promise<Box[]> {
  const out: Box[] = [];
  let at = start;
  while (at + 8 <= end && out.length < MAX_BOXES) {
    const header = await file.read(at, 16);
    if (header.length < 8) break;
    const size32 = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerLength = 8;
    let size = size32;
    if (size32 === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size32 === 0) {
      size = end - at;
    }
    if (size < headerLength) break;
    out.push({ type, at, contentStart: at + headerLength, end: Math.min(end, at + size) });
    at += size;
  }
  return out;
}

/**
 * What the samples measure: each track's sample table (stts: counts times deltas, no more samples than stsz
 * has sizes for) over its mdhd timescale, or, fragmented (Safari's MediaRecorder), the end of the last
 * fragment's samples (tfdt plus trun's durations). The header's claim (mvhd's duration, or mvex's mehd in a
 * fragmented file, which may say 0 in mvhd) is kept when the samples do not measure it shorter; alone only
 * when there are no samples to count.
 */
async function mp4Duration(file: Reader): Promise<number | undefined> {
  const top = await boxes(file, 0, file.size);
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return undefined;
  const inMoov = await boxes(file, moov.contentStart, moov.end);
  const mvhd = inMoov.find((box) => box.type === 'mvhd');
  if (!mvhd) return undefined;
  const header = await file.read(mvhd.contentStart, 32);
  const version = header[0];
  const timescale = header.readUInt32BE(version === 1 ? 20 : 12);
  const duration = version === 1 ? Number(header.readBigUInt64BE(24)) : header.readUInt32BE(16);
  if (timescale === 0) return undefined;
  let claimed = duration > 0 && duration !== 0xffffffff ? (duration * 1000) / timescale : undefined;
  const mvex = inMoov.find((box) => box.type === 'mvex');
  const mehd = mvex && (await boxes(file, mvex.contentStart, mvex.end)).find((box) => box.type === 'mehd');
  if (claimed === undefined && mehd) {
    const body = await file.read(mehd.contentStart, 12);
    const fragments = body[0] === 1 ? Number(body.readBigUInt64BE(4)) : body.readUInt32BE(4);
    if (fragments > 0) claimed = (fragments * 1000) / timescale;
  }
  const tables = await sampleTablesEnd(file, inMoov);
  const fragments = await fragmentsEnd(file, top, inMoov);
  const measured = tables === undefined ? fragments : fragments === undefined ? tables : Math.max(tables, fragments);
  return believed(claimed, measured);
}

/** The longest sound track by its sample table (every track when none says 'soun'), in milliseconds. */
async function sampleTablesEnd(file: Reader, inMoov: Box[]): Promise<number | undefined> {
  const tracks: { sound: boolean; ms: number }[] = [];
  for (const trak of inMoov.filter((box) => box.type === 'trak')) {
    const mdia = (await boxes(file, trak.contentStart, trak.end)).find((box) => box.type === 'mdia');
    if (!mdia) continue;
    const inMdia = await boxes(file, mdia.contentStart, mdia.end);
    const mdhd = inMdia.find((box) => box.type === 'mdhd');
    const hdlr = inMdia.find((box) => box.type === 'hdlr');
    const minf = inMdia.find((box) => box.type === 'minf');
    const stbl = minf && (await boxes(file, minf.contentStart, minf.end)).find((box) => box.type === 'stbl');
    if (!mdhd || !stbl) continue;
    const md = await file.read(mdhd.contentStart, 24);
    const scale = md.length >= 24 ? md.readUInt32BE(md[0] === 1 ? 20 : 12) : 0;
    if (!scale) continue;
    const inStbl = await boxes(file, stbl.contentStart, stbl.end);
    const stts = inStbl.find((box) => box.type === 'stts');
    const stsz = inStbl.find((box) => box.type === 'stsz');
    if (!stts) continue;
    const units = await sttsTotal(file, stts, stsz && (await stszCount(file, stsz)));
    const handler = hdlr ? (await file.read(hdlr.contentStart + 8, 4)).toString('latin1') : '';
    tracks.push({ sound: handler === 'soun', ms: (units * 1000) / scale });
  }
  const counted = tracks.some((track) => track.sound) ? tracks.filter((track) => track.sound) : tracks;
  return counted.length ? Math.max(...counted.map((track) => track.ms)) : undefined;
}

/** How many samples stsz gives sizes for: no more than its box holds, or than the file holds at its fixed size. */
async function stszCount(file: Reader, stsz: Box): Promise<number> {
  const body = await file.read(stsz.contentStart, 12);
  if (body.length < 12) return 0;
  const fixedSize = body.readUInt32BE(4);
  const count = body.readUInt32BE(8);
  if (fixedSize > 0) return Math.min(count, Math.floor(file.size / fixedSize));
  return Math.min(count, Math.floor((stsz.end - stsz.contentStart - 12) / 4));
}

/** stts's counts times deltas, in the track's timescale; only as many samples as `samples` when given. */
async function sttsTotal(file: Reader, stts: Box, samples: number | undefined): Promise<number> {
  const body = await file.read(stts.contentStart, Math.min(stts.end - stts.contentStart, MAX_TABLE_BYTES));
  if (body.length < 8) return 0;
  const entries = body.readUInt32BE(4);
  let left = samples ?? Number.MAX_SAFE_INTEGER;
  let total = 0;
  for (let i = 0, at = 8; i < entries && at + 8 <= body.length && left > 0; i += 1, at += 8) {
    const count = Math.min(body.readUInt32BE(at), left);
    total += count * body.readUInt32BE(at + 4);
    left -= count;
  }
  return total;
}

/** The latest end of any track's fragments, in milliseconds. */
async function fragmentsEnd(file: Reader, top: Box[], inMoov: Box[]): Promise<number | undefined> {
  const scales = new Map<number, number>();
  const defaults = new Map<number, number>();
  for (const trak of inMoov.filter((box) => box.type === 'trak')) {
    const inTrak = await boxes(file, trak.contentStart, trak.end);
    const tkhd = inTrak.find((box) => box.type === 'tkhd');
    const mdia = inTrak.find((box) => box.type === 'mdia');
    const mdhd = mdia && (await boxes(file, mdia.contentStart, mdia.end)).find((box) => box.type === 'mdhd');
    if (!tkhd || !mdhd) continue;
    const tk = await file.read(tkhd.contentStart, 24);
    const trackId = tk.readUInt32BE(tk[0] === 1 ? 20 : 12);
    const md = await file.read(mdhd.contentStart, 24);
    scales.set(trackId, md.readUInt32BE(md[0] === 1 ? 20 : 12));
  }
  const mvex = inMoov.find((box) => box.type === 'mvex');
  for (const trex of mvex ? (await boxes(file, mvex.contentStart, mvex.end)).filter((box) => box.type === 'trex') : []) {
    const body = await file.read(trex.contentStart, 16);
    defaults.set(body.readUInt32BE(4), body.readUInt32BE(12));
  }
  let latest: number | undefined;
  for (const moof of top.filter((box) => box.type === 'moof')) {
    for (const traf of (await boxes(file, moof.contentStart, moof.end)).filter((box) => box.type === 'traf')) {
      const end = await trafEnd(file, traf, defaults);
      const scale = end && scales.get(end.trackId);
      if (!end || !scale) continue;
      const ms = (end.time * 1000) / scale;
      latest = latest === undefined ? ms : Math.max(latest, ms);
    }
  }
  return latest;
}

/** One track fragment's end: its decode time (tfdt) plus its samples' durations (trun, else tfhd's or trex's default). */
async function trafEnd(file: Reader, traf: Box, defaults: Map<number, number>): Promise<{ trackId: number; time: number } | undefined> {
  const inTraf = await boxes(file, traf.contentStart, traf.end);
  const tfhd = inTraf.find((box) => box.type === 'tfhd');
  if (!tfhd) return undefined;
  const th = await file.read(tfhd.contentStart, Math.min(40, tfhd.end - tfhd.contentStart));
  const flags = th.readUIntBE(1, 3);
  const trackId = th.readUInt32BE(4);
  const offset = 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0);
  const defaultDuration = flags & 0x8 ? th.readUInt32BE(offset) : (defaults.get(trackId) ?? 0);
  const tfdt = inTraf.find((box) => box.type === 'tfdt');
  let time = 0;
  if (tfdt) {
    const body = await file.read(tfdt.contentStart, 12);
    time = body[0] === 1 ? Number(body.readBigUInt64BE(4)) : body.readUInt32BE(4);
  }
  for (const trun of inTraf.filter((box) => box.type === 'trun')) {
    const body = await file.read(trun.contentStart, trun.end - trun.contentStart);
    const runFlags = body.readUIntBE(1, 3);
    const count = body.readUInt32BE(4);
    let at = 8 + (runFlags & 0x1 ? 4 : 0) + (runFlags & 0x4 ? 4 : 0);
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((flag) => runFlags & flag).length * 4;
    if (!(runFlags & 0x100)) {
      time += count * defaultDuration;
      continue;
    }
    // Each sample's duration is in the box: a count larger than the box holds is cut short by the box.
    for (let i = 0; i < count && at + 4 <= body.length; i += 1) {
      time += body.readUInt32BE(at);
      at += perSample;
    }
  }
  return { trackId, time };
}

// --- Ogg (Opus, Vorbis) ---

/**
 * The last page of the first stream: its granule position is the count of samples decoded by its end. Opus
 * counts at 48 kHz and its first `pre-skip` samples are not played (OpusHead); Vorbis counts at the
 * identification header's rate. The granule is a claim: Opus's is believed up to what its packets measure
 * (opusSamples); Vorbis's only up to what the bytes hold (audioDurationMs).
 */
async function oggDuration(file: Reader): Promise<number | undefined> {
  const head = await file.read(0, Math.min(file.size, HEAD_BYTES));
  if (head.toString('latin1', 0, 4) !== 'OggS' || head.length < 27) return undefined;
  const serial = head.readUInt32LE(14);
  const segments = head[26] ?? 0;
  const packet = 27 + segments;
  let rate: number;
  let skip = 0;
  if (head.toString('latin1', packet, packet + 8) === 'OpusHead') {
    rate = 48_000;
    skip = head.readUInt16LE(packet + 10);
  } else if (head[packet] === 1 && head.toString('latin1', packet + 1, packet + 7) === 'vorbis') {
    rate = head.readUInt32LE(packet + 12);
  } else {
    return undefined;
  }
  if (!rate) return undefined;
  const granule = await lastGranule(file, serial);
  const claimed = granule === undefined ? undefined : ((granule - skip) * 1000) / rate;
  if (rate !== 48_000 || head.toString('latin1', packet, packet + 8) !== 'OpusHead') return claimed;
  const samples = await opusSamples(file, serial);
  return believed(claimed, samples === undefined ? undefined : ((samples - skip) * 1000) / rate);
}

/** Samples per frame at 48 kHz by the TOC byte's configuration (RFC 6716 §3.1): SILK, hybrid, CELT. */
function opusFrameSamples(config: number): number {
  if (config < 12) return [480, 960, 1920, 2880][config & 3]!;
  if (config < 16) return [480, 960][config & 1]!;
  return [120, 240, 480, 960][config & 3]!;
}

/**
 * Every audio packet's samples of the Opus stream `serial`, counted from the packets themselves (each one's
 * TOC byte and, for code 3, its frame count): what the last page's granule claims, measured. Page by page, one
 * page's body (at most 64 KB) at a time; undefined when the pages cannot be walked.
 */
async function opusSamples(file: Reader, serial: number): Promise<number | undefined> {
  let total = 0;
  let packets = 0;
  for (let at = 0; at + 27 <= file.size;) {
    const header = await file.read(at, 27 + 255);
    if (header.length < 27 || header.toString('latin1', 0, 4) !== 'OggS') return undefined;
    const segments = header[26] ?? 0;
    if (header.length < 27 + segments) return undefined;
    const lacing = header.subarray(27, 27 + segments);
    const bodyLength = lacing.reduce((sum, value) => sum + value, 0);
    if (header.readUInt32LE(14) === serial) {
      const body = await file.read(at + 27 + segments, bodyLength);
      // A page that goes on with the last page's packet does not start one.
      let starts = ((header[5] ?? 0) & 0x01) === 0;
      let offset = 0;
      for (const value of lacing) {
        if (starts && value > 0) {
          // The first two packets are OpusHead and OpusTags.
          if (packets >= 2) {
            const toc = body[offset] ?? 0;
            const code = toc & 3;
            const frames = code === 0 ? 1 : code < 3 ? 2 : (body[offset + 1] ?? 0) & 0x3f;
            total += frames * opusFrameSamples(toc >> 3);
          }
          packets += 1;
        }
        offset += value;
        starts = value < 255;
      }
    }
    at += 27 + segments + bodyLength;
  }
  return packets > 2 ? total : undefined;
}

async function lastGranule(file: Reader, serial: number): Promise<number | undefined> {
  const capture = Buffer.from('OggS', 'latin1');
  for (let length = TAIL_BYTES; ; length *= 4) {
    const { bytes, start } = await tail(file, length);
    for (let at = bytes.lastIndexOf(capture); at >= 0; at = at > 0 ? bytes.lastIndexOf(capture, at - 1) : -1) {
      if (at + 27 > bytes.length || bytes[at + 4] !== 0 || bytes.readUInt32LE(at + 14) !== serial) continue;
      const granule = bytes.readBigInt64LE(at + 6);
      // -1: no packet ends on this page.
      if (granule >= 0n) return Number(granule);
    }
    if (start === 0) return undefined;
  }
}

// --- MP3 ---

const MP3_BITRATES: Record<string, readonly number[]> = {
  // kbit/s by index 1..14, per MPEG-1 layer I, II, III and MPEG-2/2.5 layer I, II/III.
  '1-1': [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, readonly number[]> = {
  1: [44_100, 48_000, 32_000],
  2: [22_050, 24_000, 16_000],
  25: [11_025, 12_000, 8_000],
};

interface Mp3Frame {
  /** 1 (MPEG-1), 2 (MPEG-2) or 25 (MPEG-2.5). */
  version: number;
  layer: number;
  sampleRate: number;
  samples: number;
  length: number;
  mono: boolean;
}

function mp3Frame(bytes: Buffer, at: number): Mp3Frame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || ((bytes[at + 1] ?? 0) & 0xe0) !== 0xe0) return undefined;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  const b3 = bytes[at + 3] ?? 0;
  const version = [25, 0, 2, 1][(b1 >> 3) & 3] ?? 0;
  const layer = [0, 3, 2, 1][(b1 >> 1) & 3] ?? 0;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (!version || !layer || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const table = MP3_BITRATES[version === 1 ? `1-${layer}` : layer === 1 ? '2-1' : '2-2'];
  const bitrate = (table?.[bitrateIndex - 1] ?? 0) * 1000;
  const sampleRate = MP3_RATES[version]?.[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1 ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4 : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { version, layer, sampleRate, samples, length, mono: b3 >> 6 === 3 };
}

/** Past an ID3v2 tag at the start (with its footer, if any). */
async function mp3Start(file: Reader): Promise<number> {
  let at = 0;
  for (;;) {
    const header = await file.read(at, 10);
    if (header.length < 10 || header.toString('latin1', 0, 3) !== 'ID3') return at;
    const size = [6, 7, 8, 9].reduce((total, i) => total * 128 + ((header[i] ?? 0) & 0x7f), 0);
    at += 10 + size + ((header[5] ?? 0) & 0x10 ? 10 : 0);
  }
}

/**
 * The first frame's Xing/Info or VBRI header gives the frame count (every frame's samples, as ffprobe counts
 * them: the encoder's delay and padding included), believed up to what walking every frame header measures.
 */
async function mp3Duration(file: Reader): Promise<number | undefined> {
  let at = await mp3Start(file);
  // The first frame: the next two headers must line up, or a chance 0xFFE in the tag's padding fooled us.
  const window = await file.read(at, HEAD_BYTES);
  let first: Mp3Frame | undefined;
  let offset = 0;
  for (; offset + 4 <= window.length; offset += 1) {
    first = mp3Frame(window, offset);
    if (first && (offset + first.length + 4 > window.length || mp3Frame(window, offset + first.length))) break;
    first = undefined;
  }
  if (!first) return undefined;
  at += offset;
  const frame = window.subarray(offset, offset + first.length);
  const sideInfo = first.version === 1 ? (first.mono ? 17 : 32) : first.mono ? 9 : 17;
  const xingAt = 4 + sideInfo;
  const tag = frame.toString('latin1', xingAt, xingAt + 4);
  let claimed: number | undefined;
  if ((tag === 'Xing' || tag === 'Info') && frame.length >= xingAt + 12) {
    const flags = frame.readUInt32BE(xingAt + 4);
    if (flags & 1) claimed = (frame.readUInt32BE(xingAt + 8) * first.samples * 1000) / first.sampleRate;
  }
  if (claimed === undefined && frame.toString('latin1', 36, 40) === 'VBRI' && frame.length >= 36 + 18) {
    claimed = (frame.readUInt32BE(36 + 14) * first.samples * 1000) / first.sampleRate;
  }
  // The count is a claim: the frames walked measure it.
  return believed(claimed, await mp3WalkFrames(file, at));
}

async function mp3WalkFrames(file: Reader, start: number): Promise<number | undefined> {
  let samples = 0;
  let sampleRate = 0;
  let at = start;
  let window: Buffer = Buffer.alloc(0);
  let windowStart = start;
  for (;;) {
    if (at + 4 > windowStart + window.length) {
      window = await file.read(at, WALK_BYTES);
      windowStart = at;
      if (window.length < 4) break;
    }
    const frame = mp3Frame(window, at - windowStart);
    if (!frame || (sampleRate && frame.sampleRate !== sampleRate)) break;
    sampleRate = frame.sampleRate;
    samples += frame.samples;
    at += frame.length;
  }
  return sampleRate ? (samples * 1000) / sampleRate : undefined;
}

// --- WAV ---

/** The data chunk's size over fmt's byte rate; a streamed WAV's data size (0 or all ones) is the rest of the file. */
async function wavDuration(file: Reader): Promise<number | undefined> {
  let byteRate = 0;
  let at = 12;
  while (at + 8 <= file.size) {
    const header = await file.read(at, 20);
    if (header.length < 8) break;
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ' && header.length >= 20) byteRate = header.readUInt32LE(8 + 8);
    if (id === 'data') {
      const rest = file.size - (at + 8);
      const data = size === 0 || size === 0xffffffff || size > rest ? rest : size;
      return byteRate ? (data * 1000) / byteRate : undefined;
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

// --- FLAC ---

/** STREAMINFO's total samples (36 bits) over its sample rate (20 bits). */
async function flacDuration(file: Reader): Promise<number | undefined> {
  const head = await file.read(0, 42);
  if (head.length < 42 || head.toString('latin1', 0, 4) !== 'fLaC' || ((head[4] ?? 0) & 0x7f) !== 0) return undefined;
  const info = head.subarray(8);
  const rate = info.readUIntBE(10, 3) >> 4;
  const total = ((info[13] ?? 0) & 0x0f) * 2 ** 32 + info.readUInt32BE(14);
  return rate && total ? (total * 1000) / rate : undefined;
}
