import { describe, expect, it } from 'vitest';
import { MB } from '../../shared/constants.js';
import { HEART_MOMENT_WORDS_MAX } from '../../shared/heart-moments.js';
import { MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { csrf, useTestApp } from '../test-support/test-app.js';
import { sendHeartMoment } from '../test-support/heart-moments.js';
import { html, jpeg } from '../test-support/media-fixtures.js';
import { storedPaths } from '../test-support/stored-media.js';

// Momen Hati on one gift (docs/product.md §29, decision 086): what the server takes from a form and what it sets
// itself, every refusal with its code, the order and the counts, the photo's files kept, replaced and removed
// with their moment, the gift's quota, and the CSRF header on a cookie's writes.

const t = useTestApp();
const { editor, viewer } = t;

const write = (headers: Record<string, string>, fields: Record<string, string>, photo?: Buffer, id?: number) =>
  sendHeartMoment(t.app, headers, fields, photo, id);
const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/heart-moments', headers })).json().data;
/** The moments' photos the media store holds (on disk, or in the bucket of the S3 pass). */
const storedFiles = async () => (await storedPaths(t.app)).filter((file) => file.includes('heart-moments/'));

/** Tomorrow in the gift's calendar. */
function tomorrow(): string {
  const day = new Date(`${todayIn(MILESTONE_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('writing a moment', () => {
  it('takes its author from the session, never the form; the date is today and it is shared unless said', async () => {
    const res = await write(viewer, { words: ' Kamu menjemputku waktu hujan \r\n', feeling: 'loved', author: 'giver', mine: 'false' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      author: 'recipient',
      mine: true,
      date: todayIn(MILESTONE_TIME_ZONE),
      words: 'Kamu menjemputku waktu hujan',
      feeling: 'loved',
      visibility: 'shared',
      photo: null,
      hearted: false,
    });
    const giver = await write(editor, { words: 'Dari pemberi', feeling: 'happy', date: '2025-02-14', visibility: 'private' });
    expect(giver.json().data).toMatchObject({ author: 'giver', date: '2025-02-14', visibility: 'private' });
  });

  it.each([
    ['no words', { words: '   ', feeling: 'loved' }, 'words', 'heartMoments.wordsRequired'],
    ['words past the limit', { words: 'x'.repeat(HEART_MOMENT_WORDS_MAX + 1), feeling: 'loved' }, 'words', 'heartMoments.wordsMax'],
    ['no feeling', { words: 'Halo' }, 'feeling', 'heartMoments.feelingRequired'],
    ['an unknown feeling', { words: 'Halo', feeling: 'angry' }, 'feeling', 'heartMoments.feelingUnknown'],
    ['a date not a day', { words: 'Halo', feeling: 'seen', date: '14-02-2025' }, 'date', 'heartMoments.dateFormat'],
    ['a date that does not exist', { words: 'Halo', feeling: 'seen', date: '2025-02-30' }, 'date', 'heartMoments.dateInvalid'],
    ['an unknown visibility', { words: 'Halo', feeling: 'seen', visibility: 'everyone' }, 'visibility', 'heartMoments.visibilityUnknown'],
  ])('refuses %s with its code, and stores nothing', async (_, fields, field, code) => {
    const before = await t.snapshot();
    const res = await write(viewer, fields as Record<string, string>, await jpeg(20, 20));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
    expect(res.json().code).toBe(code);
    expect(await t.snapshot()).toBe(before);
  });

  it('takes words of exactly the limit, and refuses a day after today in the gift’s calendar', async () => {
    expect((await write(viewer, { words: 'x'.repeat(HEART_MOMENT_WORDS_MAX), feeling: 'seen' })).statusCode).toBe(201);
    const before = await t.snapshot();
    const future = await write(viewer, { words: 'Besok', feeling: 'seen', date: tomorrow() }, await jpeg(20, 20));
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ code: 'heartMoments.dateFuture', errors: { date: [expect.any(String)] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a photo that is not an image, and one past the quota, storing nothing', async () => {
    const before = await t.snapshot();
    const notImage = await write(viewer, { words: 'Halo', feeling: 'seen' }, html);
    expect(notImage.statusCode).toBe(415);
    await t.app.ctx.db.updateTable('sites').set({ quota_mb: 1 }).where('id', '=', 1).execute();
    t.app.ctx.readCache.clear();
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2 * MB, 7)]);
    const full = await write(viewer, { words: 'Halo', feeling: 'seen' }, big);
    expect(full.statusCode).toBe(413);
    await t.app.ctx.db.updateTable('sites').set({ quota_mb: null }).where('id', '=', 1).execute();
    t.app.ctx.readCache.clear();
    expect(await t.snapshot()).toBe(before);
  });

  it('asks a cookie-authenticated partner for the CSRF header on writes', async () => {
    const cookie = `kado_viewer=${await t.viewerToken()}`;
    const without = await write({ cookie }, { words: 'Lewat cookie', feeling: 'seen' });
    expect(without.statusCode).toBe(403);
    expect((await write({ cookie, ...csrf }, { words: 'Lewat cookie', feeling: 'seen' })).statusCode).toBe(201);
  });
});

describe('the list', () => {
  it('is newest first by day, then as written, with a count per feeling over what the reader sees', async () => {
    const older = (await write(viewer, { words: 'Lama', feeling: 'supported', date: '2024-01-01' })).json().data.id;
    const newer = (await write(viewer, { words: 'Baru', feeling: 'supported', date: '2024-06-01' })).json().data.id;
    const hidden = (await write(viewer, { words: 'Sembunyi', feeling: 'supported', date: '2024-03-01', visibility: 'private' })).json().data
      .id;
    const mine = await list(viewer);
    const order = mine.moments.map((m: { id: number }) => m.id);
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(hidden));
    expect(order.indexOf(hidden)).toBeLessThan(order.indexOf(older));
    const dates = mine.moments.map((m: { date: string }) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(mine.counts.supported).toBe(3);
    const giver = await list(editor);
    expect(giver.counts.supported).toBe(2);
    expect(giver.moments.map((m: { id: number }) => m.id)).not.toContain(hidden);
    // Every count is the tally of the moments in the same reply.
    for (const { moments, counts } of [mine, giver]) {
      for (const [feeling, count] of Object.entries(counts)) {
        expect(moments.filter((m: { feeling: string }) => m.feeling === feeling)).toHaveLength(count as number);
      }
    }
  });
});

describe("a moment's photo", () => {
  it('is stored in three sizes, replaced on an edit, removed on request and with its moment', async () => {
    const made = await write(viewer, { words: 'Dengan foto', feeling: 'grateful' }, await jpeg(60, 40));
    expect(made.statusCode, made.body).toBe(201);
    const { id, photo } = made.json().data;
    const first = await storedFiles();
    expect(first).toEqual([photo.url, photo.display_url, photo.thumb_url].sort());

    const replaced = await write(viewer, { words: 'Foto baru', feeling: 'grateful' }, await jpeg(50, 50), id);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.photo.url).not.toBe(photo.url);
    expect((await storedFiles()).some((file) => first.includes(file))).toBe(false);

    const kept = await write(viewer, { words: 'Tanpa foto baru', feeling: 'grateful' }, undefined, id);
    expect(kept.json().data.photo.url).toBe(replaced.json().data.photo.url);

    const removed = await write(viewer, { words: 'Tanpa foto', feeling: 'grateful', remove_photo: '1' }, undefined, id);
    expect(removed.json().data.photo).toBeNull();
    expect(await storedFiles()).toEqual([]);

    const again = await write(viewer, { words: 'Foto lagi', feeling: 'grateful' }, await jpeg(30, 30), id);
    expect(await storedFiles()).toHaveLength(3);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${again.json().data.id}`, headers: viewer });
    expect(gone.statusCode).toBe(200);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('hearts', () => {
  it('the other partner gives and takes back one heart on a shared moment; both see it', async () => {
    const id = (await write(editor, { words: 'Untuk dihati', feeling: 'appreciated' })).json().data.id;
    const on = await t.app.inject({ method: 'POST', url: `/api/heart-moments/${id}/heart`, headers: viewer });
    expect(on.json()).toMatchObject({ message: 'Diberi hati.', data: { id, hearted: true } });
    for (const headers of [editor, viewer]) {
      expect((await list(headers)).moments.find((m: { id: number }) => m.id === id).hearted).toBe(true);
    }
    const off = await t.app.inject({ method: 'POST', url: `/api/heart-moments/${id}/heart`, headers: viewer });
    expect(off.json().data.hearted).toBe(false);
    const own = await t.app.inject({ method: 'POST', url: `/api/heart-moments/${id}/heart`, headers: editor });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('heartMoments.heartOwn');
  });
});
