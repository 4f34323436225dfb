import { buffer } from 'node:stream/consumers';
import yauzl, { type ZipFile as ZipReader } from 'yauzl';
import { describe, expect, it } from 'vitest';
import { jpeg } from '../../test-support/media-fixtures.js';
import { multipart, useTestApp } from '../../test-support/test-app.js';

// The giver's archive and Momen Hati (decision 086): the moments are not in this archive version, so the recipient's
// private moment, its words and its photo never leave with the giver's export, and an import of an archive leaves
// the moments and their photos where they are.

const t = useTestApp();
const PRIVATE_WORDS = 'Rahasia penerima untuk arsip';

async function entriesOf(zip: Buffer): Promise<Record<string, Buffer>> {
  const reader = await new Promise<ZipReader>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  );
  const out: Record<string, Buffer> = {};
  for await (const entry of reader.eachEntry()) out[entry.fileName] = await buffer(await reader.openReadStreamPromise(entry));
  return out;
}

async function momentWithPhoto(visibility: string) {
  const form = multipart({ words: PRIVATE_WORDS, feeling: 'loved', visibility }, [
    { field: 'photo', filename: 'm.jpg', contentType: 'image/jpeg', data: await jpeg(40, 30) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/heart-moments',
    payload: form.payload,
    headers: { ...form.headers, ...t.viewer },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe("the giver's archive and Momen Hati", () => {
  it("holds no private moment's words or photo, and an import keeps the moments and their photos", async () => {
    const moment = await momentWithPhoto('private');
    const exported = await t.app.inject({ method: 'GET', url: '/api/export', headers: t.editor });
    expect(exported.statusCode).toBe(200);
    const entries = await entriesOf(exported.rawPayload);
    const names = Object.keys(entries);
    expect(names.some((name) => name.includes('heart-moments'))).toBe(false);
    expect(entries['kado-gift.json']!.toString()).not.toContain(PRIVATE_WORDS);
    expect(entries['kado-gift.json']!.toString()).not.toContain('heart-moments');

    // The same archive imported back: the recipient's moment and its photo are still there.
    const form = multipart({}, [{ field: 'file', filename: 'kado.zip', contentType: 'application/zip', data: exported.rawPayload }]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: form.payload,
      headers: { ...form.headers, ...t.editor },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const viewer = { authorization: `Bearer ${await t.viewerToken()}` };
    const after = (await t.app.inject({ method: 'GET', url: '/api/heart-moments', headers: viewer })).json().data.moments;
    expect(after.find((m: { id: number }) => m.id === moment.id)).toMatchObject({ words: PRIVATE_WORDS, visibility: 'private' });
    const photo = await t.app.inject({ method: 'GET', url: `/storage/${moment.photo.url}`, headers: viewer });
    expect(photo.statusCode).toBe(200);
    // And still private: the giver finds neither it nor its photo.
    expect((await t.app.inject({ method: 'GET', url: '/api/heart-moments', headers: t.editor })).body).not.toContain(PRIVATE_WORDS);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${moment.photo.url}`, headers: t.editor })).statusCode).toBe(404);
  });
});
