import { beforeEach, describe, expect, it } from 'vitest';
import { inIndonesian } from '../../../shared/message-codes.js';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { entriesOf, importArchive, zipOf } from '../../test-support/archive-zip.js';
import { jpeg } from '../../test-support/media-fixtures.js';
import { useTestApp } from '../../test-support/test-app.js';
import { sendHeartMoment } from '../../test-support/heart-moments.js';

// The giver's archive and Momen Hati (docs/product.md §16, §29, decision 090): from version 2 the export holds the
// giver's own moments and the shared ones, with their photos; the recipient's private moments, their words and their
// photos never leave with it. An import restores what the archive holds, leaves the recipient's private moments and
// their photos where they are, never makes or shows a private moment of the recipient, and a version 1 archive (which
// held no moment) still imports, leaving every moment in place.

const t = useTestApp();
const PRIVATE_WORDS = 'Rahasia penerima untuk arsip';

type Data = { version: number; tables: Record<string, Record<string, unknown>[]> } & Record<string, unknown>;
type Moment = {
  id: number;
  words: string;
  visibility: string;
  author: string;
  photo: { url: string; display_url: string; thumb_url: string } | null;
};

const viewer = async () => ({ authorization: `Bearer ${await t.viewerToken()}` });
async function moment(headers: Record<string, string>, words: string, visibility: string, photo = false): Promise<Moment> {
  const res = await sendHeartMoment(t.app, headers, { words, feeling: 'loved', visibility }, photo ? await jpeg(40, 30) : undefined);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const listOf = async (headers: Record<string, string>): Promise<Moment[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/heart-moments', headers })).json().data.moments;
const exported = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/export', headers: t.editor });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const importOf = (zip: Buffer) => importArchive(t.app, zip, t.editor);
const status = async (path: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/storage/${path}`, headers })).statusCode;
const photoPaths = (m: Moment) => [m.photo!.url, m.photo!.display_url, m.photo!.thumb_url];

let secret: Moment;
let recipientShared: Moment;
let giverPrivate: Moment;
let giverShared: Moment;

beforeEach(async () => {
  // Each test starts from the same four moments (an import below may have replaced some).
  for (const m of await listOf(await viewer()))
    if (m.author === 'recipient') await t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${m.id}`, headers: await viewer() });
  for (const m of await listOf(t.editor))
    if (m.author === 'giver') await t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${m.id}`, headers: t.editor });
  const recipient = await viewer();
  secret = await moment(recipient, PRIVATE_WORDS, 'private', true);
  recipientShared = await moment(recipient, 'Penerima membagikan', 'shared', true);
  giverPrivate = await moment(t.editor, 'Catatan pribadi pemberi', 'private', true);
  giverShared = await moment(t.editor, 'Pemberi membagikan', 'shared');
});

describe("the giver's archive and Momen Hati", () => {
  it("holds the giver's moments and the shared ones with their photos, never the recipient's private one", async () => {
    const entries = await entriesOf(await exported());
    const json = entries['kado-gift.json']!.toString();
    const data = JSON.parse(json) as Data;
    expect(data.version).toBe(2);
    expect(data.tables.heart_moments!.map((row) => row.words).sort()).toEqual(
      ['Catatan pribadi pemberi', 'Pemberi membagikan', 'Penerima membagikan'].sort(),
    );
    expect(json).not.toContain(PRIVATE_WORDS);
    const names = Object.keys(entries);
    for (const file of [...photoPaths(recipientShared), ...photoPaths(giverPrivate)])
      expect(names.some((n) => n.endsWith(file))).toBe(true);
    for (const file of photoPaths(secret)) {
      expect(names.some((n) => n.endsWith(file))).toBe(false);
      expect(json).not.toContain(file);
    }
  });

  it("restores them on import, keeping the recipient's private moment and its photo in place and private", async () => {
    const zip = await exported();
    // The giver's moments and the shared ones change after the export; the import brings them back.
    await t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${giverPrivate.id}`, headers: t.editor });
    await t.app.inject({ method: 'DELETE', url: `/api/heart-moments/${recipientShared.id}`, headers: await viewer() });
    const res = await importOf(zip);
    expect(res.statusCode, res.body).toBe(200);

    const recipient = await viewer();
    const seen = await listOf(recipient);
    expect(seen.map((m) => m.words).sort()).toEqual([PRIVATE_WORDS, 'Pemberi membagikan', 'Penerima membagikan'].sort());
    expect(seen.find((m) => m.words === PRIVATE_WORDS)).toMatchObject({ id: secret.id, visibility: 'private', author: 'recipient' });
    for (const file of photoPaths(secret)) expect(await status(file, recipient)).toBe(200);
    const restored = seen.find((m) => m.words === 'Penerima membagikan')!;
    expect(await status(restored.photo!.thumb_url, t.editor)).toBe(200);

    const giver = await listOf(t.editor);
    expect(giver.map((m) => m.words).sort()).toEqual(['Catatan pribadi pemberi', 'Pemberi membagikan', 'Penerima membagikan'].sort());
    expect(giver.find((m) => m.words === 'Catatan pribadi pemberi')).toMatchObject({ visibility: 'private', author: 'giver' });
    expect(JSON.stringify(giver)).not.toContain(PRIVATE_WORDS);
    for (const file of photoPaths(secret)) expect(await status(file, t.editor)).toBe(404);
  });

  it('refuses an archive that names a private moment of the recipient, or a file of one, and changes nothing', async () => {
    const entries = await entriesOf(await exported());
    const data = JSON.parse(entries['kado-gift.json']!.toString()) as Data;
    const before = await t.snapshot();

    const forged = structuredClone(data);
    forged.tables.heart_moments!.push({
      ...forged.tables.heart_moments![0]!,
      id: 99_999,
      author: 'recipient',
      visibility: 'private',
      photo_path: null,
      display_path: null,
      thumb_path: null,
    });
    const made = await importOf(await zipOf({ ...entries, 'kado-gift.json': JSON.stringify(forged) }));
    expect(made.statusCode).toBe(422);
    expect(made.json().message).toBe(inIndonesian(ARCHIVE_MSG.invalidData));

    // The giver's private moment's row made to name the recipient's private photo as its own: a clash.
    const taken = structuredClone(data);
    const row = taken.tables.heart_moments!.find((r) => r.words === 'Catatan pribadi pemberi')!;
    const own = String(row.thumb_path);
    const theirs = secret.photo!.thumb_url.replace(/^.*?heart-moments\//, 'heart-moments/');
    const file = taken.tables.media_files!.find((f) => f.path === own)!;
    file.path = theirs;
    row.thumb_path = theirs;
    const moved = Object.fromEntries(
      Object.entries(entries).map(([name, bytes]) => [name === `media/${own}` ? `media/${theirs}` : name, bytes]),
    );
    const clash = await importOf(await zipOf({ ...moved, 'kado-gift.json': JSON.stringify(taken) }));
    expect(clash.statusCode, clash.body).toBe(409);
    expect(await t.snapshot()).toBe(before);
  });

  it('still imports a version 1 archive, which held no moment: every moment and photo stays in place', async () => {
    const entries = await entriesOf(await exported());
    const data = JSON.parse(entries['kado-gift.json']!.toString()) as Data;
    const v1 = structuredClone(data);
    v1.version = 1;
    delete v1.tables.heart_moments;
    v1.tables.media_files = v1.tables.media_files!.filter((f) => f.kind !== 'heart-moments');
    const files = Object.fromEntries(Object.entries(entries).filter(([name]) => !name.startsWith('media/heart-moments/')));
    const res = await importOf(await zipOf({ ...files, 'kado-gift.json': JSON.stringify(v1) }));
    expect(res.statusCode, res.body).toBe(200);
    const recipient = await viewer();
    expect((await listOf(recipient)).map((m) => m.id).sort()).toEqual([secret.id, recipientShared.id, giverShared.id].sort());
    expect((await listOf(t.editor)).map((m) => m.id).sort()).toEqual([giverPrivate.id, recipientShared.id, giverShared.id].sort());
    for (const file of [...photoPaths(secret), ...photoPaths(recipientShared)]) expect(await status(file, recipient)).toBe(200);

    // A version 1 archive naming moments is not one.
    const mixed = await importOf(await zipOf({ ...entries, 'kado-gift.json': JSON.stringify({ ...data, version: 1 }) }));
    expect(mixed.statusCode).toBe(422);
  });
});
