import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf, multipart, useTestApp } from '../test-support/test-app.js';
import { html, jpeg, noisyJpeg } from '../test-support/media-fixtures.js';
import { isStored, readStored } from '../test-support/stored-media.js';
import { withoutCode } from '../test-support/refusal.js';

// Wishes from friends (decision 045): the wishes link (its key, open or closed, rotated), the guest's wish with an
// optional photo (checked and stripped as a gallery photo), the limit per address, the giver's approval, and what
// the recipient reads.

const t = useTestApp();
const { editor, viewer } = t;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

interface Link {
  url: string;
  open: boolean;
  usage: { wishes: number; wishes_max: number; photo_bytes: number; photo_bytes_max: number };
}
const readLink = async (): Promise<Link> => (await call('GET', '/api/wishes/link', editor)).json().data;
const keyOf = (link: Link) => decodeURIComponent(link.url.split('/w/')[1] ?? '');
/** A guest who opened the link: the key's cookie, and the header every call of the web app carries. */
const guestOf = (key: string) => ({ cookie: `kado_wish=${key}`, ...csrf });
const setOpen = async (open: boolean) => expect((await call('PUT', '/api/wishes/link', editor, { open })).statusCode).toBe(200);

let ip = 0;
/** A wish from its own address unless one is named (every address may leave 10 an hour). */
function sendWish(
  headers: Record<string, string>,
  fields: Record<string, string>,
  photo?: { data: Buffer; type?: string; name?: string },
  remoteAddress = `10.20.0.${++ip}`,
) {
  const form = multipart(
    fields,
    photo ? [{ field: 'photo', filename: photo.name ?? 'foto.jpg', contentType: photo.type ?? 'image/jpeg', data: photo.data }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/wishes',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
    remoteAddress,
  });
}

interface WishReply {
  id: number;
  name: string;
  message: string;
  approved: boolean;
  photo: { url: string; thumb_url: string; display_url: string } | null;
}
const listAs = async (headers: Record<string, string>): Promise<WishReply[]> => (await call('GET', '/api/wishes', headers)).json().data;
const byMessage = (list: WishReply[], message: string) => list.find((wish) => wish.message === message);

let guest: Record<string, string>;
beforeAll(async () => {
  await setOpen(true);
  guest = guestOf(keyOf(await readLink()));
});

describe('the wishes link', () => {
  it('the giver reads its own link (not the share link), opens and closes it', async () => {
    const link = await readLink();
    expect(link.url).toMatch(/^http:\/\/[^/]+\/w\/[A-Za-z0-9_-]{32}$/);
    const share = (await call('GET', '/api/share', editor)).json().data.url as string;
    expect(keyOf(link)).not.toBe(decodeURIComponent(share.split('/s/')[1] ?? ''));
    expect(await readLink()).toEqual(link);

    const closed = await call('PUT', '/api/wishes/link', editor, { open: false });
    expect(closed.json()).toEqual({
      success: true,
      message: 'Link ucapan ditutup: tidak ada ucapan baru yang diterima.',
      data: { url: link.url, open: false, usage: link.usage },
    });
    const opened = await call('PUT', '/api/wishes/link', editor, { open: true });
    expect(opened.json()).toMatchObject({ message: 'Link ucapan dibuka: teman dan keluarga bisa mengirim ucapan.', data: { open: true } });
    const bad = await call('PUT', '/api/wishes/link', editor, { open: 'ya' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.open).toEqual(['open harus true atau false']);
  });

  it('/w/{key} keeps the key in an httpOnly cookie sent to /api/wishes only, and leads to the guest page', async () => {
    const key = keyOf(await readLink());
    const res = await t.app.inject({ method: 'GET', url: `/w/${encodeURIComponent(key)}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/leave-wish');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'kado_wish');
    expect(cookie).toMatchObject({ value: key, httpOnly: true, path: '/api/wishes', sameSite: 'Lax' });
    // The share key's cookie is not set: the wishes link opens nothing of the gift.
    expect(res.cookies.some((c) => c.name === 'kado_key')).toBe(false);

    const stale = await t.app.inject({ method: 'GET', url: '/w/not-the-key', headers: { cookie: `kado_wish=${key}` } });
    expect(stale.statusCode).toBe(303);
    expect(stale.cookies.find((c) => c.name === 'kado_wish')?.value).toBe('');
  });

  it("the guest page's data: the recipient's name and whether the link is open; 403 without the key", async () => {
    const res = await call('GET', '/api/wishes/guest', guest);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recipient: expect.any(String), open: true } });
    const opening = (await call('GET', '/api/opening', {})).json().data[0];
    expect(res.json().data.recipient).toBe(opening.recipient_name);

    for (const headers of [{}, guestOf('x'.repeat(32)), viewer, editor]) {
      const refused = await call('GET', '/api/wishes/guest', headers);
      expect(refused.statusCode).toBe(403);
      expect(withoutCode(refused.json())).toEqual({
        success: false,
        message: 'Link ucapan ini tidak berlaku. Minta link yang baru kepada pemberi hadiah.',
      });
    }
  });
});

describe('a guest leaves a wish', () => {
  it('with a photo: 201, the photo stored as a gallery photo is (no EXIF), hidden from the recipient until approved', async () => {
    const sent = await sendWish(
      guest,
      { name: '  Tante   Rina ', message: 'Selamat ya!\r\nBahagia selalu.' },
      { data: await jpeg(1200, 900, { exif: true }) },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    // The guest reads nothing back: no id, no path.
    expect(sent.json()).toEqual({ success: true, message: 'Terima kasih! Ucapanmu terkirim.' });

    const wish = byMessage(await listAs(editor), 'Selamat ya!\nBahagia selalu.');
    expect(wish).toMatchObject({ name: 'Tante Rina', approved: false });
    const photo = wish!.photo!;
    expect(photo.url).toMatch(/^wish-photos\/[0-9a-f]+\.jpg$/);
    expect(photo.thumb_url).toMatch(/^wish-photos\/[0-9a-f]+\.webp$/);
    expect(photo.display_url).toMatch(/^wish-photos\/[0-9a-f]+\.webp$/);
    for (const path of [photo.url, photo.thumb_url, photo.display_url]) {
      const meta = await sharp(await readStored(t.app, path)).metadata();
      expect(meta.exif, path).toBeUndefined();
    }
    const thumb = await sharp(await readStored(t.app, photo.thumb_url)).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(480);

    // The recipient: neither the wish nor its photo before the giver approves it.
    expect(byMessage(await listAs(viewer), wish!.message)).toBeUndefined();
    expect((await call('GET', `/storage/${photo.display_url}`, viewer)).statusCode).toBe(404);
    expect((await call('GET', `/storage/${photo.display_url}`, editor)).statusCode).toBe(200);
    // The guest reads neither the list nor the photo.
    expect((await call('GET', '/api/wishes', guest)).statusCode).toBe(401);
    expect((await call('GET', `/storage/${photo.url}`, guest)).statusCode).toBe(401);

    const approved = await call('PUT', `/api/wishes/${wish!.id}`, editor, { approved: true });
    expect(approved.json()).toMatchObject({ success: true, message: 'Ucapan ditampilkan untuk penerima.', data: { approved: true } });
    expect(byMessage(await listAs(viewer), wish!.message)).toMatchObject({ name: 'Tante Rina', approved: true, photo });
    const shown = await call('GET', `/storage/${photo.display_url}`, viewer);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');

    const hidden = await call('PUT', `/api/wishes/${wish!.id}`, editor, { approved: false });
    expect(hidden.json().message).toBe('Ucapan disembunyikan dari penerima.');
    expect(byMessage(await listAs(viewer), wish!.message)).toBeUndefined();
    expect((await call('GET', `/storage/${photo.thumb_url}`, viewer)).statusCode).toBe(404);

    // Deleted: the row and its three files go.
    expect((await call('DELETE', `/api/wishes/${wish!.id}`, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/wishes/${wish!.id}`, editor)).json()).toEqual({ success: true, message: 'Ucapan dihapus.' });
    for (const path of [photo.url, photo.thumb_url, photo.display_url]) expect(await isStored(t.app, path)).toBe(false);
    const again = await call('DELETE', `/api/wishes/${wish!.id}`, editor);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ucapan tidak ditemukan.');
    expect((await call('PUT', `/api/wishes/${wish!.id}`, editor, { approved: true })).statusCode).toBe(404);
  });

  it('without a photo; the giver reads every wish with `approved`, the recipient only the approved ones', async () => {
    expect((await sendWish(guest, { name: 'Budi', message: 'Tersembunyi' })).statusCode).toBe(201);
    expect((await sendWish(guest, { name: 'Sari', message: 'Disetujui' })).statusCode).toBe(201);
    const all = await listAs(editor);
    const shownId = byMessage(all, 'Disetujui')!.id;
    expect(byMessage(all, 'Tersembunyi')).toMatchObject({ name: 'Budi', photo: null, approved: false });
    await call('PUT', `/api/wishes/${shownId}`, editor, { approved: true });
    const seen = await listAs(viewer);
    expect(seen.map((wish) => wish.message)).toContain('Disetujui');
    expect(seen.map((wish) => wish.message)).not.toContain('Tersembunyi');
    expect(seen.every((wish) => wish.approved)).toBe(true);
    expect((await call('PUT', `/api/wishes/${shownId}`, editor, { approved: 'ya' })).json().errors.approved).toEqual([
      'approved harus true atau false',
    ]);
  });

  it('refuses an empty or too long name or message, and a file that is not a photo, keeping nothing', async () => {
    const before = await t.snapshot();
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '   ', message: 'Halo' }, 'name', 'Tulis namamu dulu.'],
      [{ message: 'Halo' }, 'name', 'Tulis namamu dulu.'],
      [{ name: 'a'.repeat(61), message: 'Halo' }, 'name', 'Nama maksimal 60 karakter.'],
      [{ name: 'Ani', message: ' \r\n ' }, 'message', 'Tulis ucapanmu dulu.'],
      [{ name: 'Ani', message: 'a'.repeat(1001) }, 'message', 'Ucapan maksimal 1.000 karakter.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await sendWish(guest, fields, { data: await jpeg() });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message, errors: { [field]: [message] } });
    }
    const page = await sendWish(guest, { name: 'Ani', message: 'Halo' }, { data: html, type: 'image/jpeg', name: 'x.jpg' });
    expect(page.statusCode).toBe(415);
    expect(page.json().errors.photo[0]).toMatch(/JPEG, WebP atau HEIC/);
    expect(await t.snapshot()).toBe(before);
    // The limits themselves pass: 60 characters of name, 1,000 of message (a line break counts one).
    const longest = await sendWish(guest, { name: 'n'.repeat(60), message: `${'m'.repeat(998)}\r\nm` });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('a garbled or cut form is a 400 that keeps nothing, and counts against the address as any refused wish', async () => {
    const before = await t.snapshot();
    const form = multipart({ name: 'Ani', message: 'Halo' }, [
      { field: 'photo', filename: 'f.jpg', contentType: 'image/jpeg', data: await jpeg() },
    ]);
    const payload = (form.payload as Buffer).subarray(0, (form.payload as Buffer).length - 60);
    for (let i = 0; i < 10; i++) {
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/wishes',
        payload,
        headers: { ...form.headers, ...guest },
        remoteAddress: '10.50.0.1',
      });
      expect(cut.statusCode, cut.body).toBe(400);
      expect(withoutCode(cut.json())).toEqual({ success: false, message: 'Data formulir tidak valid.' });
    }
    expect(await t.snapshot()).toBe(before);
    expect(t.files().filter((file) => file.startsWith('tmp/'))).toEqual([]);
    expect((await sendWish(guest, { name: 'Ani', message: 'Utuh' }, undefined, '10.50.0.1')).statusCode).toBe(429);
    expect((await sendWish(guest, { name: 'Ani', message: 'Utuh' }, undefined, '10.50.0.2')).statusCode).toBe(201);
  });

  it('needs the CSRF header, as every cookie write does', async () => {
    const res = await sendWish({ cookie: guest.cookie! }, { name: 'Ani', message: 'Halo' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Permintaan ditolak: header keamanan tidak ada.');
  });

  it('at most 10 wishes per address an hour, counted as the PIN limits are; a refused wish counts too', async () => {
    const address = '10.30.0.1';
    expect((await sendWish(guest, { name: '', message: 'x' }, undefined, address)).statusCode).toBe(422);
    for (let i = 0; i < 9; i++) {
      const res = await sendWish(guest, { name: 'Teman', message: `Ucapan ${i}` }, undefined, address);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await t.snapshot();
    const refused = await sendWish(guest, { name: 'Teman', message: 'Kesebelas' }, undefined, address);
    expect(refused.statusCode).toBe(429);
    expect(withoutCode(refused.json())).toEqual({
      success: false,
      message: 'Terlalu banyak ucapan dari alamat ini. Coba lagi dalam 60 menit.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await t.snapshot()).toBe(before);
    // Another address, and the same home's other IPv6 /64, are counted apart; one /64 is one address.
    expect((await sendWish(guest, { name: 'Teman', message: 'Dari rumah lain' }, undefined, '10.30.0.2')).statusCode).toBe(201);
    for (let i = 0; i < 10; i++) await sendWish(guest, { name: 'V6', message: `v6 ${i}` }, undefined, `2001:db8:1:2::${i + 1}`);
    expect((await sendWish(guest, { name: 'V6', message: 'v6 lagi' }, undefined, '2001:db8:1:2::ff')).statusCode).toBe(429);
  });
});

describe('closing and rotating the link', () => {
  it('a closed link takes no wish (403); its guest page says it is closed', async () => {
    await setOpen(false);
    const before = await t.snapshot();
    const res = await sendWish(guest, { name: 'Ani', message: 'Halo' }, { data: await jpeg() });
    expect(res.statusCode).toBe(403);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Link ucapan sedang ditutup oleh pemberi hadiah.' });
    expect(await t.snapshot()).toBe(before);
    expect((await call('GET', '/api/wishes/guest', guest)).json().data.open).toBe(false);
    await setOpen(true);
    expect((await sendWish(guest, { name: 'Ani', message: 'Dibuka lagi' })).statusCode).toBe(201);
  });

  it("a rotated link: the old link's cookie is refused (403), the new one works; the share link is untouched", async () => {
    const share = (await call('GET', '/api/share', editor)).json().data.url;
    const old = keyOf(await readLink());
    const rotated = await call('POST', '/api/wishes/link/rotate', editor);
    expect(rotated.json()).toMatchObject({
      success: true,
      message: 'Link ucapan baru dibuat: link lama tidak berlaku lagi.',
      data: { open: true },
    });
    const fresh = keyOf(rotated.json().data);
    expect(fresh).not.toBe(old);
    expect((await call('GET', '/api/share', editor)).json().data.url).toBe(share);
    expect((await call('GET', '/api/wishes', viewer)).statusCode).toBe(200);

    const oldGuest = guestOf(old);
    expect((await call('GET', '/api/wishes/guest', oldGuest)).statusCode).toBe(403);
    const refused = await sendWish(oldGuest, { name: 'Ani', message: 'Link lama' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Link ucapan ini tidak berlaku. Minta link yang baru kepada pemberi hadiah.');
    // The old link itself forgets the key; the new one sets it.
    expect((await t.app.inject({ method: 'GET', url: `/w/${old}` })).cookies.find((c) => c.name === 'kado_wish')?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/w/${fresh}` })).cookies.find((c) => c.name === 'kado_wish')?.value).toBe(fresh);
    expect((await sendWish(guestOf(fresh), { name: 'Ani', message: 'Link baru' })).statusCode).toBe(201);
    guest = guestOf(fresh);
  });
});

describe('a private gift (decision 018)', () => {
  beforeAll(async () => {
    expect((await call('PUT', '/api/share', editor, { private: true })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await call('PUT', '/api/share', editor, { private: false });
  });

  it("lets the wishes link's guest in without the share key, to the guest page and its two calls only", async () => {
    const key = keyOf(await readLink());
    const link = await t.app.inject({ method: 'GET', url: `/w/${key}` });
    expect(link.statusCode).toBe(303);
    expect((await call('GET', '/api/wishes/guest', guest)).statusCode).toBe(200);
    expect((await sendWish(guest, { name: 'Ani', message: 'Rahasia' })).statusCode).toBe(201);
    // The guest page is served (no web build here: the not-found reply, not the private gift's 403).
    const page = await t.app.inject({ method: 'GET', url: '/leave-wish', headers: guest });
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Alamat tidak ditemukan.');
    // Everything else stays closed to the guest, as to any stranger.
    for (const url of ['/api/opening', '/api/wishes', '/api/date-input', '/features']) {
      const res = await t.app.inject({ method: 'GET', url, headers: guest });
      expect(res.statusCode, url).toBe(403);
    }
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

  it('friends leave wishes before the gift opens; the recipient reads them only after', async () => {
    expect((await sendWish(guest, { name: 'Ani', message: 'Sebelum dibuka' })).statusCode).toBe(201);
    expect((await call('GET', '/api/wishes', viewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/wishes', editor)).statusCode).toBe(200);
  });
});

describe('what wishes may take of a gift', () => {
  /** Sets the gift's own quota, as the operator does with many gifts, and drops the cached gift row. */
  async function setQuota(mb: number | null): Promise<void> {
    await t.app.ctx.db.updateTable('sites').set({ quota_mb: mb }).where('id', '=', 1).execute();
    t.app.ctx.readCache.clear();
  }
  it("their photos take at most a quarter of the quota; then a wish's photo is refused (413), the giver's uploads are not", async () => {
    const used = Number((await call('GET', '/api/usage', editor)).json().data.used_bytes);
    const quotaMb = Math.ceil(used / (1024 * 1024)) + 3;
    await setQuota(quotaMb);
    try {
      const share = (await readLink()).usage.photo_bytes_max;
      expect(share).toBe(Math.floor(quotaMb * 1024 * 1024 * 0.25));
      let refused: Awaited<ReturnType<typeof sendWish>> | undefined;
      for (let i = 0; i < 8 && !refused; i++) {
        const res = await sendWish(guest, { name: 'Teman', message: `Foto ${i}` }, { data: await noisyJpeg(700, 700, i) });
        if (res.statusCode !== 201) refused = res;
      }
      expect(refused?.statusCode, refused?.body).toBe(413);
      const message = 'Ruang foto ucapan kado ini sudah penuh. Kirim ucapanmu tanpa foto.';
      expect(withoutCode(refused?.json())).toEqual({ success: false, message, errors: { photo: [message] } });
      const usage = (await readLink()).usage;
      expect(usage.photo_bytes).toBeGreaterThan(0);
      expect(usage.photo_bytes).toBeLessThanOrEqual(share);
      // The gift itself still has room: a wish without a photo and the giver's own photo are taken.
      expect((await sendWish(guest, { name: 'Teman', message: 'Tanpa foto' })).statusCode).toBe(201);
      const folder = await call('POST', '/api/gallery/create-folder', editor, { name: 'Milik pemberi' });
      const form = multipart({ folder_id: String(folder.json().data.id), title: 'Milikku' }, [
        { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: await noisyJpeg(700, 700, 99) },
      ]);
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/gallery/create-photos',
        payload: form.payload,
        headers: { ...form.headers, ...editor },
      });
      expect(own.statusCode, own.body).toBe(200);
    } finally {
      await setQuota(null);
    }
  });

  it('a gift takes at most 300 wishes (409, nothing read); a deleted wish makes room again', async () => {
    const now = new Date().toISOString();
    const count = (await readLink()).usage.wishes;
    expect((await readLink()).usage.wishes_max).toBe(300);
    const rows = Array.from({ length: 300 - count }, (_, i) => ({ site_id: 1, name: 'Banyak', message: `Isi ${i}`, created_at: now }));
    for (let i = 0; i < rows.length; i += 100)
      await t.app.ctx.db
        .insertInto('wishes')
        .values(rows.slice(i, i + 100))
        .execute();
    expect((await readLink()).usage.wishes).toBe(300);
    const before = await t.snapshot();
    const full = await sendWish(guest, { name: 'Teman', message: 'Satu lagi' }, { data: await jpeg() });
    expect(full.statusCode).toBe(409);
    expect(withoutCode(full.json())).toEqual({
      success: false,
      message: 'Kado ini sudah menerima 300 ucapan, jumlah terbanyak yang bisa diterima. Terima kasih!',
    });
    expect(await t.snapshot()).toBe(before);
    const id = (await listAs(editor))[0]!.id;
    expect((await call('DELETE', `/api/wishes/${id}`, editor)).statusCode).toBe(200);
    expect((await sendWish(guest, { name: 'Teman', message: 'Ada tempat lagi' })).statusCode).toBe(201);
  });
});
