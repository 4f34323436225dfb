import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

const t = useTestApp();
const { editor, viewer } = t;

const post = (url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: editor });

describe('opening', () => {
  it('serves the seeded opening to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/opening' });
    expect(res.json()).toEqual({ success: true, data: [{ id: 1, title: 'This is For', recipient_name: 'Nama', reveal_at: null }] });
  });

  it.each([
    [{ title: '', recipient_name: 'A' }, 'title', 'Judul wajib diisi'],
    [{ title: '   ', recipient_name: 'A' }, 'title', 'Judul wajib diisi'],
    [{ title: '12345678901', recipient_name: 'A' }, 'title', 'Judul maksimal 10 karakter'],
    [{ title: 'Hai', recipient_name: '' }, 'recipient_name', 'Recipient name wajib diisi'],
    [{ title: 'Hai', recipient_name: 'x'.repeat(41) }, 'recipient_name', 'Nama maksimal 40 karakter'],
    [{ recipient_name: 'A' }, 'title', 'Judul wajib diisi'],
    [{ title: 5, recipient_name: 'A' }, 'title', 'Judul wajib diisi'],
  ])('refuses %j with the message of docs/product.md §5', async (payload, field, message) => {
    const before = await t.snapshot();
    const res = await post('/api/opening', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.snapshot()).toBe(before);
  });

  it('saves a valid opening (trimmed) and serves it', async () => {
    const res = await post('/api/opening', { title: ' Untukmu ', recipient_name: 'Sayangku Dinda' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Data berhasil disimpan!', data: { title: 'Untukmu' } });
    const read = await t.app.inject({ method: 'GET', url: '/api/opening' });
    expect(read.json().data).toEqual([{ id: 1, title: 'Untukmu', recipient_name: 'Sayangku Dinda', reveal_at: null }]);
  });

  it("keeps the default heading 'This is For' (11 characters) allowed, and only that one over 10", async () => {
    const kept = await post('/api/opening', { title: 'This is For', recipient_name: 'Dinda' });
    expect(kept.statusCode).toBe(200);
    const other = await post('/api/opening', { title: 'This is Fo!', recipient_name: 'Dinda' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.title).toEqual(['Judul maksimal 10 karakter']);
  });
});

describe('features', () => {
  it('serves title and selected_features as a JSON string to a viewer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/features', headers: viewer });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(JSON.parse(data.selected_features)).toEqual(['gift', 'gallery', 'todo', 'games', 'letter']);
  });

  it.each([
    [{ title: '', selected_features: '[]' }, 'title', 'Judul halaman harus diisi!'],
    [{ title: 'x'.repeat(14), selected_features: '[]' }, 'title', 'Judul maksimal 13 karakter'],
    [{ title: 'Menu', selected_features: 'not json' }, 'selected_features', 'Daftar fitur tidak valid'],
    [{ title: 'Menu', selected_features: '["gallery","rocket"]' }, 'selected_features', 'Daftar fitur tidak valid'],
  ])('refuses %j', async (payload, field, message) => {
    const before = await t.snapshot();
    const res = await post('/api/features', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.snapshot()).toBe(before);
  });

  it('saves a selection', async () => {
    const res = await post('/api/features', { title: 'Menu Kita', selected_features: '["gallery","games"]' });
    expect(res.json()).toMatchObject({ success: true, message: 'Data berhasil disimpan!' });
    const read = await t.app.inject({ method: 'GET', url: '/api/features', headers: viewer });
    expect(read.json().data).toEqual({ title: 'Menu Kita', selected_features: '["gallery","games"]' });
  });
});

describe('days of love', () => {
  it('serves title and formatted dates to a viewer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/days-of-love', headers: viewer });
    expect(res.json().data).toMatchObject({ title: 'Days Of Loves', date_at: '2021-11-14', date_at_formatted: '14-11-2021' });
    expect(res.json().data.created_at_formatted).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it.each([
    [{ title: '', date_at: '2020-01-01' }, 'title', 'Judul dan tanggal harus diisi!'],
    [{ title: 'Hari', date_at: '' }, 'date_at', 'Judul dan tanggal harus diisi!'],
    [{ title: 'x'.repeat(14), date_at: '2020-01-01' }, 'title', 'Judul maksimal 13 karakter'],
    [{ title: 'Hari', date_at: '2020-02-30' }, 'date_at', 'Tanggal harus berformat YYYY-MM-DD'],
  ])('refuses %j', async (payload, field, message) => {
    const res = await post('/api/days-of-love', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('saves', async () => {
    const res = await post('/api/days-of-love', { title: 'Hari Kita', date_at: '2020-05-17' });
    expect(res.json().data).toMatchObject({ title: 'Hari Kita', date_at_formatted: '17-05-2020' });
  });
});

describe('date input', () => {
  it.each([
    [{ title: '', selected_date: '010203' }, 'title', 'Judul dan tanggal harus diisi!'],
    [{ title: 'Tanggal', selected_date: '' }, 'selected_date', 'Judul dan tanggal harus diisi!'],
    [{ title: 'x'.repeat(21), selected_date: '010203' }, 'title', 'Judul maksimal 20 karakter'],
    [{ title: 'Tanggal', selected_date: '0102033' }, 'selected_date', 'Tanggal harus 6 digit dengan format DDMMYY'],
    [{ title: 'Tanggal', selected_date: '01-02-03' }, 'selected_date', 'Tanggal harus 6 digit dengan format DDMMYY'],
    [{ title: 'Tanggal', selected_date: '310223' }, 'selected_date', 'Tanggal tidak valid'],
  ])('refuses %j', async (payload, field, message) => {
    const before = await t.snapshot();
    const res = await post('/api/date-input', { id: 1, ...payload }, 'PUT');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.snapshot()).toBe(before);
  });

  it('updates the record and the new PIN unlocks, the old one no longer does', async () => {
    const res = await post('/api/date-input', { id: 1, title: 'Tanggal Jadian', selected_date: '140221' }, 'PUT');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: 1, title: 'Tanggal Jadian', selected_date: '140221' });
    const verify = (pin: string) =>
      t.app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin }, remoteAddress: '10.5.5.5' });
    expect((await verify('020222')).statusCode).toBe(401);
    expect((await verify('140221')).statusCode).toBe(200);
  });

  it('answers an unknown id with 404 and changes nothing', async () => {
    const before = await t.snapshot();
    const res = await post('/api/date-input', { id: 999, title: 'X', selected_date: '010101' }, 'PUT');
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Data tidak ditemukan.' });
    expect(await t.snapshot()).toBe(before);
  });

  it('creates with POST', async () => {
    const res = await post('/api/date-input', { title: 'Kedua', selected_date: '010101' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Kedua', photo_url: null });
  });
});

describe('unknown routes', () => {
  it('answer JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(withoutCode(res.json())).toEqual({ success: false, message: 'Alamat tidak ditemukan.' });
  });
});
