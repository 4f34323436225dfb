import fs from 'node:fs';
import path from 'node:path';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { html, jpeg } from '../test-support/media-fixtures.js';
import { isStored, storedPaths } from '../test-support/stored-media.js';
import { projectRoot } from '../lib/project-root.js';
import { ensureDefaultTrack } from '../services/music/default-track.js';
import { id3v2Length } from '../storage/track-tags.js';

const t = useTestApp();
const { editor, viewer } = t;

const getMusic = async () => (await t.app.inject({ method: 'GET', url: '/api/music', headers: viewer })).json().data;
const upload = (data: Buffer, filename = 'song.mp3') => {
  const form = multipart({}, [{ field: 'music', filename, contentType: 'audio/mpeg', data }]);
  return t.app.inject({ method: 'POST', url: '/api/music', payload: form.payload, headers: { ...form.headers, ...editor } });
};

describe('background music', () => {
  it('seeds the default track with its real tags, served with Range', async () => {
    const music = await getMusic();
    expect(music).toMatchObject({ url: expect.stringMatching(/^music\/[0-9a-f]{32}\.mp3$/), is_default: true });
    const head = await t.app.inject({ method: 'GET', url: `/storage/${music.url}`, headers: { ...viewer, range: 'bytes=0-65535' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-type']).toBe('audio/mpeg');
    const whole = await t.app.inject({ method: 'GET', url: `/storage/${music.url}`, headers: viewer });
    const tags = await parseBuffer(whole.rawPayload, { mimeType: 'audio/mpeg' });
    expect(tags.common.title).toBe('Lagu Untukmu');
    expect(tags.common.artist).toBe('Kado Music Box');
    expect(tags.common.picture?.[0]?.format).toBe('image/jpeg');
  });

  it('refuses music that is not audio, and keeps the old track', async () => {
    for (const data of [html, await jpeg()]) {
      const before = await t.snapshot();
      const res = await upload(data);
      expect(res.statusCode).toBe(415);
      expect(res.json().errors.music[0]).toMatch(/^Jenis file tidak didukung\. Gunakan audio/);
      expect(await t.snapshot()).toBe(before);
    }
  });

  it('replaces the track with an uploaded one, deleting the old file, and restores the default', async () => {
    const old = await getMusic();
    const mp3 = fs.readFileSync(path.join(projectRoot(), 'assets/default-track.mp3'));
    const res = await upload(mp3, 'our-song.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_default: false });
    expect(await isStored(t.app, old.url)).toBe(false);
    const restored = await t.app.inject({ method: 'DELETE', url: '/api/music', headers: editor });
    expect(restored.json().data).toMatchObject({ is_default: true });
    expect((await storedPaths(t.app)).filter((f) => f.startsWith('music/'))).toHaveLength(1);
  });

  // The 'Now Playing' details come with the reply, read once on the server.
  it("sends the seeded track's own tags, title, artist and a small webp cover", async () => {
    const music = await getMusic();
    expect(music).toMatchObject({
      title: 'Lagu Untukmu',
      artist: 'Kado Music Box',
      cover: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect(music.cover.length).toBeLessThan(16 * 1024);
  });

  it("reads an uploaded track's tags, and has none for an untagged one", async () => {
    const mp3 = fs.readFileSync(path.join(projectRoot(), 'assets/default-track.mp3'));
    const untagged = mp3.subarray(id3v2Length(mp3));
    const plain = await upload(untagged, 'lagu-kita.mp3');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({ is_default: false, name: 'lagu-kita.mp3', title: null, artist: null, cover: null });
    const tagged = await upload(mp3, 'our-song.mp3');
    expect(tagged.json().data).toMatchObject({ name: 'our-song.mp3', title: 'Lagu Untukmu', artist: 'Kado Music Box' });
    expect(await getMusic()).toMatchObject({
      title: 'Lagu Untukmu',
      artist: 'Kado Music Box',
      cover: expect.stringMatching(/^data:image\/webp/),
    });
    await t.app.inject({ method: 'DELETE', url: '/api/music', headers: editor });
  });

  it('reads the tags at start for a track that has none recorded (a gift from before they were kept)', async () => {
    await t.app.ctx.db.deleteFrom('music_tags').execute();
    expect(await getMusic()).toMatchObject({ title: null, artist: null, cover: null });
    await ensureDefaultTrack(t.app.ctx);
    expect(await getMusic()).toMatchObject({ title: 'Lagu Untukmu', artist: 'Kado Music Box' });
  });
});
