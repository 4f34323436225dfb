import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, addYears, MILESTONE_TIME_ZONE, todayIn } from '../../shared/milestones.js';
import { useTestApp } from '../test-support/test-app.js';
import { sendHeartMoment } from '../test-support/heart-moments.js';
import { midnightIn } from '../services/heart-moments/on-this-day.js';

// 'Hari ini, setahun lalu' (docs/product.md §29): what the counter page is given of this day in past years, for the
// giver and the recipient alike: a shared moment or a gallery photo, the nearest year first, and never a private
// moment — neither the other partner's nor the reader's own.

const t = useTestApp();
const { editor, viewer } = t;

const today = () => todayIn(MILESTONE_TIME_ZONE);
const yearsAgo = (years: number) => addYears(today(), -years);

async function write(headers: Record<string, string>, fields: Record<string, string>): Promise<number> {
  const res = await sendHeartMoment(t.app, headers, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const onThisDay = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/heart-moments/on-this-day', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** A gallery photo added at `addedAt` (ISO 8601); its files are not needed by the read. */
async function photoAddedAt(addedAt: string, title = 'Pantai'): Promise<number> {
  const db = t.app.ctx.db;
  const folder = await db
    .insertInto('gallery_folders')
    .values({ site_id: 1, name: `Album ${title}`, created_at: addedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const photo = await db
    .insertInto('gallery_photos')
    .values({
      folder_id: folder.id,
      title,
      path: `photos/${title}.jpg`,
      thumb_path: `photos/${title}.t.webp`,
      display_path: null,
      created_at: addedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return photo.id;
}
const addedMs = (day: string, hour: number) => new Date(Date.parse(midnightIn(day, MILESTONE_TIME_ZONE)) + hour * 3_600_000).toISOString();

beforeEach(async () => {
  await t.app.ctx.db.deleteFrom('heart_moments').execute();
  await t.app.ctx.db.deleteFrom('gallery_photos').execute();
  await t.app.ctx.db.deleteFrom('gallery_folders').execute();
});

describe('Hari ini, setahun lalu', () => {
  it('is null when nothing was written or added on this day in a past year (today and yesterday last year are not it)', async () => {
    await write(viewer, { words: 'Hari ini', feeling: 'happy' });
    await write(viewer, { words: 'Kemarin tahun lalu', feeling: 'happy', date: addDays(yearsAgo(1), -1) });
    await photoAddedAt(new Date().toISOString(), 'Baru');
    for (const who of [viewer, editor]) expect(await onThisDay(who)).toBeNull();
  });

  it('gives the shared moment of this day a year ago, with its words and feeling, to both partners', async () => {
    const id = await write(editor, { words: 'Kamu menjemputku waktu hujan', feeling: 'loved', date: yearsAgo(1) });
    for (const [who, mine] of [
      [viewer, false],
      [editor, true],
    ] as const) {
      expect(await onThisDay(who)).toMatchObject({
        years: 1,
        date: yearsAgo(1),
        moment: { id, author: 'giver', mine, words: 'Kamu menjemputku waktu hujan', feeling: 'loved', visibility: 'shared' },
        photo: null,
      });
    }
  });

  it('never gives a private moment, the other partner’s or the reader’s own, though it is nearer and newer', async () => {
    const older = await write(editor, { words: 'Dua tahun lalu, dibagikan', feeling: 'seen', date: yearsAgo(2) });
    const secret = 'Rahasia penerima setahun lalu';
    const hidden = await write(viewer, { words: secret, feeling: 'grateful', date: yearsAgo(1), visibility: 'private' });
    await write(editor, { words: 'Rahasia pemberi setahun lalu', feeling: 'happy', date: yearsAgo(1), visibility: 'private' });
    for (const who of [viewer, editor]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/heart-moments/on-this-day', headers: who });
      expect(res.json().data).toMatchObject({ years: 2, moment: { id: older } });
      expect(res.body).not.toContain('Rahasia');
    }
    // Shared from now on, it is this day's moment for both.
    const shared = await t.app.inject({
      method: 'PUT',
      url: `/api/heart-moments/${hidden}/visibility`,
      headers: viewer,
      payload: { visibility: 'shared' },
    });
    expect(shared.statusCode).toBe(200);
    expect(await onThisDay(editor)).toMatchObject({ years: 1, moment: { id: hidden, words: secret, mine: false } });
  });

  it('gives a gallery photo added on this day in the gift’s calendar, when no moment is nearer', async () => {
    const last = yearsAgo(1);
    // One hour after midnight in Jakarta is still the day before in UTC: it counts by the gift's calendar.
    const photo = await photoAddedAt(addedMs(last, 1));
    // A minute before midnight in Jakarta is the day before: not this day.
    await photoAddedAt(new Date(Date.parse(midnightIn(last, MILESTONE_TIME_ZONE)) - 60_000).toISOString(), 'Sehari');
    await write(viewer, { words: 'Tiga tahun lalu', feeling: 'happy', date: yearsAgo(3) });
    expect(await onThisDay(viewer)).toMatchObject({
      years: 1,
      date: last,
      moment: null,
      photo: { id: photo, title: 'Pantai', url: 'photos/Pantai.jpg', thumb_url: 'photos/Pantai.t.webp', display_url: 'photos/Pantai.jpg' },
    });
    // In the same year a shared moment comes first.
    const moment = await write(viewer, { words: 'Setahun lalu', feeling: 'happy', date: last });
    expect(await onThisDay(editor)).toMatchObject({ years: 1, moment: { id: moment }, photo: null });
  });

  it('is read only past the PIN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/heart-moments/on-this-day' });
    expect(res.statusCode).toBe(401);
  });
});
