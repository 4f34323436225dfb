import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BrokenVideoError, stripVideoMetadata } from './video-metadata.js';

// Real files from ffmpeg carrying a shooting location and a title, as a phone's video would.
const hasFfmpeg = fs.existsSync('/usr/bin/ffmpeg') && fs.existsSync('/usr/bin/ffprobe');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-video-meta-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const LOCATION = '+06.2000+106.8166/';

function make(name: string, codecArgs: string[], extra: string[] = []): string {
  const out = path.join(dir, name);
  execFileSync('/usr/bin/ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=15:duration=1',
    ...codecArgs,
    '-metadata',
    `location=${LOCATION}`,
    '-metadata',
    'title=Rahasia',
    '-metadata',
    'creation_time=2024-02-02T10:00:00Z',
    ...extra,
    out,
  ]);
  return out;
}

function probe(file: string): { tags: Record<string, string>; streamTags: Record<string, string>[]; frames: number } {
  const out = execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-count_frames', '-show_format', '-show_streams', '-of', 'json', file]);
  const parsed = JSON.parse(out.toString()) as {
    format: { tags?: Record<string, string> };
    streams: { tags?: Record<string, string>; nb_read_frames?: string }[];
  };
  return {
    tags: parsed.format.tags ?? {},
    streamTags: parsed.streams.map((s) => s.tags ?? {}),
    frames: Number(parsed.streams[0]?.nb_read_frames ?? 0),
  };
}

const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

describe.skipIf(!hasFfmpeg && !process.env.CI)('stripVideoMetadata', () => {
  it.each([
    ['MP4 with mdta keys (+faststart)', 'a.mp4', 'video/mp4' as const, H264, ['-movflags', '+faststart+use_metadata_tags']],
    ['MP4 with udta ©xyz', 'b.mp4', 'video/mp4' as const, H264, []],
    ['MOV', 'c.mov', 'video/quicktime' as const, H264, []],
    ['WebM', 'd.webm', 'video/webm' as const, ['-c:v', 'libvpx', '-b:v', '100k'], []],
  ])('%s: location and title gone, same size, every frame still decodes', async (_name, file, mime, codec, extra) => {
    const video = make(file, codec, extra);
    const before = probe(video);
    expect(JSON.stringify(before.tags).toLowerCase()).toContain(LOCATION);
    const sizeBefore = fs.statSync(video).size;

    const report = await stripVideoMetadata(video, mime);

    const after = probe(video);
    const everything = JSON.stringify(after).toLowerCase();
    expect(report.emptied).toBeGreaterThan(0);
    expect(everything).not.toContain(LOCATION);
    expect(everything).not.toContain('rahasia');
    expect(everything).not.toContain('2024-02-02');
    expect(fs.statSync(video).size).toBe(sizeBefore);
    expect(after.frames).toBe(before.frames);
    expect(after.frames).toBeGreaterThan(0);
  });

  it('refuses a box that overruns the file', async () => {
    const file = path.join(dir, 'broken.mp4');
    const box = Buffer.alloc(32);
    box.writeUInt32BE(24, 0);
    box.write('ftypisom', 4, 'latin1');
    box.writeUInt32BE(4096, 24);
    box.write('moov', 28, 'latin1');
    fs.writeFileSync(file, box);
    await expect(stripVideoMetadata(file, 'video/mp4')).rejects.toBeInstanceOf(BrokenVideoError);
  });

  it('leaves other types alone', async () => {
    const file = path.join(dir, 'song.mp3');
    fs.writeFileSync(file, 'ID3 not a video');
    expect(await stripVideoMetadata(file, 'audio/mpeg')).toEqual({ emptied: 0 });
    expect(fs.readFileSync(file, 'utf8')).toBe('ID3 not a video');
  });
});
