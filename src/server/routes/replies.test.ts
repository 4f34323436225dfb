import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf, multipart, PIN, testConfig, useTestApp } from '../test-support/test-app.js';
import { jpeg, voiceWebm } from '../test-support/media-fixtures.js';
import { isStored, readStored } from '../test-support/stored-media.js';
import { ensureVoiceNoteDurations } from '../services/love-moment/voice-note-durations.js';
import { buildApp } from '../app.js';

// The recipient answers (decision 043): replies with an optional voice note, hearts on photos and love
// moments; both wait for the timed reveal, and only the recipient sends them.

const t = useTestApp();
const { editor, viewer } = t;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

function sendReply(headers: Record<string, string>, fields: Record<string, string>, voice?: { data: Buffer; type?: string }) {
  const form = multipart(
    fields,
    voice ? [{ field: 'voiceNote', filename: 'suara.webm', contentType: voice.type ?? 'audio/webm', data: voice.data }] : [],
  );
  return t.app.inject({ method: 'POST', url: '/api/replies', payload: form.payload, headers: { ...form.headers, ...headers } });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kado-reply-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A voice note as a recorder might leave it: Opus in WebM with a title in its tags. */
function taggedWebm(): Buffer {
  const out = path.join(dir, 'tagged.webm');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=1'],
    ...['-c:a', 'libopus', '-metadata', 'title=Rahasia Balasan', out],
  ]);
  return fs.readFileSync(out);
}

/** 2.5 seconds as Chromium's MediaRecorder writes a voice note: WebM/Opus without a Duration element. */
function recordedWebm(): Buffer {
  const out = path.join(dir, 'recorded.webm');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=2.5'],
    ...['-c:a', 'libopus', '-live', '1', '-f', 'webm', out],
  ]);
  return fs.readFileSync(out);
}

function videoWebm(): Buffer {
  const out = path.join(dir, 'video.webm');
  execFileSync('/usr/bin/ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=5:duration=1'],
    ...['-c:v', 'libvpx', '-b:v', '50k', out],
  ]);
  return fs.readFileSync(out);
}

async function photoId(): Promise<number> {
  const folder = await call('POST', '/api/gallery/create-folder', editor, { name: 'Hati' });
  const form = multipart({ folder_id: String(folder.json().data.id), title: 'Pantai' }, [
    { field: 'photo', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpeg(50, 40) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gallery/create-photos',
    payload: form.payload,
    headers: { ...form.headers, ...editor },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

async function momentId(): Promise<number> {
  const form = multipart({ title: 'Kencan pertama', date: '2023-02-14', letter: 'Ingat?' }, []);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/love-moment',
    payload: form.payload,
    headers: { ...form.headers, ...editor },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe('replies', () => {
  it('the recipient sends a letter (201); the recipient and the giver read it; a footstep says so', async () => {
    const sent = await sendReply(viewer, { message: 'Terima kasih, Sayang!\r\nAku suka.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      success: true,
      message: 'Balasanmu terkirim!',
      data: { message: 'Terima kasih, Sayang!\nAku suka.', voice_note: null },
    });
    for (const headers of [viewer, editor]) {
      const list = await call('GET', '/api/replies', headers);
      expect(list.statusCode).toBe(200);
      expect(list.json().data[0]).toMatchObject({ id: sent.json().data.id, message: 'Terima kasih, Sayang!\nAku suka.' });
    }
    const footsteps = (await call('GET', '/api/activity', editor)).json().data;
    expect(footsteps[0]).toMatchObject({ event: 'replied' });
  });

  it('refuses an empty reply without a voice note, and one over 2,000 characters, changing nothing', async () => {
    const before = await t.snapshot();
    const empty = await sendReply(viewer, { message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      success: false,
      message: 'Tulis balasan atau rekam pesan suara dulu.',
      errors: { message: ['Tulis balasan atau rekam pesan suara dulu.'] },
    });
    expect((await sendReply(viewer, {})).statusCode).toBe(422);
    const long = await sendReply(viewer, { message: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('Balasan maksimal 2.000 karakter.');
    expect(await t.snapshot()).toBe(before);
    expect((await sendReply(viewer, { message: 'a'.repeat(2000) })).statusCode).toBe(201);
  });

  it('keeps nothing of a refused reply', async () => {
    const before = await t.snapshot();
    const files = t.files();
    expect((await sendReply(viewer, { message: 'x'.repeat(2001) }, { data: voiceWebm() })).statusCode).toBe(422);
    expect((await sendReply(viewer, { message: 'video' }, { data: videoWebm() })).statusCode).toBe(415);
    expect(await t.snapshot()).toBe(before);
    expect(t.files()).toEqual(files);
  });

  it('a voice note alone is a reply: stored without its tags, played by the giver, gone with the reply', async () => {
    const sent = await sendReply(viewer, {}, { data: taggedWebm() });
    expect(sent.statusCode, sent.body).toBe(201);
    const voice: string = sent.json().data.voice_note;
    expect(voice).toMatch(/^reply-voice-notes\/[0-9a-f]+\.webm$/);
    expect((await readStored(t.app, voice)).includes(Buffer.from('Rahasia Balasan'))).toBe(false);
    const played = await call('GET', `/storage/${voice}`, editor);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/webm');

    expect((await call('DELETE', `/api/replies/${sent.json().data.id}`, viewer)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/replies/${sent.json().data.id}`, editor);
    expect(deleted.json()).toEqual({ success: true, message: 'Balasan dihapus.' });
    expect(await isStored(t.app, voice)).toBe(false);
    expect((await call('GET', '/api/replies', editor)).json().data.map((r: { id: number }) => r.id)).not.toContain(sent.json().data.id);
    expect((await call('DELETE', `/api/replies/${sent.json().data.id}`, editor)).statusCode).toBe(404);
  });

  it("keeps the voice note's length the server read from the file (decision 029's addendum); the client's is ignored", async () => {
    const near = (ms: unknown, expected: number) => expect(Math.abs(Number(ms ?? -1000) - expected)).toBeLessThanOrEqual(50);
    const sent = await sendReply(viewer, { message: 'Dengar ya', voice_note_duration_ms: '99000' }, { data: recordedWebm() });
    expect(sent.statusCode, sent.body).toBe(201);
    near(sent.json().data.voice_note_duration_ms, 2500);
    for (const headers of [viewer, editor]) {
      const listed = (await call('GET', '/api/replies', headers)).json().data.find((r: { id: number }) => r.id === sent.json().data.id);
      near(listed.voice_note_duration_ms, 2500);
    }
    const letter = await sendReply(viewer, { message: 'Tanpa suara' });
    expect(letter.json().data).toMatchObject({ voice_note: null, voice_note_duration_ms: null });

    // A reply saved before lengths were kept gets its length at the next start: the restart reads the voice note
    // from the test app's own store (a bucket in the S3 pass).
    await t.app.ctx.db.updateTable('replies').set({ voice_note_duration_ms: null }).where('id', '=', sent.json().data.id).execute();
    const restarted = await buildApp(testConfig(t.dataDir, { s3: t.app.ctx.config.s3 }));
    await restarted.app.close();
    const mended = (await call('GET', '/api/replies', editor)).json().data.find((r: { id: number }) => r.id === sent.json().data.id);
    near(mended.voice_note_duration_ms, 2500);
    expect(await ensureVoiceNoteDurations(t.app.ctx)).toBe(0);
  });

  it("the giver's preview sends no reply (403) and writes nothing", async () => {
    const before = await t.snapshot();
    const res = await sendReply(editor, { message: 'Dari pemberi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/penerima/);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('hearts', () => {
  const toggle = (headers: Record<string, string>, body: object) => call('POST', '/api/reactions', headers, body);

  it('the recipient hearts a photo and a love moment, and takes a heart back; counts for both roles', async () => {
    const photo = await photoId();
    const moment = await momentId();
    const on = await toggle(viewer, { target: 'photo', id: photo });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ success: true, data: { target: 'photo', id: photo, hearted: true, count: 1 } });
    // A second recipient session hearts it too: two hearts.
    const pin = await t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress: '10.9.9.8' });
    const other = { authorization: `Bearer ${pin.json().token as string}` };
    expect((await toggle(other, { target: 'photo', id: photo })).json().data).toMatchObject({ hearted: true, count: 2 });
    expect((await toggle(viewer, { target: 'love-moment', id: moment })).json().data).toMatchObject({ hearted: true, count: 1 });

    const mine = (await call('GET', '/api/reactions', viewer)).json().data;
    expect(mine.photo).toEqual({ [photo]: 2 });
    expect(mine['love-moment']).toEqual({ [moment]: 1 });
    expect(mine.mine).toEqual({ photo: [photo], 'love-moment': [moment] });
    const giver = (await call('GET', '/api/reactions', editor)).json().data;
    expect(giver.mine).toEqual({ photo: [], 'love-moment': [] });
    expect(giver.items).toEqual([
      expect.objectContaining({ target: 'photo', id: photo, title: 'Pantai', count: 2, thumb: expect.stringMatching(/^gallery\//) }),
      expect.objectContaining({ target: 'love-moment', id: moment, title: 'Kencan pertama', count: 1, thumb: null }),
    ]);

    const off = await toggle(viewer, { target: 'photo', id: photo });
    expect(off.json()).toMatchObject({ message: 'Hati dilepas.', data: { hearted: false, count: 1 } });
  });

  it('404 for an id not in this gift, 422 for an unknown target, 403 for the giver; nothing changes', async () => {
    const before = await t.snapshot();
    const missing = await toggle(viewer, { target: 'photo', id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Foto atau love moment ini tidak ada di hadiah ini.');
    expect((await toggle(viewer, { target: 'love-moment', id: 999999 })).statusCode).toBe(404);
    const unknown = await toggle(viewer, { target: 'todo', id: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.target[0]).toMatch(/photo/);
    expect((await toggle(viewer, { target: 'photo', id: 'x' })).statusCode).toBe(422);
    expect((await toggle(editor, { target: 'photo', id: 1 })).statusCode).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });

  it('deleting a photo or a love moment takes its hearts', async () => {
    const photo = await photoId();
    const moment = await momentId();
    await toggle(viewer, { target: 'photo', id: photo });
    await toggle(viewer, { target: 'love-moment', id: moment });
    expect((await call('DELETE', `/api/gallery/delete-photo/${photo}`, editor)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/love-moment/delete/${moment}`, editor)).statusCode).toBe(200);
    const counts = (await call('GET', '/api/reactions', editor)).json().data;
    expect(counts.photo[photo]).toBeUndefined();
    expect(counts['love-moment'][moment]).toBeUndefined();
    expect(counts.items.map((item: { id: number; target: string }) => `${item.target}:${item.id}`)).not.toContain(`photo:${photo}`);
  });
});

describe('the timed reveal (decision 039)', () => {
  beforeAll(async () => {
    const res = await call('PUT', '/api/reveal', { ...editor, ...csrf }, { reveal_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await call('PUT', '/api/reveal', { ...editor, ...csrf }, { reveal_at: null });
  });

  it('holds replies and hearts back from the recipient until the moment; the giver still reads', async () => {
    expect((await sendReply(viewer, { message: 'Terlalu cepat' })).statusCode).toBe(403);
    expect((await call('GET', '/api/replies', viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/reactions', viewer, { target: 'photo', id: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/reactions', viewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/replies', editor)).statusCode).toBe(200);
    expect((await call('GET', '/api/reactions', editor)).statusCode).toBe(200);
  });
});
