import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MB, WISH_PHOTOS_QUOTA_SHARE } from '../../shared/constants.js';
import { csrf, multipart, useTestApp } from '../test-support/test-app.js';
import { noisyJpeg } from '../test-support/media-fixtures.js';
import { MEDIA_KINDS } from '../storage/media-kinds.js';

// The wishes' photos' share of the quota under wishes sent at once (decision 051, decision 078): each wish's photo is
// counted against the share in the transaction that records it, one gift's wishes after another, so wishes sent
// together store no more than the share between them. The `postgres-s3` pass runs the same on PostgreSQL, where the
// wishes' statements meet on separate connections.

const WISH_KIND = MEDIA_KINDS.wishPhoto.folder;
const t = useTestApp();
const { editor } = t;

const wishPhotoBytes = async () =>
  Number(
    (
      await sql<{ bytes: number | string }>`SELECT COALESCE(SUM(size), 0) AS bytes FROM media_files
        WHERE site_id = 1 AND kind = ${WISH_KIND}`.execute(t.app.ctx.db)
    ).rows[0]?.bytes,
  );

describe("wishes with photos sent at once to a gift whose wishes' share holds about one", () => {
  it('store no more than the share between them; the others are refused with 413', async () => {
    const link = await t.app.inject({ method: 'PUT', url: '/api/wishes/link', headers: editor, payload: { open: true } });
    expect(link.statusCode).toBe(200);
    const key = decodeURIComponent(link.json<{ data: { url: string } }>().data.url.split('/w/')[1] ?? '');
    const guest = { cookie: `kado_wish=${key}`, ...csrf };
    const photos = await Promise.all(Array.from({ length: 4 }, (_, i) => noisyJpeg(700, 700, i)));
    // The quota: the gift's files so far and room for every photo beside them, so the gift's own quota never refuses;
    // its share for wishes' photos is a quarter of it, made to hold one photo as stored and not two.
    const used = Number((await t.app.inject({ method: 'GET', url: '/api/usage', headers: editor })).json().data.used_bytes);
    const quotaMb = Math.max(Math.ceil(used / MB) + 8, 12);
    await t.app.ctx.db.updateTable('sites').set({ quota_mb: quotaMb }).where('id', '=', 1).execute();
    t.app.ctx.readCache.clear();
    const share = Math.floor(quotaMb * MB * WISH_PHOTOS_QUOTA_SHARE);
    // Wish photos already stored beside the share fill it up to room for about 1.5 photos.
    const wishesBefore = await wishPhotoBytes();
    expect(wishesBefore).toBe(0);
    const filler = await t.app.ctx.db
      .insertInto('media_files')
      .values({
        site_id: 1,
        kind: WISH_KIND,
        path: `${WISH_KIND}/filler.jpg`,
        mime: 'image/jpeg',
        size: share - Math.floor(photos[0]!.length * 1.5),
        is_public: 0,
        created_at: new Date().toISOString(),
        original_name: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const replies = await Promise.all(
        photos.map((data, i) => {
          const form = multipart({ name: 'Teman', message: `Bersama ${i}` }, [
            { field: 'photo', filename: `${i}.jpg`, contentType: 'image/jpeg', data },
          ]);
          return t.app.inject({
            method: 'POST',
            url: '/api/wishes',
            payload: form.payload,
            headers: { ...form.headers, ...guest },
            remoteAddress: `10.61.0.${i + 1}`,
          });
        }),
      );
      const codes = replies.map((res) => res.statusCode);
      expect(
        codes.filter((code) => code !== 201 && code !== 413),
        replies.map((r) => r.body.slice(0, 120)).join('\n'),
      ).toEqual([]);
      expect(codes.filter((code) => code === 201).length).toBeGreaterThanOrEqual(1);
      expect(await wishPhotoBytes()).toBeLessThanOrEqual(share);
    } finally {
      await t.app.ctx.db.deleteFrom('media_files').where('id', '=', filler.id).execute();
    }
  });
});
