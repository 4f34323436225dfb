import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { readStored, storedPaths } from '../test-support/stored-media.js';
import { passQuiz } from '../test-support/main-gift.js';
import { VideoConverter } from '../services/video/video-converter.js';
import { type VideoConversion, type VideoGift } from '../../shared/schemas/video-gift.js';
import { VIDEO_GIFT_MSG } from '../../shared/messages/video-gift.js';
import { EN_VIDEO_GIFT_MSG } from '../../shared/en-messages.js';
import { inIndonesian } from '../../shared/message-codes.js';

// Videos a recipient's browser may not play (decision 042): an iPhone's HEVC .mov is converted on the server
// to H.264/AAC MP4 with a poster; the giver sees the progress, the recipient the video once it is ready.

const FFMPEG = '/usr/bin/ffmpeg';
const hasFfmpeg = fs.existsSync(FFMPEG) && fs.existsSync('/usr/bin/ffprobe');
const LOCATION = '+06.2000+106.8166/';
const t = useTestApp();
const { editor, viewer } = t;
// The recipient meets the video after the quiz: this viewer plays it perfectly first.
beforeAll(() => passQuiz(t.app, editor, viewer));
let dir: string;
let hevcMov: Buffer;
let h264Mp4: Buffer;

function ffmpeg(args: string[], out: string): Buffer {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, path.join(dir, out)]);
  return fs.readFileSync(path.join(dir, out));
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-conversion-'));
  if (!hasFfmpeg) return;
  // Three seconds of 320x240 HEVC and AAC in a QuickTime file, tagged hvc1 as an iPhone writes it, with a place.
  hevcMov = ffmpeg(
    [
      ...['-f', 'lavfi', '-i', 'testsrc2=duration=3:size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=duration=3'],
      ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1', '-c:a', 'aac', '-shortest'],
      ...['-metadata', `location=${LOCATION}`, '-movflags', '+use_metadata_tags', '-f', 'mov'],
    ],
    'IMG_0001.MOV',
  );
  h264Mp4 = ffmpeg(
    ['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=15:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    'before.mp4',
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function upload(video: Buffer, filename: string, contentType: string) {
  const form = multipart({ title: 'Untukmu', description: '' }, [{ field: 'video', filename, contentType, data: video }]);
  return t.app.inject({ method: 'POST', url: '/api/video-gift', payload: form.payload, headers: { ...form.headers, ...editor } });
}

interface GiftReply {
  data: VideoGift | null;
  conversion?: VideoConversion;
}
const read = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/video-gift', headers })).json<GiftReply>();

/** Reads GET /api/video-gift as the giver until the conversion is no longer running; returns every reply seen. */
async function untilConverted(): Promise<GiftReply[]> {
  const seen: GiftReply[] = [];
  for (let i = 0; i < 300; i += 1) {
    const reply = await read(editor);
    seen.push(reply);
    if (reply.conversion?.state !== 'converting') return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the conversion did not end in 30 s');
}

const probe = (bytes: Buffer, name: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]).toString();
};

describe.skipIf(!hasFfmpeg && !process.env.CI)('converting HEVC and .mov videos', () => {
  it('keeps an H.264 MP4 as it is, without a conversion', async () => {
    const res = await upload(h264Mp4, 'before.mp4', 'video/mp4');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().conversion).toBeUndefined();
    expect(res.json().data.video_url).toMatch(/\.mp4$/);
  });

  it('converts an HEVC .mov to H.264/AAC MP4 with a poster, showing progress to the giver only', async () => {
    const before = (await read(editor)).data!;
    const res = await upload(hevcMov, 'IMG_0001.MOV', 'video/quicktime');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Video gift disimpan. Videonya sedang diubah agar bisa diputar di semua perangkat; penerima melihatnya setelah selesai.',
      data: { video_url: before.video_url },
      conversion: { state: 'converting', percent: 0, message: null },
    });
    // Meanwhile the recipient's side has the video before, and no word of a conversion.
    const asViewer = await t.app.inject({ method: 'GET', url: '/api/video-gift', headers: viewer });
    expect(asViewer.statusCode).toBe(200);
    expect(asViewer.json().conversion).toBeUndefined();
    expect(asViewer.json().data.video_url).toBe(before.video_url);

    const seen = await untilConverted();
    const last = seen.at(-1)!;
    expect(last.conversion).toBeUndefined();
    const gift = last.data!;
    expect(gift.video_url).toMatch(/\.mp4$/);
    expect(gift.video_url).not.toBe(before.video_url);
    expect(gift.poster_url).toMatch(/\.jpg$/);
    expect(gift.video_name).toBe('IMG_0001.MOV');

    const video = await readStored(t.app, gift.video_url!);
    const info = probe(video, 'served.mp4');
    expect(info).not.toContain(LOCATION);
    const streams = (JSON.parse(info) as { streams: { codec_name: string; codec_type: string; pix_fmt?: string }[] }).streams;
    expect(streams.map((s) => [s.codec_type, s.codec_name])).toEqual([
      ['video', 'h264'],
      ['audio', 'aac'],
    ]);
    expect(streams[0]).toMatchObject({ width: 320, height: 240, pix_fmt: 'yuv420p' });
    // Fast start: the index (moov) comes before the media data, so playback starts before the whole file arrives.
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
    const poster = await readStored(t.app, gift.poster_url!);
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // The original upload is not kept, nor the video before; only the converted video and its poster are.
    const stored = (await storedPaths(t.app)).filter((p) => p.startsWith('videos/'));
    expect(stored.sort()).toEqual([gift.video_url, gift.poster_url].sort());
    expect(t.files().filter((f) => f.startsWith('tmp/') && /\.(part|mp4|jpg)$/.test(f))).toEqual([]);
  });

  it('a .mov ffmpeg cannot read fails with a message in both languages, and the video before stays', async () => {
    const before = (await read(editor)).data!;
    // A QuickTime file type box, then a media data box of bytes that are no movie, and no index (moov).
    const mdat = Buffer.alloc(8 + 4096, 7);
    mdat.writeUInt32BE(mdat.length, 0);
    mdat.write('mdat', 4, 'latin1');
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(8), mdat]);
    const res = await upload(broken, 'rusak.mov', 'video/quicktime');
    expect(res.statusCode, res.body).toBe(200);
    const last = (await untilConverted()).at(-1)!;
    const message = inIndonesian(VIDEO_GIFT_MSG.conversionFailed);
    expect(message).toContain('Video tidak bisa diubah');
    expect(last.conversion).toEqual({ state: 'failed', percent: 0, message });
    expect(last.data).toMatchObject({ video_url: before.video_url, poster_url: before.poster_url });
    expect((await t.app.inject({ method: 'GET', url: `/storage/${before.video_url}`, headers: editor })).statusCode).toBe(200);
    expect(t.files().filter((f) => f.startsWith('tmp/') && /\.(part|mp4|jpg)$/.test(f))).toEqual([]);

    // An English gift reads the reason in English.
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: editor, payload: { language: 'en' } });
    const english = await read(editor);
    expect(english.conversion?.message).toBe(EN_VIDEO_GIFT_MSG.conversionFailed);
    expect(english.conversion?.message).toContain('The video could not be converted');
    await t.app.inject({ method: 'PUT', url: '/api/settings', headers: editor, payload: { language: 'id' } });
  });

  it('at start, a conversion whose process is gone is marked failed, saying why', async () => {
    // What a process that died at 40 % leaves behind.
    await t.app.ctx.repos.videoGift.startConversion(`${os.hostname()}-999999999`);
    await t.app.ctx.repos.videoGift.conversionProgress(40);
    expect((await read(editor)).conversion).toMatchObject({ state: 'converting', percent: 40 });
    await new VideoConverter(t.app.ctx, t.app.log).failAbandoned();
    expect((await read(editor)).conversion).toEqual({
      state: 'failed',
      percent: 40,
      message: 'Pengubahan video terhenti karena server dimulai ulang. Unggah videonya lagi; video sebelumnya tetap dipakai.',
    });
  });
});
