import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { noisyJpeg } from '../test-support/media-fixtures.js';
import { MB } from '../../shared/constants.js';

// The gift's storage quota under parallel uploads (decision 052): each upload holds the room it declares in the
// database before its body is read, so twenty photos sent at once store no more than the quota between them.
// The `postgres` pass runs the same on PostgreSQL, where the uploads' statements meet on separate connections.

const t = useTestApp();
const { editor } = t;

const recordedBytes = async () =>
  Number(
    (await sql<{ bytes: number | string }>`SELECT COALESCE(SUM(size), 0) AS bytes FROM media_files WHERE site_id = 1`.execute(t.app.ctx.db))
      .rows[0]?.bytes,
  );

describe('twenty photos sent at once to a gift with 5 MB of room', () => {
  it('store no more than the quota, and fill it to within one upload', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/gallery/create-folder',
      headers: editor,
      payload: { name: 'Paralel' },
    });
    expect(created.statusCode).toBe(200);
    const folder = String(created.json().data.id);
    const quotaMb = Math.ceil((await recordedBytes()) / MB) + 5;
    await t.app.ctx.db.updateTable('sites').set({ quota_mb: quotaMb }).where('id', '=', 1).execute();
    t.app.ctx.readCache.clear();
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => noisyJpeg(700, 700, i)));

    const replies = await Promise.all(
      photos.map((data, i) => {
        const form = multipart({ folder_id: folder, title: `Foto ${i}` }, [
          { field: 'photo', filename: `${i}.jpg`, contentType: 'image/jpeg', data },
        ]);
        return t.app.inject({
          method: 'POST',
          url: '/api/gallery/create-photos',
          payload: form.payload,
          headers: { ...form.headers, ...editor },
        });
      }),
    );

    const kept = replies.filter((res) => res.statusCode === 200);
    const refused = replies.filter((res) => res.statusCode === 413);
    expect(kept.length + refused.length, replies.map((res) => res.body.slice(0, 120)).join('\n')).toBe(20);
    for (const res of refused) expect(res.json().message).toBe(`Ruang penyimpanan kado ini penuh (kuota ${quotaMb} MB).`);
    const stored = await recordedBytes();
    expect(stored).toBeLessThanOrEqual(quotaMb * MB);
    // Within one upload of the quota: what is left is less than one more photo would store (they differ by bytes).
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(quotaMb * MB - stored).toBeLessThan((stored / kept.length) * 1.1);
    // Every reservation was given back once its upload was recorded or refused.
    const held = await t.app.ctx.db.selectFrom('upload_reservations').select('id').execute();
    expect(held).toEqual([]);
    console.log(`[quota race] ${kept.length} kept, ${refused.length} refused; ${stored} of ${quotaMb * MB} bytes stored`);
  });
});
