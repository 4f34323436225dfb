import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, useTestApp } from '../test-support/test-app.js';
import { passQuiz } from '../test-support/main-gift.js';
import { html, jpeg, png } from '../test-support/media-fixtures.js';
import { isStored } from '../test-support/stored-media.js';
import { COUPON_DEFAULTS, type Coupon } from '../../shared/schemas/coupon.js';
import { couponClaimText, couponClaimUrl } from '../../shared/coupon-claim.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;
// The seeded gift has a question and Mini Games: this viewer plays the quiz perfectly first.
beforeAll(() => passQuiz(t.app, editor, viewer));

const settings = {
  whatsappNumber: '+62 812-9876-5432',
  couponCode: 'SAYANG2026',
  couponName: 'Kupon Makan Malam',
  couponDescription: 'Satu makan malam romantis\r\ndi tempat pilihanmu.',
  messages: JSON.stringify({ title: 'Untukmu Sayang', intro: 'Halo! Aku klaim kuponku ya', additional: 'Jangan lupa 😘' }),
  buttonText: 'Klaim Sekarang',
};

function save(fields: Record<string, string>, image?: Buffer, headers = editor) {
  const files = image ? [{ field: 'couponImage', filename: 'kupon.png', contentType: 'image/png', data: image }] : [];
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/coupon', payload: form.payload, headers: { ...form.headers, ...headers } });
}
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/coupon', headers: viewer })).json().data as Coupon;
const onDisk = (relative: string) => isStored(t.app, relative);

describe('coupon settings', () => {
  it('reads the default values (docs/product.md §3) until the giver saves their own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/coupon', headers: viewer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: COUPON_DEFAULTS });
    expect(COUPON_DEFAULTS).toMatchObject({
      // No placeholder a real recipient would message: 'Klaim Hadiah' waits for the giver's number.
      whatsappNumber: '',
      couponCode: 'GIFT2025',
      messages: { title: 'Hadiah Kecil Untukmu' },
      buttonText: 'Klaim Hadiah',
      couponImage: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/coupon' })).statusCode).toBe(401);
  });

  it('saves the settings, the number reduced to digits and line breaks normalised', async () => {
    const res = await save(settings);
    expect(res.statusCode, res.body).toBe(200);
    const expected: Coupon = {
      whatsappNumber: '6281298765432',
      couponCode: 'SAYANG2026',
      couponName: 'Kupon Makan Malam',
      couponDescription: 'Satu makan malam romantis\ndi tempat pilihanmu.',
      messages: { title: 'Untukmu Sayang', intro: 'Halo! Aku klaim kuponku ya', additional: 'Jangan lupa 😘' },
      buttonText: 'Klaim Sekarang',
      couponImage: null,
    };
    expect(res.json()).toEqual({ success: true, message: 'Pengaturan kupon berhasil disimpan!', data: expected });
    expect(await read()).toEqual(expected);
  });

  it('stores the image through the media pipeline, keeps it on a text-only save, replaces and deletes it', async () => {
    const first = await save(settings, await png(120, 80));
    expect(first.statusCode).toBe(200);
    const image = first.json().data.couponImage as string;
    expect(image).toMatch(/^covers\/[0-9a-f]{32}\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: `/storage/${image}`, headers: viewer })).statusCode).toBe(200);

    const textOnly = await save({ ...settings, couponName: 'Nama Baru' });
    expect(textOnly.json().data).toMatchObject({ couponName: 'Nama Baru', couponImage: image });
    expect(await onDisk(image)).toBe(true);

    const replaced = await save(settings, await jpeg());
    const next = replaced.json().data.couponImage as string;
    expect(next).toMatch(/^covers\/[0-9a-f]{32}\.jpg$/);
    expect(await onDisk(next)).toBe(true);
    expect(await onDisk(image)).toBe(false);
    expect(await t.app.ctx.repos.media.findByPath(image)).toBeUndefined();
    expect((await read()).couponImage).toBe(next);
  });

  it.each(['+1 415 555 2671', '44-20-7946-0958', '6281234567890', '12345678', '123456789012345', '', '  '])(
    'accepts the international number %j (empty: not set)',
    async (number) => {
      const res = await save({ ...settings, whatsappNumber: number });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.whatsappNumber).toBe(number.replace(/[^\d]/g, ''));
    },
  );

  it.each([
    ['0812-3456-7890', '6281234567890'],
    ['+62 812-3456-7890', '6281234567890'],
    ['0062 812 3456 7890', '6281234567890'],
    ['0 812 3456 7890', '6281234567890'],
  ])('stores the number typed the Indonesian way %j as %s', async (number, stored) => {
    const res = await save({ ...settings, whatsappNumber: number });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.whatsappNumber).toBe(stored);
    expect((await read()).whatsappNumber).toBe(stored);
  });

  it.each([
    ['a trunk 0 and too few digits', '081234'],
    ['too few digits', '1234567'],
    ['too many digits', '1234567890123456'],
    ['letters', '62812abc4567'],
    ['brackets', '+62 (812) 3456 7890'],
    ['two plus signs', '++6281234567890'],
  ])('refuses %s as the number with 422; nothing stored', async (_name, number) => {
    const before = await t.snapshot();
    const res = await save({ ...settings, whatsappNumber: number }, await png());
    expect(res.statusCode).toBe(422);
    const message = 'Nomor WhatsApp harus nomor internasional, contoh 6281234567890';
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { whatsappNumber: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['a blank coupon name', { couponName: ' ' }, 'couponName', 'Nama kupon wajib diisi.'],
    ['a blank code', { couponCode: '' }, 'couponCode', 'Kode kupon wajib diisi.'],
    ['a code over 30 characters', { couponCode: 'X'.repeat(31) }, 'couponCode', 'Kode kupon maksimal 30 karakter.'],
    ['a blank description', { couponDescription: '' }, 'couponDescription', 'Deskripsi kupon wajib diisi.'],
    ['a blank button text', { buttonText: '' }, 'buttonText', 'Teks tombol wajib diisi.'],
    ['messages that are not JSON', { messages: 'halo' }, 'messages', 'Pesan kupon tidak valid.'],
    [
      'a blank page title',
      { messages: JSON.stringify({ title: '', intro: 'x', additional: '' }) },
      'messages.title',
      'Judul halaman wajib diisi.',
    ],
    ['no intro', { messages: JSON.stringify({ title: 'x' }) }, 'messages.intro', 'Pesan pembuka wajib diisi.'],
  ])('refuses %s with 422 under its field; nothing stored', async (_name, change, field, message) => {
    const before = await t.snapshot();
    const res = await save({ ...settings, ...change });
    expect(res.statusCode).toBe(422);
    expect(withoutCode(res.json())).toEqual({ success: false, message, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it.each([
    ['HTML', html],
    ['an MP3', Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'), Buffer.alloc(512)])],
  ])('refuses %s as the image with 415; the old settings intact', async (_name, data) => {
    const kept = await read();
    const before = await t.snapshot();
    const res = await save(settings, data);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors.couponImage[0]).toMatch(/^Jenis file tidak didukung\. Gunakan gambar/);
    expect(await t.snapshot()).toBe(before);
    expect(await read()).toEqual(kept);
  });

  it('refuses a viewer', async () => {
    const before = await t.snapshot();
    expect((await save(settings, undefined, viewer)).statusCode).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('the claim link', () => {
  it("opens a chat with the configured number and a message naming the coupon's name, code and description", () => {
    const url = new URL(couponClaimUrl({ ...COUPON_DEFAULTS, whatsappNumber: '6281234567890' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    const text = url.searchParams.get('text');
    expect(text).toBe(couponClaimText(COUPON_DEFAULTS));
    expect(text).toContain(COUPON_DEFAULTS.couponName);
    expect(text).toContain('Kode: GIFT2025');
    expect(text).toContain(COUPON_DEFAULTS.couponDescription);
    expect(text?.startsWith(COUPON_DEFAULTS.messages.intro)).toBe(true);
  });

  it('leaves out an empty closing line', () => {
    const text = couponClaimText({ ...COUPON_DEFAULTS, messages: { ...COUPON_DEFAULTS.messages, additional: '' } });
    expect(text.endsWith(COUPON_DEFAULTS.couponDescription)).toBe(true);
  });
});
