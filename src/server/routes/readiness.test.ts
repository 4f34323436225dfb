import { describe, expect, it } from 'vitest';
import { csrf, multipart, useTestApp } from '../test-support/test-app.js';
import { jpeg } from '../test-support/media-fixtures.js';
import { isLoopbackHost, pinDate } from '../services/readiness/readiness.js';

// Ready to give (decision 040): a fresh gift lists what still shows the demo gift; each item closes as the
// giver makes it their own. Advice only, and the giver's alone.

const t = useTestApp();
const { editor, viewer } = t;

type Items = { key: string; done: boolean; suggest?: string; demo?: string; kept?: string[] }[];
const readiness = async (headers: Record<string, string> = editor) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/readiness', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ success: true; data: { ready: boolean; items: Items } }>().data;
};
const open = async (headers?: Record<string, string>) =>
  (await readiness(headers)).items.filter((item) => !item.done).map((item) => item.key);
const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: editor, payload });
const upload = (url: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...editor } });
};
const fakeMp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096)]);

describe('GET /api/readiness', () => {
  it('is the giver’s alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/readiness' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/readiness', headers: viewer })).statusCode).toBe(403);
  });

  it('lists every open item of a fresh gift, and they close one by one as the giver edits', async () => {
    const fresh = await readiness();
    expect(fresh.ready).toBe(false);
    expect(fresh.items.map((item) => item.key)).toEqual([
      'recipient-name',
      'pin',
      'photos',
      'letter',
      'coupon-number',
      'quiz',
      'video',
      'counter-date',
      'public-url',
    ]);
    expect(fresh.items.every((item) => !item.done)).toBe(true);
    // The demo PIN is no anniversary: nothing is offered for the counter yet.
    expect(fresh.items.find((item) => item.key === 'counter-date')?.suggest).toBeUndefined();

    expect((await send('POST', '/api/opening', { title: 'Untukmu', recipient_name: 'Dinda' })).statusCode).toBe(200);
    expect(await open()).not.toContain('recipient-name');

    const pin = (await t.app.inject({ method: 'GET', url: '/api/date-input', headers: editor })).json().data[0];
    expect((await send('PUT', '/api/date-input', { id: pin.id, title: pin.title, selected_date: '140223' })).statusCode).toBe(200);
    const afterPin = await readiness();
    expect(afterPin.items.filter((item) => !item.done).map((item) => item.key)).not.toContain('pin');
    // The PIN's date is offered as the counter's start while it counts from the demo date.
    expect(afterPin.items.find((item) => item.key === 'counter-date')).toEqual({ key: 'counter-date', done: false, suggest: '2023-02-14' });

    const folder = (await send('POST', '/api/gallery/create-folder', { name: 'Kita' })).json().data;
    const photo = { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpeg() };
    expect((await upload('/api/gallery/create-photos', { folder_id: String(folder.id), title: 'Pantai' }, [photo])).statusCode).toBe(200);
    expect(await open()).not.toContain('photos');

    expect((await upload('/api/love-typing', { paragraphs: JSON.stringify(['Untuk Dinda, selamanya.']) })).statusCode).toBe(200);
    expect(await open()).not.toContain('letter');

    const coupon = {
      whatsappNumber: '6281234567890',
      couponCode: 'SAYANG',
      couponName: 'Kupon',
      couponDescription: 'Makan malam',
      messages: JSON.stringify({ title: 'Untukmu', intro: 'Halo', additional: '' }),
      buttonText: 'Klaim',
    };
    expect((await upload('/api/coupon', coupon)).statusCode).toBe(200);
    expect(await open()).not.toContain('coupon-number');

    const quiz = { question: 'Apa makanan favoritku?', answer: 'Sate', options: ['Sate', 'Bakso'] };
    expect((await send('POST', '/api/quizzes/create-or-update', quiz)).statusCode).toBe(200);
    // The demo question still beside it keeps the item open until it goes.
    expect(await open()).toContain('quiz');
    const demoQuestion = (await t.app.inject({ method: 'GET', url: '/api/quizzes', headers: editor })).json().data[0];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/quizzes/question/${demoQuestion.id}`,
      headers: { ...editor, ...csrf },
    });
    expect(removed.statusCode).toBe(200);
    expect(await open()).not.toContain('quiz');

    const video = { field: 'video', filename: 'kita.mp4', contentType: 'video/mp4', data: fakeMp4() };
    expect((await upload('/api/video-gift', { title: 'Untukmu', description: '' }, [video])).statusCode).toBe(200);
    expect(await open()).not.toContain('video');

    expect((await send('POST', '/api/days-of-love', { title: 'Hari Kita', date_at: '2023-02-14' })).statusCode).toBe(200);
    const counter = (await readiness()).items.find((item) => item.key === 'counter-date');
    expect(counter).toEqual({ key: 'counter-date', done: true });

    // Only the share link is left: this test server answers at localhost.
    expect(await open()).toEqual(['public-url']);
    const named = await readiness({ ...editor, host: 'kado.example.com' });
    expect(named).toEqual({ ready: true, items: expect.arrayContaining([{ key: 'public-url', done: true }]) });
  });

  it('leaves out what the menu does not show: photos without the gallery, the quiz without Mini Games', async () => {
    const res = await send('POST', '/api/features', { title: 'Menu Cinta', selected_features: JSON.stringify(['gift', 'todo']) });
    expect(res.statusCode).toBe(200);
    const keys = (await readiness()).items.map((item) => item.key);
    expect(keys).not.toContain('photos');
    expect(keys).not.toContain('quiz');
    expect(keys).toContain('video');
  });
});

describe('texts an occasion wrote (docs/product.md §27)', () => {
  const many = useTestApp({ baseDomain: 'kado.localhost' });
  const openOf = async (headers: Record<string, string>) => {
    const res = await many.app.inject({ method: 'GET', url: '/api/readiness', headers });
    expect(res.statusCode).toBe(200);
    return res
      .json<{ data: { items: Items } }>()
      .data.items.filter((item) => !item.done)
      .map((item) => item.key);
  };

  it('count as not ready, as the demo’s do', async () => {
    const gift = await many.gift('acara');
    const res = await many.app.inject({
      method: 'POST',
      url: '/api/templates/apply',
      headers: { ...gift.editor, ...csrf },
      payload: { template: 'anniversary' },
    });
    expect(res.json().data.applied).toEqual(expect.arrayContaining(['letter', 'quiz']));
    expect(await openOf(gift.editor)).toEqual(expect.arrayContaining(['letter', 'quiz']));
  });

  it('a birthday’s PIN is the birth date: it is never offered as the counter’s start', async () => {
    const gift = await many.gift('ulang');
    const headers = { ...gift.editor, ...csrf };
    const apply = (template: string) => many.app.inject({ method: 'POST', url: '/api/templates/apply', headers, payload: { template } });
    expect((await apply('birthday')).statusCode).toBe(200);
    const pin = (await many.app.inject({ method: 'GET', url: '/api/date-input', headers })).json().data[0];
    const put = { id: pin.id, title: pin.title, selected_date: '150398' };
    expect((await many.app.inject({ method: 'PUT', url: '/api/date-input', headers, payload: put })).statusCode).toBe(200);
    const counterOf = async () => {
      const res = await many.app.inject({ method: 'GET', url: '/api/readiness', headers });
      return res.json<{ data: { items: Items } }>().data.items.find((item) => item.key === 'counter-date');
    };
    expect(await counterOf()).toEqual({ key: 'counter-date', done: false });
    // An anniversary makes them one date again: the PIN's day is offered.
    expect((await apply('anniversary')).statusCode).toBe(200);
    expect(await counterOf()).toEqual({ key: 'counter-date', done: false, suggest: '1998-03-15' });
  });

  it('a demo question left beside the giver’s own keeps the quiz open until it goes', async () => {
    const gift = await many.gift('kuis');
    const headers = { ...gift.editor, ...csrf };
    const own = { question: 'Apa makanan favoritku?', answer: 'Sate', options: ['Sate', 'Bakso'] };
    expect((await many.app.inject({ method: 'POST', url: '/api/quizzes/create-or-update', headers, payload: own })).statusCode).toBe(200);
    expect(await openOf(gift.editor)).toContain('quiz');
    const demo = (await many.app.inject({ method: 'GET', url: '/api/quizzes', headers })).json().data[0];
    // The item names the question still as the demo wrote it.
    const listed = await many.app.inject({ method: 'GET', url: '/api/readiness', headers });
    expect(listed.json<{ data: { items: Items } }>().data.items.find((item) => item.key === 'quiz')).toEqual({
      key: 'quiz',
      done: false,
      demo: demo.question,
    });
    expect((await many.app.inject({ method: 'DELETE', url: `/api/quizzes/question/${demo.id}`, headers })).statusCode).toBe(200);
    expect(await openOf(gift.editor)).not.toContain('quiz');
  });
});

describe('PUT /api/readiness/kept: a demo text kept on purpose (decision 087)', () => {
  const many = useTestApp({ baseDomain: 'kado.localhost' });
  const itemOf = async (headers: Record<string, string>, key: string) => {
    const res = await many.app.inject({ method: 'GET', url: '/api/readiness', headers });
    return res.json<{ data: { items: Items } }>().data.items.find((item) => item.key === key);
  };
  const keep = (headers: Record<string, string>, payload: object) =>
    many.app.inject({ method: 'PUT', url: '/api/readiness/kept', headers: { ...headers, ...csrf }, payload });

  it('is the giver’s alone', async () => {
    const gift = await many.gift('hanya');
    const payload = { key: 'quiz', text: 'x', kept: true };
    expect(
      (await many.app.inject({ method: 'PUT', url: '/api/readiness/kept', headers: { ...gift.withKey, ...csrf }, payload })).statusCode,
    ).toBe(401);
    expect((await keep(gift.viewer, payload)).statusCode).toBe(403);
  });

  it('keeps a demo question: the quiz counts as done and names it as kept; taking it back opens the quiz again', async () => {
    const gift = await many.gift('simpan');
    const quiz = await itemOf(gift.editor, 'quiz');
    expect(quiz).toMatchObject({ done: false, demo: expect.any(String) });
    const question = quiz!.demo!;

    const kept = await keep(gift.editor, { key: 'quiz', text: question, kept: true });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().message).toBe('Teks contoh ini tetap dipakai dan dihitung siap.');
    expect(kept.json().data.items.find((item: { key: string }) => item.key === 'quiz')).toEqual({
      key: 'quiz',
      done: true,
      kept: [question],
    });
    expect(await itemOf(gift.editor, 'quiz')).toEqual({ key: 'quiz', done: true, kept: [question] });

    const released = await keep(gift.editor, { key: 'quiz', text: question, kept: false });
    expect(released.json().message).toBe('Teks contoh ini tidak lagi ditandai tetap dipakai.');
    expect(await itemOf(gift.editor, 'quiz')).toEqual({ key: 'quiz', done: false, demo: question });
  });

  it('keeps the demo letter as it stands; a letter of the giver’s own needs nothing kept', async () => {
    const gift = await many.gift('surat');
    const letter = await itemOf(gift.editor, 'letter');
    expect(letter).toMatchObject({ done: false, demo: expect.stringContaining('\n\n') });
    expect((await keep(gift.editor, { key: 'letter', text: letter!.demo!, kept: true })).statusCode).toBe(200);
    expect(await itemOf(gift.editor, 'letter')).toEqual({ key: 'letter', done: true, kept: [letter!.demo] });

    // Another gift on the same service keeps nothing of it: kept per gift.
    const other = await many.gift('lain');
    expect(await itemOf(other.editor, 'letter')).toMatchObject({ done: false, demo: letter!.demo });
  });

  it('refuses a text the gift does not hold as a demo text, and keeps nothing', async () => {
    const gift = await many.gift('tolak');
    const own = { question: 'Apa makanan favoritku?', answer: 'Sate', options: ['Sate', 'Bakso'] };
    const headers = { ...gift.editor, ...csrf };
    expect((await many.app.inject({ method: 'POST', url: '/api/quizzes/create-or-update', headers, payload: own })).statusCode).toBe(200);
    for (const payload of [
      { key: 'quiz', text: own.question, kept: true },
      { key: 'quiz', text: 'Pertanyaan yang tidak ada', kept: true },
      { key: 'letter', text: 'Bukan surat ini', kept: true },
    ]) {
      const res = await keep(gift.editor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBe('Teks ini sudah bukan teks contoh di kadomu. Muat ulang daftarnya.');
    }
    const unknown = await keep(gift.editor, { key: 'video', text: 'x', kept: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Hanya pertanyaan kuis atau surat contoh yang bisa tetap dipakai.');
    expect((await itemOf(gift.editor, 'quiz'))?.kept).toBeUndefined();
  });
});

describe('a share link that reaches only this machine', () => {
  it('is a loopback name or address', () => {
    for (const host of ['localhost', 'kado.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0', 'LOCALHOST.'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['kado.example.com', '192.168.1.20', 'localhost.example.com', '2001:db8::1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('reads a PIN as its date', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(pinDate('140223', now)).toBe('2023-02-14');
    expect(pinDate('311299', now)).toBe('1999-12-31');
    expect(pinDate('310223', now)).toBeUndefined();
  });
});

describe('PUBLIC_URL set', () => {
  const withUrl = useTestApp({ publicUrl: 'https://kado.example.com' });
  it('closes public-url whatever host the giver uses', async () => {
    const res = await withUrl.app.inject({ method: 'GET', url: '/api/readiness', headers: { ...withUrl.editor, ...csrf } });
    expect(res.json().data.items).toContainEqual({ key: 'public-url', done: true });
  });
});
