import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { claimMp4Length, html } from '../test-support/media-fixtures.js';
import { isStored, readStored } from '../test-support/stored-media.js';
import { sweepOrphans } from '../services/uploads/orphan-sweep.js';
import { ensureVoiceNoteDurations } from '../services/love-moment/voice-note-durations.js';
import type { LoveMoment } from '../../shared/schemas/love-moment.js';
import { addDays, MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';

// Voice notes on love moments (decision 029): sound only, checked by content, at most 10 MB, metadata
// emptied; replaced or removed files go; a sealed capsule's voice note is kept from the viewer.

const t = useTestApp();
const { editor, viewer } = t;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-voice-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const SECRET_TITLE = 'Rahasia Suara';

/** One second of a tone from ffmpeg, with a title and a date in its metadata, as a recorder might leave. */
function make(name: string, args: string[], input = 'sine=frequency=440:duration=1'): Buffer {
  const out = path.join(dir, name);
  execFileSync('/usr/bin/ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    input,
    ...args,
    '-metadata',
    `title=${SECRET_TITLE}`,
    '-metadata',
    'artist=Kado Tester',
    '-metadata',
    'creation_time=2024-02-02T10:00:00Z',
    out,
  ]);
  return fs.readFileSync(out);
}

/** Every tag ffprobe finds in a file, lowercased. */
function tagsOf(bytes: Buffer): string {
  const file = path.join(dir, `probe-${Math.random().toString(16).slice(2)}`);
  fs.writeFileSync(file, bytes);
  return execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]).toString().toLowerCase();
}

/** ffprobe's duration of a file, in milliseconds. */
function probeMs(bytes: Buffer): number {
  const file = path.join(dir, `length-${Math.random().toString(16).slice(2)}`);
  fs.writeFileSync(file, bytes);
  const out = execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Math.round(Number(out.toString().trim()) * 1000);
}

/** What ffmpeg says decoding the whole file with its checksums checked: nothing when it is whole. */
function decodeErrors(bytes: Buffer): string {
  const file = path.join(dir, `decode-${Math.random().toString(16).slice(2)}`);
  fs.writeFileSync(file, bytes);
  const run = spawnSync('/usr/bin/ffmpeg', ['-v', 'error', '-err_detect', 'crccheck', '-i', file, '-f', 'null', '-']);
  return run.stderr.toString() + (run.status === 0 ? '' : `exit ${run.status}`);
}

let webm: Buffer;
let ogg: Buffer;
let oggVorbis: Buffer;
let mp3: Buffer;
let m4a: Buffer;
let videoWebm: Buffer;
let videoM4a: Buffer;
let videoMp4: Buffer;
let soundMp4: Buffer;
/** 2.5 seconds as Chromium's MediaRecorder writes it: WebM/Opus without a Duration element. */
let recorded: Buffer;
beforeAll(() => {
  recorded = make('recorded.webm', ['-c:a', 'libopus', '-b:a', '32k', '-live', '1', '-f', 'webm'], 'sine=frequency=440:duration=2.5');
  webm = make('a.webm', ['-c:a', 'libopus', '-b:a', '32k']);
  ogg = make('b.ogg', ['-c:a', 'libopus', '-b:a', '32k']);
  oggVorbis = make('b2.ogg', ['-c:a', 'libvorbis', '-q:a', '1']);
  mp3 = make('c.mp3', ['-c:a', 'libmp3lame', '-b:a', '64k']);
  m4a = make('d.m4a', ['-c:a', 'aac', '-b:a', '64k']);
  videoWebm = make('e.webm', ['-c:v', 'libvpx', '-b:v', '50k'], 'testsrc=size=64x48:rate=5:duration=1');
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  videoM4a = make('f.m4a', [...h264, '-f', 'mp4', '-brand', 'M4A '], 'testsrc=size=64x48:rate=5:duration=1');
  videoMp4 = make('g.mp4', h264, 'testsrc=size=64x48:rate=5:duration=1');
  soundMp4 = make('h.mp4', ['-c:a', 'aac', '-b:a', '64k']);
});

const fields = { title: 'Suaramu', date: '2022-03-03', letter: 'Dengarkan ini.' };

interface Voice {
  data: Buffer;
  filename?: string;
}
function send(url: string, extra: Record<string, string> = {}, voice?: Voice, headers = editor) {
  const files = voice
    ? [{ field: 'voiceNote', filename: voice.filename ?? 'pesan.webm', contentType: 'audio/webm', data: voice.data }]
    : [];
  const form = multipart({ ...fields, ...extra }, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
async function create(extra: Record<string, string> = {}, voice?: Voice): Promise<LoveMoment> {
  const res = await send('/api/love-moment', extra, voice);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LoveMoment;
}
const getStorage = (file: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url: `/storage/${file}`, headers });
const read = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/love-moment', headers })).json().data as LoveMoment[];

describe('uploading a voice note', () => {
  it('keeps a MediaRecorder-style WebM/Opus as audio/webm, its title and date gone, served to viewers only', async () => {
    expect(tagsOf(webm)).toContain(SECRET_TITLE.toLowerCase());
    const moment = await create({}, { data: webm });
    expect(moment.voice_note).toMatch(/^voice-notes\/[0-9a-f]{32}\.webm$/);
    const voice = moment.voice_note!;
    const stored = await readStored(t.app, voice);
    expect(stored.length).toBe(webm.length);
    const tags = tagsOf(stored);
    expect(tags).not.toContain(SECRET_TITLE.toLowerCase());
    expect(tags).not.toContain('kado tester');
    expect(decodeErrors(stored)).toBe('');
    expect(tags).toContain('"codec_name": "opus"');
    expect(decodeErrors(stored)).toBe('');

    const res = await getStorage(voice, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/webm');
    expect((await getStorage(voice)).statusCode).toBe(401);
    expect((await read(viewer)).find((m) => m.id === moment.id)?.voice_note).toBe(voice);
  });

  it.each([
    ['Ogg/Opus (its OpusTags emptied)', 'ogg', () => ogg, 'audio/ogg'],
    ['Ogg/Vorbis (its comments emptied)', 'ogg', () => oggVorbis, 'audio/ogg'],
    ['MP3 (its ID3 tags emptied)', 'mp3', () => mp3, 'audio/mpeg'],
    ['M4A (its udta/meta emptied)', 'm4a', () => m4a, 'audio/mp4'],
    ['MP4 of sound only under a video brand, as Safari records', 'm4a', () => soundMp4, 'audio/mp4'],
  ])('accepts %s', async (_name, extension, bytes, mime) => {
    const moment = await create({}, { data: bytes(), filename: `pesan.${extension}` });
    expect(moment.voice_note).toMatch(new RegExp(`^voice-notes/[0-9a-f]{32}\\.${extension}$`));
    // Its length, read by the server from the file (decision 029's addendum).
    expect(Math.abs(moment.voice_note_duration_ms! - probeMs(bytes()))).toBeLessThanOrEqual(50);
    expect((await getStorage(moment.voice_note!, viewer)).headers['content-type']).toBe(mime);
    const stored = await readStored(t.app, moment.voice_note!);
    expect(stored.length).toBe(bytes().length);
    const tags = tagsOf(stored);
    expect(tags).not.toContain(SECRET_TITLE.toLowerCase());
    expect(tags).not.toContain('kado tester');
    expect(decodeErrors(stored)).toBe('');
  });

  it('refuses what is not sound by its content, whatever its name, and changes nothing', async () => {
    const moment = await create();
    const before = await t.snapshot();
    // A video is refused even in an audio container's clothes (an M4A brand around an H.264 track).
    for (const data of [html, videoWebm, videoM4a, videoMp4]) {
      const res = await send(`/api/love-moment/${moment.id}`, {}, { data, filename: 'pesan.webm' });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().errors).toEqual({ voiceNote: ['Jenis file tidak didukung. Gunakan audio (WebM, Ogg/Opus, MP3, M4A).'] });
      const created = await send('/api/love-moment', {}, { data });
      expect(created.statusCode).toBe(415);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses an MP3 whose tag cannot be read with 422', async () => {
    const before = await t.snapshot();
    const res = await send('/api/love-moment', {}, { data: Buffer.from('ID3 but not really an MP3 tag'), filename: 'x.mp3' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ voiceNote: ['File audio rusak atau tidak bisa dibaca.'] });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a file over 10 MB with 413, and changes nothing', async () => {
    const moment = await create({}, { data: webm });
    const before = await t.snapshot();
    const big = Buffer.concat([webm, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await send(`/api/love-moment/${moment.id}`, {}, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ voiceNote: ['Ukuran file maksimal 10 MB.'] });
    expect(await t.snapshot()).toBe(before);
    expect(await isStored(t.app, moment.voice_note!)).toBe(true);
  });

  it('refuses a viewer', async () => {
    const res = await send('/api/love-moment', {}, { data: webm }, viewer);
    expect(res.statusCode).toBe(403);
  });
});

describe('replacing and removing a voice note', () => {
  it('keeps the voice note on an edit without one', async () => {
    const moment = await create({}, { data: webm });
    const res = await send(`/api/love-moment/${moment.id}`, { title: 'Ganti judul' });
    expect(res.json().data).toMatchObject({ title: 'Ganti judul', voice_note: moment.voice_note });
  });

  it('a new voice note replaces the old one, whose file goes', async () => {
    const moment = await create({}, { data: webm });
    const res = await send(`/api/love-moment/${moment.id}`, {}, { data: mp3, filename: 'baru.mp3' });
    const after = res.json().data as LoveMoment;
    expect(after.voice_note).toMatch(/\.mp3$/);
    expect(await isStored(t.app, moment.voice_note!)).toBe(false);
    expect(await t.app.ctx.repos.media.findByPath(moment.voice_note!)).toBeUndefined();
    expect(await isStored(t.app, after.voice_note!)).toBe(true);
  });

  it('remove_voice_note drops it and deletes its file', async () => {
    const moment = await create({}, { data: webm });
    const res = await send(`/api/love-moment/${moment.id}`, { remove_voice_note: '1' });
    expect(res.json().data.voice_note).toBeNull();
    expect(await isStored(t.app, moment.voice_note!)).toBe(false);
    expect((await getStorage(moment.voice_note!, editor)).statusCode).toBe(404);
  });

  it('deleting the moment deletes its voice note', async () => {
    const moment = await create({}, { data: webm });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/love-moment/delete/${moment.id}`, headers: editor });
    expect(res.statusCode).toBe(200);
    expect(await isStored(t.app, moment.voice_note!)).toBe(false);
    expect(await t.app.ctx.repos.media.findByPath(moment.voice_note!)).toBeUndefined();
  });

  it('the orphan sweep keeps a voice note (it is recorded like every upload)', async () => {
    const moment = await create({}, { data: webm });
    const report = await sweepOrphans(t.app.ctx, 0);
    expect(report.removed).not.toContain(moment.voice_note);
    expect(await isStored(t.app, moment.voice_note!)).toBe(true);
  });
});

describe('a sealed time capsule keeps its voice note (decisions 028, 029)', () => {
  const today = todayIn(MILESTONE_TIME_ZONE);

  it('gives the viewer no path and no file until its day; the giver hears it', async () => {
    const moment = await create({ opens_at: addDays(today, 3) }, { data: webm });
    const voice = moment.voice_note!;
    expect(voice).toBeTruthy();
    const res = await t.app.inject({ method: 'GET', url: '/api/love-moment', headers: viewer });
    expect(res.body).not.toContain(voice);
    expect((res.json().data as LoveMoment[]).find((m) => m.id === moment.id)).toMatchObject({ sealed: true, voice_note: null });
    const refused = await getStorage(voice, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Pesan suara ini baru bisa didengar saat kapsul waktunya terbuka.');
    expect((await getStorage(voice, editor)).statusCode).toBe(200);
    expect((await read(editor)).find((m) => m.id === moment.id)?.voice_note).toBe(voice);
  });

  it('opens on its day', async () => {
    const moment = await create({ opens_at: today }, { data: webm });
    expect((await read(viewer)).find((m) => m.id === moment.id)?.voice_note).toBe(moment.voice_note);
    expect((await getStorage(moment.voice_note!, viewer)).statusCode).toBe(200);
  });
});

describe("a voice note's length (decision 029's addendum)", () => {
  const near = (ms: number | null | undefined, expected: number) => expect(Math.abs((ms ?? -1000) - expected)).toBeLessThanOrEqual(50);

  it("is read from a MediaRecorder WebM that does not say it, kept and returned; the client's number is ignored", async () => {
    // ffprobe finds no length in its header: the browser does not either (it says Infinity).
    const header = path.join(dir, 'recorded-check.webm');
    fs.writeFileSync(header, recorded);
    expect(
      execFileSync('/usr/bin/ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', header]).toString(),
    ).toMatch(/N\/A/);
    const moment = await create({ voice_note_duration_ms: '99000' }, { data: recorded });
    near(moment.voice_note_duration_ms, 2500);
    for (const headers of [viewer, editor]) near((await read(headers)).find((m) => m.id === moment.id)?.voice_note_duration_ms, 2500);
    const row = await t.app.ctx.db
      .selectFrom('love_moments')
      .select('voice_note_duration_ms')
      .where('id', '=', moment.id)
      .executeTakeFirst();
    near(row?.voice_note_duration_ms, 2500);
  });

  it('an M4A whose headers claim 23 h for 2 s of sound is kept and shown with the 2 s its samples last', async () => {
    const honest = make('claim.m4a', ['-c:a', 'aac', '-b:a', '48k'], 'sine=frequency=440:duration=2');
    const moment = await create({}, { data: claimMp4Length(honest, 23 * 60 * 60 * 1000), filename: 'pesan.m4a' });
    near(moment.voice_note_duration_ms, 2000);
    near((await read(viewer)).find((m) => m.id === moment.id)?.voice_note_duration_ms, 2000);
  });

  it('follows the voice note: kept on an edit without one, replaced with it, cleared when it is removed', async () => {
    const moment = await create({}, { data: webm });
    near(moment.voice_note_duration_ms, 1000);
    const kept = (await send(`/api/love-moment/${moment.id}`, { title: 'Judul baru' })).json().data as LoveMoment;
    expect(kept.voice_note_duration_ms).toBe(moment.voice_note_duration_ms);
    const replaced = (await send(`/api/love-moment/${moment.id}`, {}, { data: recorded })).json().data as LoveMoment;
    near(replaced.voice_note_duration_ms, 2500);
    const removed = (await send(`/api/love-moment/${moment.id}`, { remove_voice_note: '1' })).json().data as LoveMoment;
    expect(removed).toMatchObject({ voice_note: null, voice_note_duration_ms: null });
    const row = await t.app.ctx.db
      .selectFrom('love_moments')
      .select('voice_note_duration_ms')
      .where('id', '=', moment.id)
      .executeTakeFirst();
    expect(row?.voice_note_duration_ms).toBeNull();
    expect((await create()).voice_note_duration_ms).toBeNull();
  });

  it("a sealed capsule's length is kept from the viewer with its voice note", async () => {
    const moment = await create({ opens_at: addDays(todayIn(MILESTONE_TIME_ZONE), 3) }, { data: recorded });
    expect((await read(viewer)).find((m) => m.id === moment.id)).toMatchObject({ voice_note: null, voice_note_duration_ms: null });
    near((await read(editor)).find((m) => m.id === moment.id)?.voice_note_duration_ms, 2500);
  });

  it('voice notes saved before lengths were kept are measured at start; a file that is gone stays unknown', async () => {
    const measured = await create({}, { data: recorded });
    const gone = await create({}, { data: webm });
    const db = t.app.ctx.db;
    await db.updateTable('love_moments').set({ voice_note_duration_ms: null }).where('id', 'in', [measured.id, gone.id]).execute();
    await t.app.ctx.media.delete([gone.voice_note!]);
    expect((await read(editor)).find((m) => m.id === measured.id)?.voice_note_duration_ms).toBeNull();

    expect(await ensureVoiceNoteDurations(t.app.ctx)).toBe(1);
    near((await read(editor)).find((m) => m.id === measured.id)?.voice_note_duration_ms, 2500);
    expect((await read(editor)).find((m) => m.id === gone.id)?.voice_note_duration_ms).toBeNull();
    // Nothing stays in the temp folder, and the stored file is as it was.
    expect(await isStored(t.app, measured.voice_note!)).toBe(true);
  });

  it('a length kept from a header that claimed more than the file holds is measured again at start; a plausible one stays', async () => {
    const lying = await create({}, { data: webm });
    const plausible = await create({}, { data: recorded });
    const db = t.app.ctx.db;
    // As the server stored a 23 h claim before it measured the samples.
    await db.updateTable('love_moments').set({ voice_note_duration_ms: 82_800_000 }).where('id', '=', lying.id).execute();
    await db.updateTable('love_moments').set({ voice_note_duration_ms: 2600 }).where('id', '=', plausible.id).execute();

    expect(await ensureVoiceNoteDurations(t.app.ctx)).toBe(1);
    near((await read(editor)).find((m) => m.id === lying.id)?.voice_note_duration_ms, 1000);
    expect((await read(editor)).find((m) => m.id === plausible.id)?.voice_note_duration_ms).toBe(2600);
  });
});
