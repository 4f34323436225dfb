import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimMp4Length } from '../test-support/media-fixtures.js';
import { audioDurationMs, MIN_BITS_PER_SECOND } from './audio-duration.js';
import { readVint } from './video-metadata.js';
import type { SniffedType } from './magic-bytes.js';

// Real files from ffmpeg, each measured against ffprobe's answer (within 50 ms). The WebM that matters most is
// the one Chromium's MediaRecorder writes: no Duration element (ffmpeg's live mode), and clusters of unknown size.
const hasFfmpeg = fs.existsSync('/usr/bin/ffmpeg') && fs.existsSync('/usr/bin/ffprobe');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-audio-duration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `seconds` of a tone through `codec` into `name`. */
function make(name: string, seconds: number, codec: string[]): string {
  const out = path.join(dir, name);
  execFileSync('/usr/bin/ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...codec,
    out,
  ]);
  return out;
}

/** ffprobe's duration in milliseconds, or undefined when it has none ('N/A'). */
function probeMs(file: string): number | undefined {
  const out = execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file])
    .toString()
    .trim();
  return out === 'N/A' ? undefined : Math.round(Number(out) * 1000);
}

/** Every Cluster's size field in a WebM rewritten as 'unknown' (all ones, same length), as Chromium writes them. */
function clustersOfUnknownSize(file: string): string {
  const bytes = fs.readFileSync(file);
  const cluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
  let changed = 0;
  for (let at = bytes.indexOf(cluster); at >= 0; at = bytes.indexOf(cluster, at + 4)) {
    const size = readVint(bytes, at + 4, false);
    // Only real Clusters: their first child is the Timecode (0xE7).
    if (bytes[at + 4 + size.length] !== 0xe7) continue;
    bytes[at + 4] = 0xff >> (size.length - 1);
    bytes.fill(0xff, at + 5, at + 4 + size.length);
    changed += 1;
  }
  expect(changed).toBeGreaterThan(0);
  const out = file.replace(/\.webm$/, '-unknown.webm');
  fs.writeFileSync(out, bytes);
  return out;
}

const OPUS = ['-c:a', 'libopus', '-b:a', '32k'];

describe.skipIf(!hasFfmpeg && !process.env.CI)('audioDurationMs', () => {
  it.each<[string, string, SniffedType, number, string[]]>([
    ['WebM/Opus with a Duration element', 'plain.webm', 'audio/webm', 2.3, OPUS],
    ['M4A (AAC)', 'plain.m4a', 'audio/mp4', 2.3, ['-c:a', 'aac', '-b:a', '48k']],
    [
      'M4A fragmented, as Safari records (mvhd says 0)',
      'frag.m4a',
      'audio/mp4',
      2.3,
      ['-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov'],
    ],
    ['Ogg/Opus', 'opus.ogg', 'audio/ogg', 2.3, OPUS],
    ['Ogg/Vorbis', 'vorbis.ogg', 'audio/ogg', 2.3, ['-c:a', 'libvorbis']],
    ['MP3 CBR (Info header)', 'cbr.mp3', 'audio/mpeg', 2.3, ['-c:a', 'libmp3lame', '-b:a', '64k', '-metadata', 'title=Lagu']],
    ['MP3 VBR (Xing header)', 'vbr.mp3', 'audio/mpeg', 2.3, ['-c:a', 'libmp3lame', '-q:a', '4']],
    ['MP3 without a Xing header (frames walked)', 'bare.mp3', 'audio/mpeg', 2.3, ['-c:a', 'libmp3lame', '-b:a', '64k', '-write_xing', '0']],
    ['MP3 at 22.05 kHz (MPEG-2, frames walked)', 'low.mp3', 'audio/mpeg', 3.1, ['-c:a', 'libmp3lame', '-ar', '22050', '-write_xing', '0']],
    ['WAV', 'pcm.wav', 'audio/wav', 2.3, ['-c:a', 'pcm_s16le']],
    ['FLAC', 'lossless.flac', 'audio/flac', 2.3, ['-c:a', 'flac']],
  ])('%s: within 50 ms of ffprobe', async (_name, file, mime, seconds, codec) => {
    const made = make(file, seconds, codec);
    const probed = probeMs(made);
    expect(probed).toBeDefined();
    const measured = await audioDurationMs(made, mime);
    expect(measured).toBeDefined();
    expect(Math.abs(measured! - probed!)).toBeLessThanOrEqual(50);
  });

  it("MediaRecorder's WebM (no Duration element): the last Cluster's last block tells", async () => {
    const live = make('live.webm', 2.3, [...OPUS, '-live', '1', '-f', 'webm']);
    // The file really lacks the Duration: ffprobe cannot tell its length from the header.
    expect(probeMs(live)).toBeUndefined();
    const reference = probeMs(make('reference.webm', 2.3, OPUS))!;
    const measured = await audioDurationMs(live, 'audio/webm');
    expect(Math.abs(measured! - reference)).toBeLessThanOrEqual(50);
    // Chromium also leaves each Cluster's size unknown: the Cluster then runs to the end of the file.
    const unknown = clustersOfUnknownSize(live);
    expect(Math.abs((await audioDurationMs(unknown, 'audio/webm'))! - reference)).toBeLessThanOrEqual(50);
  });

  it('a last Cluster larger than the first read of the tail is still read whole', async () => {
    // 20 seconds at 256 kbit/s in one Cluster: about 640 KB, past the first 256 KB read of the tail.
    const oneCluster = ['-live', '1', '-cluster_size_limit', '4000000', '-cluster_time_limit', '30000', '-f', 'webm'];
    const long = make('long.webm', 20, ['-c:a', 'libopus', '-b:a', '256k', ...oneCluster]);
    const bytes = fs.readFileSync(long);
    expect(bytes.length).toBeGreaterThan(512 * 1024);
    // One Cluster, near the start.
    expect(bytes.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))).toBeLessThan(4096);
    expect(bytes.lastIndexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))).toBeLessThan(4096);
    const measured = await audioDurationMs(long, 'audio/webm');
    expect(Math.abs(measured! - 20_000)).toBeLessThanOrEqual(50);
  });

  it('a WebM cut short keeps the duration of what is there', async () => {
    const live = make('cut.webm', 4, [...OPUS, '-live', '1', '-f', 'webm']);
    const whole = fs.readFileSync(live);
    const cutFile = path.join(dir, 'cut-half.webm');
    fs.writeFileSync(cutFile, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const measured = await audioDurationMs(cutFile, 'audio/webm');
    expect(measured).toBeGreaterThan(1500);
    expect(measured).toBeLessThan(3000);
  });

  it('a fragmented MP4 claiming four billion samples is answered at once, never with a length past the file', async () => {
    const original = fs.readFileSync(make('lying.m4a', 1, ['-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov']));
    const trun = original.indexOf('trun');
    expect(trun).toBeGreaterThan(0);
    // With each sample's duration in the box, and without (the default duration times the count).
    for (const perSample of [true, false]) {
      const bytes = Buffer.from(original);
      bytes.writeUInt32BE(0xffffffff, trun + 8);
      if (!perSample) bytes[trun + 6] = (bytes[trun + 6] ?? 0) & ~0x01;
      const lying = path.join(dir, `lying-${perSample}.m4a`);
      fs.writeFileSync(lying, bytes);
      const started = Date.now();
      const measured = await audioDurationMs(lying, 'audio/mp4');
      expect(Date.now() - started).toBeLessThan(2000);
      if (measured !== undefined) expect(measured).toBeLessThanOrEqual(1100);
    }
  });

  const HOURS_23 = 23 * 60 * 60 * 1000;

  it('an M4A whose mvhd and mdhd claim 23 h for 2 s of sound: the sample tables measure 2 s', async () => {
    const honest = fs.readFileSync(make('claim.m4a', 2, ['-c:a', 'aac', '-b:a', '48k']));
    const lying = path.join(dir, 'claim-23h.m4a');
    fs.writeFileSync(lying, claimMp4Length(honest, HOURS_23));
    // The headers really say 23 h: ffprobe believes them.
    expect(probeMs(lying)).toBeGreaterThan(HOURS_23 - 1000);
    const measured = await audioDurationMs(lying, 'audio/mp4');
    expect(Math.abs(measured! - 2000)).toBeLessThanOrEqual(50);
  });

  it('an M4A whose sample table claims 23 h too: more than its bytes can hold, so no length', async () => {
    const honest = fs.readFileSync(make('claim-stts.m4a', 2, ['-c:a', 'aac', '-b:a', '48k']));
    const bytes = claimMp4Length(honest, HOURS_23);
    const stts = bytes.indexOf('stts', 0, 'latin1');
    expect(bytes.readUInt32BE(stts + 8)).toBeGreaterThan(0);
    // The first entry's delta: its samples now last 23 h between them.
    const count = bytes.readUInt32BE(stts + 12);
    bytes.writeUInt32BE(Math.floor(((HOURS_23 / 1000) * 44_100) / count), stts + 16);
    const lying = path.join(dir, 'claim-stts-23h.m4a');
    fs.writeFileSync(lying, bytes);
    expect(bytes.length).toBeLessThan(((HOURS_23 / 1000) * MIN_BITS_PER_SECOND) / 8);
    expect(await audioDurationMs(lying, 'audio/mp4')).toBeUndefined();
  });

  it("a WebM whose Info's Duration claims 23 h: its last Cluster measures 2 s", async () => {
    const bytes = fs.readFileSync(make('claim.webm', 2, OPUS));
    // Duration (0x4489), an 8-byte float, in TimecodeScale units (1 ms by default).
    const at = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
    expect(at).toBeGreaterThan(0);
    bytes.writeDoubleBE(HOURS_23, at + 3);
    const lying = path.join(dir, 'claim-23h.webm');
    fs.writeFileSync(lying, bytes);
    expect(probeMs(lying)).toBeGreaterThan(HOURS_23 - 1000);
    const measured = await audioDurationMs(lying, 'audio/webm');
    expect(Math.abs(measured! - 2000)).toBeLessThanOrEqual(50);
  });

  it("an Ogg/Opus whose last page's granule claims 23 h: its packets measure 2 s", async () => {
    const bytes = fs.readFileSync(make('claim.ogg', 2, OPUS));
    const last = bytes.lastIndexOf('OggS', undefined, 'latin1');
    bytes.writeBigInt64LE(BigInt((HOURS_23 / 1000) * 48_000), last + 6);
    const lying = path.join(dir, 'claim-23h.ogg');
    fs.writeFileSync(lying, bytes);
    const measured = await audioDurationMs(lying, 'audio/ogg');
    expect(Math.abs(measured! - 2000)).toBeLessThanOrEqual(50);
  });

  it("an Ogg/Vorbis whose last page's granule claims 23 h: more than its bytes can hold, so no length", async () => {
    const bytes = fs.readFileSync(make('claim-vorbis.ogg', 2, ['-c:a', 'libvorbis']));
    const last = bytes.lastIndexOf('OggS', undefined, 'latin1');
    bytes.writeBigInt64LE(BigInt((HOURS_23 / 1000) * 44_100), last + 6);
    const lying = path.join(dir, 'claim-23h-vorbis.ogg');
    fs.writeFileSync(lying, bytes);
    expect(await audioDurationMs(lying, 'audio/ogg')).toBeUndefined();
  });

  it('an MP3 whose Xing header counts 23 h of frames: its frames measure 2 s', async () => {
    const honest = make('claim.mp3', 2, ['-c:a', 'libmp3lame', '-q:a', '4']);
    const bytes = fs.readFileSync(honest);
    const xing = bytes.indexOf('Xing', 0, 'latin1');
    expect(xing).toBeGreaterThan(0);
    // 1,152 samples a frame at 44.1 kHz.
    bytes.writeUInt32BE(Math.round(((HOURS_23 / 1000) * 44_100) / 1152), xing + 8);
    const lying = path.join(dir, 'claim-23h.mp3');
    fs.writeFileSync(lying, bytes);
    // What ffprobe says of the honest file (the encoder's delay and padding included).
    const measured = await audioDurationMs(lying, 'audio/mpeg');
    expect(Math.abs(measured! - probeMs(honest)!)).toBeLessThanOrEqual(50);
  });

  it('undefined for a file that does not say, never a made-up length', async () => {
    const noise = path.join(dir, 'noise.bin');
    fs.writeFileSync(noise, Buffer.alloc(4096, 0x5a));
    for (const mime of ['audio/webm', 'audio/mp4', 'audio/ogg', 'audio/mpeg', 'audio/wav', 'audio/flac', 'image/png'] as const) {
      expect(await audioDurationMs(noise, mime), mime).toBeUndefined();
    }
    const empty = path.join(dir, 'empty.bin');
    fs.writeFileSync(empty, Buffer.alloc(0));
    expect(await audioDurationMs(empty, 'audio/webm')).toBeUndefined();
  });
});
