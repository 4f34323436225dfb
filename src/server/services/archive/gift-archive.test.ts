import fs from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import yazl from 'yazl';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { projectRoot } from '../../lib/project-root.js';
import { entriesOf, importArchive, zipOf } from '../../test-support/archive-zip.js';
import { jpeg, voiceWebm } from '../../test-support/media-fixtures.js';
import { passQuiz } from '../../test-support/main-gift.js';
import { readStored, storedPaths } from '../../test-support/stored-media.js';
import { csrf, multipart, PIN, useTestApp } from '../../test-support/test-app.js';
import { inIndonesian } from '../../../shared/message-codes.js';

// A whole gift exported from one data folder and imported into a fresh one answers every API
// alike and serves the same media (every image written afresh, as an upload is: the same picture without
// metadata, decision 030's addendum); a bad, foreign or newer archive is refused and changes nothing.

const song = fs.readFileSync(path.join(projectRoot(), 'assets', 'default-track.mp3'));
/** Bytes the sniffer takes for an MP4 (an ftyp box, brand isom) followed by filler. */
const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096)]);

const source = useTestApp();
const target = useTestApp();

type App = typeof source;
type File = { field: string; filename: string; contentType: string; data: Buffer };

async function call(t: App, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, files?: File[]) {
  const form = files ? multipart(payload as Record<string, string>, files) : undefined;
  const res = await t.app.inject({
    method,
    url,
    ...(form ? { payload: form.payload, headers: { ...form.headers, ...t.editor } } : { payload: payload as object, headers: t.editor }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>();
}

async function exportOf(t: App): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: '/api/export', headers: t.editor });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return res.rawPayload;
}

const importInto = (t: App, zip: Buffer, headers: Record<string, string> = t.editor) => importArchive(t.app, zip, headers);

const folderIds: number[] = [];
let photoIds: number[] = [];
const momentIds: number[] = [];
let questionIds: number[] = [];
let todoIds: number[] = [];

beforeAll(async () => {
  const s = source;
  await call(s, 'POST', '/api/opening', { title: 'Untuk Kamu', recipient_name: 'Sayang' });
  // The gift's theme travels with it: GET /api/settings is among the replies compared.
  await call(s, 'PUT', '/api/settings', { theme: 'sage' });
  await call(s, 'POST', '/api/days-of-love', { title: 'Bersama', date_at: '2020-02-02' });
  await call(s, 'POST', '/api/todos', { title: 'Piknik di Bandung' });
  await call(s, 'POST', '/api/todos', { title: 'Nonton bioskop' });
  await call(s, 'POST', '/api/milestones', { title: 'Jadian', date: '2020-02-02' });
  await call(s, 'POST', '/api/quizzes/create-or-update', {
    question: 'Warna favoritku?',
    answer: 'Biru',
    options: ['Merah', 'Biru', 'Hijau'],
  });
  await call(s, 'POST', '/api/crossword', {
    entries: [
      { word: 'CINTA', clue: 'Perasaan' },
      { word: 'RINDU', clue: 'Saat jauh' },
    ],
  });
  await call(s, 'POST', '/api/date-input/photo', {}, [
    { field: 'photo', filename: 'kita.jpg', contentType: 'image/jpeg', data: await jpeg(320, 240) },
  ]);
  await call(s, 'POST', '/api/music', {}, [{ field: 'music', filename: 'lagu.mp3', contentType: 'audio/mpeg', data: song }]);
  await call(s, 'POST', '/api/love-typing', { paragraphs: JSON.stringify(['Halo', 'Sayang']) }, [
    { field: 'background_music', filename: 'latar.mp3', contentType: 'audio/mpeg', data: song },
  ]);
  await call(s, 'POST', '/api/video-gift', { title: 'Video', description: 'Untukmu' }, [
    { field: 'video', filename: 'v.mp4', contentType: 'video/mp4', data: fakeMp4 },
  ]);
  await call(
    s,
    'POST',
    '/api/coupon',
    {
      whatsappNumber: '6281234567890',
      couponCode: 'CINTA1',
      couponName: 'Makan malam',
      couponDescription: 'Satu makan malam',
      messages: JSON.stringify({ title: 'Kupon', intro: 'Halo', additional: '' }),
      buttonText: 'Klaim',
    },
    [{ field: 'couponImage', filename: 'kupon.jpg', contentType: 'image/jpeg', data: await jpeg(100, 80) }],
  );
  for (const name of ['Liburan', 'Kosong']) folderIds.push((await call(s, 'POST', '/api/gallery/create-folder', { name })).data.id);
  for (const title of ['Pantai', 'Gunung']) {
    const file = { field: 'photo', filename: `${title}.jpg`, contentType: 'image/jpeg', data: await jpeg(200, 150) };
    await call(s, 'POST', '/api/gallery/create-photos', { folder_id: String(folderIds[0]), title }, [file]);
  }
  const detail = (await call(s, 'GET', `/api/gallery/detail/${folderIds[0]}`)) as unknown as { data: { photo: { id: number }[] } };
  photoIds = detail.data.photo.map((p) => p.id);
  await call(s, 'PUT', `/api/gallery/folder-cover/${folderIds[0]}`, { photo_id: photoIds[1] });
  momentIds.push(
    (
      await call(s, 'POST', '/api/love-moment', { title: 'Kencan', date: '2021-11-14', letter: 'Hujan.' }, [
        { field: 'coverImage', filename: 'c.jpg', contentType: 'image/jpeg', data: await jpeg(300, 200) },
        { field: 'voiceNote', filename: 'pesan.webm', contentType: 'audio/webm', data: voiceWebm() },
      ])
    ).data.id,
  );
  momentIds.push(
    (await call(s, 'POST', '/api/love-moment', { title: 'Kapsul', date: '2022-01-01', letter: 'Nanti.', opens_at: '2099-01-01' }, [])).data
      .id,
  );
  // The recipient's reply with a voice note, and hearts from a session other than the compared viewer's.
  const reply = multipart({ message: 'Terima kasih!' }, [
    { field: 'voiceNote', filename: 'balas.webm', contentType: 'audio/webm', data: voiceWebm() },
  ]);
  const sent = await s.app.inject({
    method: 'POST',
    url: '/api/replies',
    payload: reply.payload,
    headers: { ...reply.headers, ...s.viewer },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const pin = await s.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress: '10.8.8.8' });
  const other = { authorization: `Bearer ${pin.json<{ token: string }>().token}` };
  for (const payload of [
    { target: 'photo', id: photoIds[0] },
    { target: 'love-moment', id: momentIds[0] },
  ]) {
    const hearted = await s.app.inject({ method: 'POST', url: '/api/reactions', payload, headers: other });
    expect(hearted.statusCode, hearted.body).toBe(200);
  }
  // Two wishes from friends through the wishes link: one with a photo, approved; one hidden.
  const link = await call(s, 'PUT', '/api/wishes/link', { open: true });
  const wishKey = decodeURIComponent((link.data as unknown as { url: string }).url.split('/w/')[1] ?? '');
  for (const [name, message, photo] of [
    ['Tante Rina', 'Selamat ya!', await jpeg(320, 200)],
    ['Budi', 'Belum ditampilkan', undefined],
  ] as const) {
    const wish = multipart({ name, message }, photo ? [{ field: 'photo', filename: 'w.jpg', contentType: 'image/jpeg', data: photo }] : []);
    const left = await s.app.inject({
      method: 'POST',
      url: '/api/wishes',
      payload: wish.payload,
      headers: { ...wish.headers, cookie: `kado_wish=${wishKey}`, ...csrf },
    });
    expect(left.statusCode, left.body).toBe(201);
  }
  const wishes = (await call(s, 'GET', '/api/wishes')) as unknown as { data: { id: number; name: string }[] };
  await call(s, 'PUT', `/api/wishes/${wishes.data.find((w) => w.name === 'Tante Rina')!.id}`, { approved: true });
  todoIds = ((await call(s, 'GET', '/api/todos')) as unknown as { data: { id: number }[] }).data.map((q) => q.id);
  questionIds = ((await call(s, 'GET', '/api/quizzes')) as unknown as { data: { id: number }[] }).data.map((q) => q.id);
  for (const t of [source, target]) await passQuiz(t.app, t.editor, t.viewer);
}, 120_000);

/**
 * Replies that differ between two servers by design: the share link's key, the session itself, and the
 * storage use (an import encodes every image afresh, so its bytes differ), and the recipient's
 * footsteps on each server, and the reveal (the server's clock, and a moment the archive does not
 * carry).
 */
const NOT_CONTENT = new Set([
  '/api/share',
  '/api/session',
  '/api/export',
  '/api/openapi.json',
  '/api/docs',
  '/api/usage',
  '/api/activity',
  '/api/reveal',
  // The wishes link's key: access, as the share link's is.
  '/api/wishes/link',
]);

/** Every GET of the API, with each :param filled from the gift's rows. */
function everyRead(app: App): string[] {
  const urls: string[] = [];
  const fill: Record<string, () => string[]> = {
    '/api/gallery/detail/:folderId': () => folderIds.map((id) => `/api/gallery/detail/${id}`),
    '/api/gallery/photo/:id/download': () => photoIds.map((id) => `/api/gallery/photo/${id}/download`),
    '/api/love-moment/:id': () => momentIds.map((id) => `/api/love-moment/${id}`),
    '/api/quizzes/:id': () => questionIds.map((id) => `/api/quizzes/${id}`),
    '/api/selected-todo/:id': () => todoIds.map((id) => `/api/selected-todo/${id}`),
  };
  for (const route of app.app.ctx.routeTable) {
    if (route.method !== 'GET' || !route.url.startsWith('/api/') || NOT_CONTENT.has(route.url)) continue;
    if (route.url.includes(':')) {
      const filler = fill[route.url];
      if (!filler) throw new Error(`${route.url}: no ids to read it with; add them to everyRead`);
      urls.push(...filler());
    } else urls.push(route.url);
  }
  return urls;
}

/**
 * An image as an import leaves it: its format and size in pixels. Its bytes are an encoding of its own
 * (an import writes every image afresh, as an upload is), and it carries no metadata.
 */
async function picture(bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes).metadata();
  expect([meta.exif, meta.icc, meta.iptc, meta.xmp]).toEqual([undefined, undefined, undefined, undefined]);
  return `${meta.format} ${meta.width}x${meta.height}`;
}

/** A reply's or file's content to compare: JSON as it is, an image as its picture, other bytes as they are. */
async function content(res: { headers: Record<string, unknown>; rawPayload: Buffer; json(): unknown }, images: 'bytes' | 'pictures') {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) return res.json();
  if (type.startsWith('image/') && images === 'pictures') return picture(res.rawPayload);
  return res.rawPayload.toString('base64');
}

async function replies(t: App): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const url of everyRead(t)) {
    for (const [who, headers] of [
      ['editor', t.editor],
      ['viewer', t.viewer],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      out[`${who} ${url}`] = { status: res.statusCode, body: await content(res, 'pictures') };
    }
  }
  return out;
}

/** Every stored file's bytes, or (`pictures`) each image as its picture. */
async function mediaBytes(t: App, images: 'bytes' | 'pictures' = 'bytes'): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const p of await storedPaths(t.app)) {
    const res = await t.app.inject({ method: 'GET', url: `/storage/${p}`, headers: t.editor });
    expect(res.statusCode, p).toBe(200);
    out[p] = await content(res, images);
  }
  return out;
}

describe('gift archive', () => {
  it('round-trips a whole gift into a fresh data folder: every reply and every media file alike', async () => {
    const zip = await exportOf(source);
    const entries = await entriesOf(zip);
    const data = JSON.parse(entries['kado-gift.json']!.toString()) as {
      format: string;
      version: number;
      tables: Record<string, unknown[]>;
    };
    expect(data.format).toBe('kado-gift');
    expect(data.version).toBe(2);
    expect(Object.keys(data.tables)).not.toContain('users');
    expect(Object.keys(data.tables)).not.toContain('sessions');

    const before = await mediaBytes(target);
    const res = await importInto(target, zip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: inIndonesian(ARCHIVE_MSG.imported) });

    const read = await replies(source);
    expect(Object.keys(read).length).toBeGreaterThan(40);
    expect(JSON.stringify(read)).toContain('Piknik di Bandung');
    // The reply with its voice note and the hearts came along.
    expect(JSON.stringify(read['editor /api/replies'])).toContain('Terima kasih!');
    expect(JSON.stringify(read['editor /api/replies'])).toContain('reply-voice-notes/');
    expect(read['editor /api/reactions']).toMatchObject({
      body: { data: { photo: { [photoIds[0]!]: 1 }, 'love-moment': { [momentIds[0]!]: 1 } } },
    });
    // The wishes came along, the photo's files and the approval with them.
    expect(read['editor /api/wishes']).toMatchObject({
      status: 200,
      body: {
        data: [
          { name: 'Budi', message: 'Belum ditampilkan', photo: null, approved: false },
          { name: 'Tante Rina', message: 'Selamat ya!', photo: { display_url: expect.stringMatching(/^wish-photos\//) }, approved: true },
        ],
      },
    });
    expect(read['viewer /api/wishes']).toMatchObject({ body: { data: [{ name: 'Tante Rina' }] } });
    expect((read['viewer /api/wishes'] as { body: { data: unknown[] } }).body.data).toHaveLength(1);
    expect(await replies(target)).toEqual(read);
    expect(read['editor /api/settings']).toMatchObject({ body: { data: { theme: 'sage' } } });
    const after = await mediaBytes(target, 'pictures');
    // Date photo, two songs, video, coupon image, two gallery photos and a cover, each with its sizes.
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(12);
    // Songs, the video and the voice note byte for byte; each image the same picture.
    expect(after).toEqual(await mediaBytes(source, 'pictures'));
    // Each file's record too: its type, name and who may fetch it, and its size (an image's is its new encoding's).
    const records = async (t: App) => {
      const rows = await t.app.ctx.db
        .selectFrom('media_files')
        .select(['path', 'kind', 'mime', 'size', 'is_public', 'original_name', 'created_at'])
        .orderBy('path')
        .execute();
      for (const row of rows) expect(Number(row.size), row.path).toBe((await readStored(t.app, row.path)).length);
      return rows.map((row) => ({ ...row, size: row.mime.startsWith('image/') ? 'fresh' : row.size }));
    };
    expect(await records(target)).toEqual(await records(source));
    // The fresh folder's own seeded track went once the import committed.
    for (const p of Object.keys(before)) if (!(p in after)) expect(await target.app.ctx.media.has(p)).toBe(false);

    // The same archive again onto the gift it came from (its files already there): still the same gift.
    const again = await importInto(source, zip);
    expect(again.statusCode, again.body).toBe(200);
    expect(await replies(source)).toEqual(await replies(target));

    // The kept ids leave the id sequences ahead of them (PostgreSQL's are set): new rows still go in.
    for (const url of ['/api/todos', '/api/milestones']) {
      const res = await target.app.inject({
        method: 'POST',
        url,
        headers: target.editor,
        payload: { title: 'Sesudah impor', date: '2023-03-03' },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    }
  }, 120_000);

  it("carries each voice note's length and reads it again from the file on import: the archive's number is not taken", async () => {
    const entries = await entriesOf(await exportOf(source));
    const data = JSON.parse(entries['kado-gift.json']!.toString()) as { tables: Record<string, Record<string, unknown>[]> };
    const voiced = [...data.tables.love_moments!, ...data.tables.replies!].filter((row) => row.voice_path !== null);
    expect(voiced).toHaveLength(2);
    for (const row of voiced) expect(Math.abs(Number(row.voice_note_duration_ms) - 1000)).toBeLessThanOrEqual(50);
    // A tampered length (on a moment without a voice note too), and an archive from before lengths were kept.
    for (const row of data.tables.love_moments!) row.voice_note_duration_ms = 99_000;
    for (const row of data.tables.replies!) delete row.voice_note_duration_ms;
    const res = await importInto(target, await zipOf({ ...entries, 'kado-gift.json': JSON.stringify(data) }));
    expect(res.statusCode, res.body).toBe(200);
    const lengths = async (t: App) => {
      const moments = await t.app.inject({ method: 'GET', url: '/api/love-moment', headers: t.editor });
      const sent = await t.app.inject({ method: 'GET', url: '/api/replies', headers: t.editor });
      const rows = [...moments.json<{ data: object[] }>().data, ...sent.json<{ data: object[] }>().data] as {
        voice_note_duration_ms: number;
      }[];
      return rows.map((row) => row.voice_note_duration_ms);
    };
    expect(await lengths(target)).toEqual(await lengths(source));
    expect((await lengths(target)).filter((ms) => ms !== null)).toHaveLength(2);
  });

  describe('refusals change nothing', () => {
    let good: Record<string, Buffer>;
    beforeAll(async () => {
      const zip = await exportOf(source);
      good = await entriesOf(zip);
      // The target holds this archive's files (as after the round trip), so the conflict case below
      // stands on its own when run alone or first.
      expect((await importInto(target, zip)).statusCode).toBe(200);
    });
    const data = () =>
      JSON.parse(good['kado-gift.json']!.toString()) as Record<string, unknown> & { tables: Record<string, Record<string, unknown>[]> };

    const cases: [string, () => Promise<Buffer>, string][] = [
      ['not a zip', async () => Buffer.from('ini bukan zip sama sekali'), inIndonesian(ARCHIVE_MSG.notZip)],
      ['a zip of something else', async () => zipOf({ 'foto.jpg': await jpeg() }), inIndonesian(ARCHIVE_MSG.foreign)],
      [
        'a foreign json',
        async () => zipOf({ 'kado-gift.json': JSON.stringify({ format: 'lain', version: 1 }) }),
        inIndonesian(ARCHIVE_MSG.foreign),
      ],
      [
        'a newer version',
        async () => zipOf({ ...good, 'kado-gift.json': JSON.stringify({ ...data(), version: 3 }) }),
        inIndonesian(ARCHIVE_MSG.newer),
      ],
      [
        'a missing media file',
        async () => {
          const some = Object.keys(good).find((name) => name.startsWith('media/gallery/'))!;
          const rest = Object.fromEntries(Object.entries(good).filter(([name]) => name !== some));
          return zipOf(rest);
        },
        inIndonesian(ARCHIVE_MSG.missingMedia),
      ],
      [
        'a media file that is not what its row says',
        async () => {
          const some = Object.keys(good).find((name) => name.startsWith('media/gallery/'))!;
          const html = Buffer.alloc(good[some]!.length, 0x3c);
          return zipOf({ ...good, [some]: html });
        },
        inIndonesian(ARCHIVE_MSG.badMedia),
      ],
      [
        'an entry that unpacks to more than it declares (a zip bomb)',
        async () => {
          const some = Object.keys(good).find((name) => name.startsWith('media/gallery/'))!;
          const real = good[some]!;
          const zip = new yazl.ZipFile();
          for (const [name, data] of Object.entries(good)) {
            zip.addBuffer(name === some ? Buffer.concat([real, Buffer.alloc(8 * 1024 * 1024)]) : data, name, { compress: true });
          }
          zip.end();
          const bytes = await buffer(zip.outputStream);
          // The central directory's record of that entry now claims the real file's size.
          const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
          for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 4)) {
            const nameLength = bytes.readUInt16LE(at + 28);
            if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === some) bytes.writeUInt32LE(real.length, at + 24);
          }
          return bytes;
        },
        inIndonesian(ARCHIVE_MSG.badMedia),
      ],
      [
        'a path climbing out',
        // yazl will not write such a name: one of the same length is written, then patched in the bytes.
        async () => {
          const zip = await zipOf({ ...good, 'media/__/__/evil.jpg': await jpeg() });
          let at = zip.indexOf('__/__');
          while (at !== -1) {
            zip.write('../..', at, 'latin1');
            at = zip.indexOf('__/__', at);
          }
          return zip;
        },
        inIndonesian(ARCHIVE_MSG.unsafePath),
      ],
      [
        'a row naming a path that climbs out',
        async () => {
          const d = data();
          const row = d.tables.media_files![0]!;
          const evil = `../../${String(row.path)}`;
          const renamed = Object.fromEntries(
            Object.entries(good).map(([n, b]) => [n === `media/${String(row.path)}` ? `media/x/${String(row.path)}` : n, b]),
          );
          row.path = evil;
          return zipOf({ ...renamed, 'kado-gift.json': JSON.stringify(d) });
        },
        inIndonesian(ARCHIVE_MSG.missingMedia),
      ],
      [
        'a file already stored at its path with other bytes',
        async () => {
          // The target already holds this photo (beforeAll): the archive now brings other bytes for that path.
          const d = data();
          const row = d.tables.media_files!.find((r) => String(r.path).startsWith('gallery/') && r.mime === 'image/jpeg')!;
          const other = await jpeg(50, 50);
          row.size = other.length;
          return zipOf({ ...good, [`media/${String(row.path)}`]: other, 'kado-gift.json': JSON.stringify(d) });
        },
        inIndonesian(ARCHIVE_MSG.conflict),
      ],
      [
        'a row of the wrong shape',
        async () => {
          const d = data();
          d.tables.todos!.push({ id: 999, title: 5 });
          return zipOf({ ...good, 'kado-gift.json': JSON.stringify(d) });
        },
        inIndonesian(ARCHIVE_MSG.invalidData),
      ],
    ];

    it.each(cases)('%s', async (_name, make, message) => {
      const snapshot = await target.snapshot();
      const files = await mediaBytes(target);
      const res = await importInto(target, await make());
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message).toBe(message);
      expect(await target.snapshot()).toBe(snapshot);
      expect(await mediaBytes(target)).toEqual(files);
      expect(fs.readdirSync(path.join(target.dataDir, 'tmp')).flatMap((d) => fs.readdirSync(path.join(target.dataDir, 'tmp', d)))).toEqual(
        [],
      );
    });
  });

  it('is the giver’s alone: viewers and anonymous visitors can neither export nor import', async () => {
    const zip = await exportOf(source);
    const snapshot = await target.snapshot();
    for (const headers of [{}, target.viewer]) {
      const down = await target.app.inject({ method: 'GET', url: '/api/export', headers });
      expect(down.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
      const up = await importInto(target, zip, headers);
      expect(up.statusCode).toBe(Object.keys(headers).length ? 403 : 401);
    }
    expect(await target.snapshot()).toBe(snapshot);
  });
});

describe('gift archive with many gifts', () => {
  const many = useTestApp({ baseDomain: 'kado.localhost' });

  it(
    "moves one gift's content into another: files land in the new gift's folder, " + 'rows get its own ids, the first is untouched',
    async () => {
      const alpha = await many.gift('alpha');
      const bravo = await many.gift('bravo');
      const send = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object, files?: File[]) => {
        const form = files ? multipart({ ...(payload as Record<string, string>) }, files) : undefined;
        const res = await many.app.inject({
          method,
          url,
          ...(form ? { payload: form.payload, headers: { ...form.headers, ...headers } } : { payload, headers }),
        });
        expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
        return res;
      };
      await send('POST', '/api/todos', alpha.editor, { title: 'Milik alpha' });
      const folder = (await send('POST', '/api/gallery/create-folder', alpha.editor, { name: 'Album' })).json().data.id as number;
      await send('POST', '/api/gallery/create-photos', alpha.editor, { folder_id: String(folder), title: 'Foto' }, [
        { field: 'photo', filename: 'f.jpg', contentType: 'image/jpeg', data: await jpeg(120, 90) },
      ]);
      const alphaBefore = await Promise.all(
        ['/api/todos', '/api/gallery', `/api/gallery/detail/${folder}`].map(async (url) => (await send('GET', url, alpha.editor)).body),
      );

      const zip = (await send('GET', '/api/export', alpha.editor)).rawPayload;
      const entries = Object.keys(await entriesOf(zip));
      // The archive names files without the gift's own folder, so they can land in any gift.
      expect(entries.filter((name) => name.startsWith('media/')).every((name) => !/^media\/g\d+\//.test(name))).toBe(true);
      const form = multipart({}, [{ field: 'file', filename: 'a.zip', contentType: 'application/zip', data: zip }]);
      const res = await many.app.inject({
        method: 'POST',
        url: '/api/import',
        payload: form.payload,
        headers: { ...form.headers, ...bravo.editor },
      });
      expect(res.statusCode, res.body).toBe(200);

      const strip = (body: string) =>
        body
          .replace(/"id":\d+/g, '"id":0')
          .replace(/g\d+\//g, 'g?/')
          .replace(/"(cover_photo_id|cover_id|folder_id)":\d+/g, '"$1":0');
      const todos = (await send('GET', '/api/todos', bravo.editor)).json().data as { title: string }[];
      expect(todos.map((todo) => todo.title)).toEqual(['Milik alpha']);
      const bravoFolders = (await send('GET', '/api/gallery', bravo.editor)).json().data as { id: number }[];
      expect(bravoFolders).toHaveLength(1);
      expect(bravoFolders[0]!.id).not.toBe(folder);
      const detail = (await send('GET', `/api/gallery/detail/${bravoFolders[0]!.id}`, bravo.editor)).body;
      expect(strip(detail)).toBe(strip(alphaBefore[2]!));
      const bravoId = (await many.app.ctx.sites.findBySlug('bravo'))!.id;
      const photo = (JSON.parse(detail) as { data: { photo: { url: string }[] } }).data.photo[0]!;
      expect(photo.url.startsWith(`g${bravoId}/`)).toBe(true);
      const served = await many.app.inject({ method: 'GET', url: `/storage/${photo.url}`, headers: bravo.editor });
      expect(served.statusCode).toBe(200);

      // Alpha is as it was.
      const alphaAfter = await Promise.all(
        ['/api/todos', '/api/gallery', `/api/gallery/detail/${folder}`].map(async (url) => (await send('GET', url, alpha.editor)).body),
      );
      expect(alphaAfter).toEqual(alphaBefore);
    },
  );
});

describe('gift archive export failures', () => {
  const t = useTestApp();

  it('refuses to export, in words, when a recorded file is missing from the store; the server stays up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/music', headers: t.editor });
    const track = res.json<{ data: { url: string } }>().data.url;
    await t.app.ctx.media.delete([track]);
    const down = await t.app.inject({ method: 'GET', url: '/api/export', headers: t.editor });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(inIndonesian(ARCHIVE_MSG.exportMissingMedia));
    expect((await t.app.inject({ method: 'GET', url: '/api/opening', headers: t.editor })).statusCode).toBe(200);
  });
});
