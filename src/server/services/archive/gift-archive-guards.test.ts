import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../shared/messages.js';
import { ARCHIVE_MSG } from '../../../shared/messages/archive.js';
import { entriesOf, importArchive, zipOf } from '../../test-support/archive-zip.js';
import { jpeg } from '../../test-support/media-fixtures.js';
import { bearer, createTestApp, multipart, PIN, useTestApp } from '../../test-support/test-app.js';
import { inIndonesian } from '../../../shared/message-codes.js';

// An archive is checked as the forms and uploads it stands for would be (decision 030, its addendum): an
// import that changes the PIN ends the viewers' sessions, every text passes the write routes' schemas, a
// file's audience follows the row that uses it, images lose their metadata, and a broken request or ZIP
// is a 4xx that changes nothing.

const t = useTestApp();

type Tables = Record<string, Record<string, unknown>[]>;
interface Data {
  site: Record<string, unknown>;
  tables: Tables;
}

const importInto = (zip: Buffer) => importArchive(t.app, zip, t.editor);

async function exported(): Promise<Record<string, Buffer>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/export', headers: t.editor });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return entriesOf(res.rawPayload);
}

/** This gift's archive with its kado-gift.json changed by `edit` (and its entries by the returned map). */
async function archiveWith(edit: (data: Data, entries: Record<string, Buffer>) => void | Promise<void>): Promise<Buffer> {
  const entries = await exported();
  const data = JSON.parse(entries['kado-gift.json']!.toString()) as Data;
  await edit(data, entries);
  return zipOf({ ...entries, 'kado-gift.json': JSON.stringify(data) });
}

async function viewerHeaders(): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress: '10.7.7.7' });
  expect(res.statusCode, res.body).toBe(200);
  return bearer(res.json<{ token: string }>().token);
}

async function send(method: 'GET' | 'POST', url: string, payload?: object, files?: Parameters<typeof multipart>[1]) {
  const form = files ? multipart((payload ?? {}) as Record<string, string>, files) : undefined;
  const res = await t.app.inject({
    method,
    url,
    ...(form ? { payload: form.payload, headers: { ...form.headers, ...t.editor } } : { payload, headers: t.editor }),
  });
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res;
}

/** A refusal: a 4xx in the error shape with this message, and not a row or a file changed. */
async function expectRefusedUnchanged(attempt: () => Promise<{ statusCode: number; body: string }>, message: string) {
  const snapshot = await t.snapshot();
  const res = await attempt();
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expect(JSON.parse(res.body)).toMatchObject({ success: false, message });
  expect(await t.snapshot()).toBe(snapshot);
  expect(t.files().filter((f) => f.startsWith('tmp/') && !/^tmp\/[^/]+$/.test(f))).toEqual([]);
}

/** A media_files row of the archive for these JPEG bytes at this path. */
const mediaRow = (p: string, bytes: Buffer) => ({
  id: 0,
  kind: 'gallery',
  path: p,
  mime: 'image/jpeg',
  size: bytes.length,
  is_public: 0,
  created_at: '2024-01-01T00:00:00.000Z',
  original_name: null as string | null,
});

let folderId = 0;

beforeAll(async () => {
  folderId = (await send('POST', '/api/gallery/create-folder', { name: 'Album' })).json<{ data: { id: number } }>().data.id;
  await send('POST', '/api/gallery/create-photos', { folder_id: String(folderId), title: 'Pantai' }, [
    { field: 'photo', filename: 'pantai.jpg', contentType: 'image/jpeg', data: await jpeg(200, 150) },
  ]);
  await send('POST', '/api/todos', { title: 'Piknik' });
  await send('POST', '/api/love-typing', { paragraphs: JSON.stringify(['Halo']) }, []);
  await send('POST', '/api/crossword', {
    entries: [
      { word: 'CINTA', clue: 'Perasaan' },
      { word: 'RINDU', clue: 'Saat jauh' },
    ],
  });
});

describe('an import and the PIN', () => {
  it('keeps the viewers’ sessions when the PIN stays the same', async () => {
    const viewer = await viewerHeaders();
    const res = await importInto(await archiveWith(() => undefined));
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/todos', headers: viewer })).statusCode).toBe(200);
  });

  it('ends every viewer session when it changes the PIN, as the PIN editor does; the new PIN opens the gift', async () => {
    const viewers = [await viewerHeaders(), await viewerHeaders()];
    for (const viewer of viewers) expect((await t.app.inject({ method: 'GET', url: '/api/todos', headers: viewer })).statusCode).toBe(200);
    const res = await importInto(
      await archiveWith((data) => {
        data.tables.date_inputs![0]!.selected_date = '141121';
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const viewer of viewers) expect((await t.app.inject({ method: 'GET', url: '/api/todos', headers: viewer })).statusCode).toBe(401);
    const rows = await t.app.ctx.db.selectFrom('sessions').select('role').execute();
    expect(rows.filter((row) => row.role === 'viewer')).toEqual([]);
    // The giver stays signed in; the old PIN no longer opens the gift, the new one does.
    expect((await t.app.inject({ method: 'GET', url: '/api/todos', headers: t.editor })).statusCode).toBe(200);
    const verify = (pin: string) =>
      t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin }, remoteAddress: '10.7.7.8' });
    expect((await verify(PIN)).statusCode).toBe(401);
    expect((await verify('141121')).statusCode).toBe(200);
    // Back to the test PIN for the tests after this one.
    const back = await importInto(
      await archiveWith((data) => {
        data.tables.date_inputs![0]!.selected_date = PIN;
      }),
    );
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('an archive’s texts are checked as the write routes check them', () => {
  it('takes a new gift’s demo content back, in either language', async () => {
    const fresh = await createTestApp();
    try {
      const editor = bearer(await fresh.editorToken());
      for (const language of ['en', 'id']) {
        const set = await fresh.app.inject({ method: 'PUT', url: '/api/settings', headers: editor, payload: { language } });
        expect(set.statusCode, set.body).toBe(200);
        const zip = (await fresh.app.inject({ method: 'GET', url: '/api/export', headers: editor })).rawPayload;
        const res = await importArchive(fresh.app, zip, editor);
        expect(res.statusCode, `${language}: ${res.body}`).toBe(200);
      }
    } finally {
      await fresh.close();
    }
  });

  const bad: [string, (data: Data) => void][] = [
    ['a NUL in a todo title', (data) => void (data.tables.todos![0]!.title = 'Pik\u0000nik')],
    ['a lone surrogate in a folder name', (data) => void (data.tables.gallery_folders![0]!.name = 'Album \ud800')],
    ['a NUL in a file’s uploaded name', (data) => void (data.tables.media_files![0]!.original_name = 'a\u0000.jpg')],
    ['a lone surrogate in the gift’s title', (data) => void (data.site.title = '\udc00Kado')],
    ['a NUL in a key', (data) => void (data.tables.todos![0]!['ti\u0000tle'] = 'x')],
    [
      'a lone surrogate inside the letter’s JSON paragraphs',
      (data) => void (data.tables.love_typing![0]!.paragraphs = JSON.stringify(['Halo \udbff sayang'])),
    ],
    [
      'a NUL inside the crossword’s JSON entries',
      (data) =>
        void (data.tables.crosswords![0]!.entries = JSON.stringify([
          { word: 'CINTA', clue: 'a\u0000' },
          { word: 'RINDU', clue: 'b' },
        ])),
    ],
  ];
  it.each(bad)('%s: 422 with the API’s message, nothing changes', async (_name, edit) => {
    const zip = await archiveWith(edit);
    await expectRefusedUnchanged(() => importInto(zip), inIndonesian(MSG.textInvalid));
  });

  const invalid: [string, (data: Data) => void][] = [
    ['a todo title over its limit', (data) => void (data.tables.todos![0]!.title = 'x'.repeat(101))],
    ['a blank recipient name', (data) => void (data.tables.openings![0]!.recipient_name = '   ')],
    ['a PIN date that is not DDMMYY', (data) => void (data.tables.date_inputs![0]!.selected_date = '31-02-22')],
    ['letter paragraphs that are not a JSON list', (data) => void (data.tables.love_typing![0]!.paragraphs = 'Halo')],
    ['a crossword of one word', (data) => void (data.tables.crosswords![0]!.entries = JSON.stringify([{ word: 'CINTA', clue: 'x' }]))],
    ['a menu naming an unknown page', (data) => void (data.tables.feature_configs![0]!.selected_features = '["nope"]')],
    ['a coupon that is not the coupon’s settings', (data) => void (data.site.coupon_json = '{"couponCode": 5}')],
    [
      'a photo placeholder that is not an image data URL',
      (data) => void (data.tables.gallery_photos![0]!.placeholder = 'https://x.example/a.png'),
    ],
  ];
  it.each(invalid)('%s: refused, nothing changes', async (_name, edit) => {
    const zip = await archiveWith(edit);
    await expectRefusedUnchanged(() => importInto(zip), inIndonesian(ARCHIVE_MSG.invalidData));
  });

  it('the gift still reads after the refusals', async () => {
    for (const url of ['/api/todos', '/api/love-typing', '/api/crossword', '/api/gallery', '/api/coupon']) {
      expect((await t.app.inject({ method: 'GET', url, headers: t.editor })).statusCode, url).toBe(200);
    }
  });
});

describe('a file’s kind and audience come from the row that uses it', () => {
  it('keeps a gallery photo private whatever kind the archive gives it', async () => {
    const detail = await send('GET', `/api/gallery/detail/${folderId}`);
    const photo = detail.json<{ data: { photo: { url: string; thumb_url: string }[] } }>().data.photo[0]!;
    const records = () => t.app.ctx.db.selectFrom('media_files').select(['path', 'kind', 'is_public']).orderBy('path').execute();
    const before = await records();
    const res = await importInto(
      await archiveWith((data) => {
        // Every file but the seeded track (whose label the archive keeps) claims to be the public PIN photo.
        for (const row of data.tables.media_files!.filter((file) => file.kind !== 'music-default')) {
          row.kind = 'date-input';
          row.is_public = 1;
        }
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const url of [photo.url, photo.thumb_url]) {
      expect((await t.app.inject({ method: 'GET', url: `/storage/${url}` })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/storage/${url}`, headers: await viewerHeaders() })).statusCode, url).toBe(200);
    }
    // Each file's kind and audience as before: those the rows using it give it.
    expect(await records()).toEqual(before);
  });

  it('leaves out a file no row uses: nothing would say who may fetch it', async () => {
    const extra = await jpeg(40, 30);
    const res = await importInto(
      await archiveWith((data, entries) => {
        const media = data.tables.media_files!;
        media.push({ ...mediaRow('date-input/unused.jpg', extra), id: 9999, kind: 'date-input', is_public: 1 });
        entries['media/date-input/unused.jpg'] = extra;
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.ctx.db.selectFrom('media_files').select('path').where('path', '=', 'date-input/unused.jpg').execute()).toEqual([]);
    expect(await t.app.ctx.media.has('date-input/unused.jpg')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/storage/date-input/unused.jpg' })).statusCode).toBe(401);
  });

  it('refuses a path one row uses as a public photo and another as a private one', async () => {
    const zip = await archiveWith((data) => {
      const photo = data.tables.gallery_photos![0]!;
      data.tables.date_inputs![0]!.photo_path = photo.path;
    });
    await expectRefusedUnchanged(() => importInto(zip), inIndonesian(ARCHIVE_MSG.invalidData));
  });
});

describe('imported images are re-encoded without metadata, as uploads are', () => {
  it('strips EXIF and GPS from a gallery photo and the PIN page’s photo', async () => {
    const withGps = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#c05080' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'KadoCam' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 10/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const zip = await archiveWith((data, entries) => {
      const media = data.tables.media_files!;
      const add = (p: string) => {
        media.push({ ...mediaRow(p, withGps), id: 9000 + media.length });
        entries[`media/${p}`] = withGps;
      };
      add('gallery/with-gps.jpg');
      add('date-input/with-gps.jpg');
      data.tables.gallery_photos![0]!.path = 'gallery/with-gps.jpg';
      data.tables.date_inputs![0]!.photo_path = 'date-input/with-gps.jpg';
    });
    const res = await importInto(zip);
    expect(res.statusCode, res.body).toBe(200);
    for (const p of ['gallery/with-gps.jpg', 'date-input/with-gps.jpg']) {
      const served = await t.app.inject({ method: 'GET', url: `/storage/${p}`, headers: t.editor });
      expect(served.statusCode, p).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif, p).toBeUndefined();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([120, 90]);
      // The file's record tells its real size.
      const row = await t.app.ctx.db.selectFrom('media_files').select(['size', 'mime']).where('path', '=', p).executeTakeFirstOrThrow();
      expect(Number(row.size)).toBe(served.rawPayload.length);
      expect(row.mime).toBe('image/jpeg');
    }
  });
});

describe('bad requests to POST /api/import are 4xx and change nothing', () => {
  it('a multipart request without a boundary', async () => {
    await expectRefusedUnchanged(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/import',
          payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK\r\n--x--\r\n'),
          headers: { ...t.editor, 'content-type': 'multipart/form-data' },
        }),
      inIndonesian(MSG.formInvalid),
    );
  });

  it('a multipart body cut short', async () => {
    const zip = await archiveWith(() => undefined);
    const form = multipart({}, [{ field: 'file', filename: 'kado.zip', contentType: 'application/zip', data: zip }]);
    const whole = form.payload as Buffer;
    const part = whole.subarray(0, Math.floor(whole.length / 2));
    const headers = { ...form.headers, ...t.editor };
    await expectRefusedUnchanged(
      () => t.app.inject({ method: 'POST', url: '/api/import', payload: part, headers }),
      inIndonesian(MSG.formInvalid),
    );
    // The same, streamed: the client sends half the body, then ends it.
    await expectRefusedUnchanged(
      () => t.app.inject({ method: 'POST', url: '/api/import', payload: Readable.from([part]), headers }),
      inIndonesian(MSG.formInvalid),
    );
  });

  it('a client that sends part of the body over a real connection, then ends it', async () => {
    const zip = await archiveWith(() => undefined);
    const form = multipart({}, [{ field: 'file', filename: 'kado.zip', contentType: 'application/zip', data: zip }]);
    const body = form.payload as Buffer;
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const head = [
      'POST /api/import HTTP/1.1',
      `host: ${address.host}`,
      `content-type: ${String(form.headers!['content-type'])}`,
      `content-length: ${body.length}`,
      `authorization: ${t.editor.authorization}`,
      '',
      '',
    ].join('\r\n');
    // A failure the handler cannot answer any more is still logged as the server's own: none may be.
    const failures: unknown[] = [];
    const log = t.app.log as unknown as { error: (...args: unknown[]) => void };
    const logError = log.error;
    log.error = (...args: unknown[]) => void failures.push(args);
    const snapshot = await t.snapshot();
    try {
      const reply = await new Promise<string>((resolve) => {
        let got = '';
        const socket = net.connect(Number(address.port), address.hostname, () => {
          socket.write(head);
          socket.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => socket.end(), 100));
        });
        socket.on('data', (chunk: Buffer) => (got += chunk.toString()));
        socket.on('close', () => resolve(got));
        socket.on('error', () => resolve(got));
      });
      expect(reply).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false });
      // The handler ends after the connection: wait for its work folder to go.
      for (let i = 0; i < 50 && t.files().some((f) => /^tmp\/[^/]+\//.test(f)); i += 1) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      log.error = logError;
    }
    expect(failures).toEqual([]);
    expect(await t.snapshot()).toBe(snapshot);
  });

  it('a ZIP whose entries are marked encrypted', async () => {
    const zip = await archiveWith(() => undefined);
    // General purpose bit 0 in every local header (offset 6) and central directory header (offset 8).
    for (const [signature, offset] of [
      [0x04034b50, 6],
      [0x02014b50, 8],
    ] as const) {
      const marker = Buffer.alloc(4);
      marker.writeUInt32LE(signature);
      for (let at = zip.indexOf(marker); at !== -1; at = zip.indexOf(marker, at + 4)) {
        zip.writeUInt16LE(zip.readUInt16LE(at + offset) | 1, at + offset);
      }
    }
    await expectRefusedUnchanged(() => importInto(zip), inIndonesian(ARCHIVE_MSG.notZip));
  });

  it('leaves no work folder behind', () => {
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp')).flatMap((d) => fs.readdirSync(path.join(t.dataDir, 'tmp', d)))).toEqual([]);
  });
});
