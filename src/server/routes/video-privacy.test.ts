import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import type { VideoGift } from '../../shared/schemas/video-gift.js';
import { withoutCode } from '../test-support/refusal.js';

// Nothing kept that should not be: a phone's video says where it was shot; the stored copy
// must not (decision 016). The video is not re-encoded: only its metadata boxes are emptied.

const hasFfmpeg = fs.existsSync('/usr/bin/ffmpeg') && fs.existsSync('/usr/bin/ffprobe');
const LOCATION = '+06.2000+106.8166/';
const t = useTestApp();
const { editor } = t;
let dir: string;
let tagged: Buffer;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-video-privacy-'));
  if (!hasFfmpeg) return;
  const out = path.join(dir, 'shot-on-phone.mp4');
  execFileSync('/usr/bin/ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x90:rate=15:duration=1',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-metadata',
    `location=${LOCATION}`,
    '-metadata',
    'title=Pantai Rahasia',
    '-movflags',
    '+faststart+use_metadata_tags',
    out,
  ]);
  tagged = fs.readFileSync(out);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function upload(video: Buffer) {
  const form = multipart({ title: 'Untukmu', description: '' }, [
    { field: 'video', filename: 'v.mp4', contentType: 'video/mp4', data: video },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/video-gift', payload: form.payload, headers: { ...form.headers, ...editor } });
}

const probe = (file: string) =>
  execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]).toString();

describe.skipIf(!hasFfmpeg && !process.env.CI)('uploaded videos lose their metadata', () => {
  it('serves an MP4 shot with a location back without it, same size, still a playable video', async () => {
    expect(probe(path.join(dir, 'shot-on-phone.mp4'))).toContain(LOCATION);
    const res = await upload(tagged);
    expect(res.statusCode, res.body).toBe(200);
    const gift = res.json<{ data: VideoGift }>().data;

    // As the giver: the recipient meets the video only after the quiz.
    const served = await t.app.inject({ method: 'GET', url: `/storage/${gift.video_url}`, headers: editor });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(tagged.length);
    const copy = path.join(dir, 'served.mp4');
    fs.writeFileSync(copy, served.rawPayload);
    const info = probe(copy);
    expect(info.toLowerCase()).not.toContain(LOCATION);
    expect(info.toLowerCase()).not.toContain('pantai rahasia');
    expect(JSON.parse(info)).toMatchObject({ streams: [{ codec_name: 'h264', width: 160, height: 90 }] });
  });

  it('refuses a video whose structure is broken with 422, keeping nothing', async () => {
    // A real ftyp box, then a moov box claiming far more bytes than the file has.
    const broken = Buffer.concat([
      tagged.subarray(0, tagged.readUInt32BE(0)),
      Buffer.from([0, 0x10, 0, 0]),
      Buffer.from('moov'),
      Buffer.alloc(256),
    ]);
    const before = await t.snapshot();
    const res = await upload(broken);
    expect(res.statusCode).toBe(422);
    const message = 'File video rusak atau tidak bisa dibaca.';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { video: [message] } });
    expect(await t.snapshot()).toBe(before);
    expect(t.files().filter((f) => f.startsWith('tmp/'))).toEqual([]);
  });
});
