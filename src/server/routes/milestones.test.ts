import { describe, expect, it } from 'vitest';
import { csrf, useTestApp } from '../test-support/test-app.js';
import { withoutCode } from '../test-support/refusal.js';

// Milestones (decision 027): computed from the days-of-love start date in Asia/Jakarta's calendar, plus
// the giver's own; only the giver writes.

const t = useTestApp();
const { editor, viewer } = t;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

interface Item {
  id?: number;
  title: string;
  date: string;
  days: number;
  reached: boolean;
}

/** Today in Jakarta, worked out here independently of the server's helper. */
function jakartaToday(): string {
  const shifted = new Date(Date.now() + 7 * 60 * 60 * 1000); // Asia/Jakarta is UTC+7 all year.
  return shifted.toISOString().slice(0, 10);
}
function shift(iso: string, { days = 0, years = 0 }: { days?: number; years?: number }): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function setStart(date: string) {
  const res = await call('POST', '/api/days-of-love', editor, { title: 'Kita', date_at: date });
  expect(res.statusCode).toBe(200);
}
async function list(headers = viewer): Promise<Item[]> {
  const res = await call('GET', '/api/milestones', headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
}

describe('computed milestones', () => {
  it('a start 100 days ago reaches "Hari ke-100" today, and the next three are still to come', async () => {
    const today = jakartaToday();
    await setStart(shift(today, { days: -100 }));
    const start = shift(today, { days: -100 });
    const items = await list();
    // The 100th day is today and reached; nothing later is.
    expect(items[0]).toEqual({ title: 'Hari ke-100', date: today, days: 100, reached: true });
    expect(items.slice(1).every((item) => !item.reached && item.date > today)).toBe(true);
    const upcoming = items.filter((item) => !item.reached);
    expect(upcoming).toHaveLength(3);
    expect(upcoming).toContainEqual({ title: 'Hari ke-500', date: shift(today, { days: 400 }), days: 500, reached: false });
    expect(upcoming).toContainEqual({
      title: '1 Tahun Bersama',
      date: shift(start, { years: 1 }),
      days: expect.any(Number),
      reached: false,
    });
  });

  it('lists each yearly anniversary, every reached milestone and sorts by date', async () => {
    const today = jakartaToday();
    const start = shift(today, { years: -3 });
    await setStart(start);
    const items = await list();
    const titles = items.map((item) => item.title);
    // Three years to the day: the third anniversary is today.
    expect(items).toContainEqual({ title: '3 Tahun Bersama', date: today, days: expect.any(Number), reached: true });
    expect(titles).toEqual(expect.arrayContaining(['1 Tahun Bersama', '2 Tahun Bersama', 'Hari ke-100', 'Hari ke-500', 'Hari ke-1000']));
    const first = items.find((item) => item.title === '1 Tahun Bersama');
    expect(first).toEqual({ title: '1 Tahun Bersama', date: shift(start, { years: 1 }), days: expect.any(Number), reached: true });
    expect([365, 366]).toContain(first?.days);
    expect(items.find((item) => item.title === 'Hari ke-1000')).toEqual({
      title: 'Hari ke-1000',
      date: shift(start, { days: 1000 }),
      days: 1000,
      reached: true,
    });
    // Upcoming: 2000 days is ~5.5 years away, so the next three are the 4th, 5th anniversaries and 2000 days.
    expect(items.filter((item) => !item.reached).map((item) => item.title)).toEqual(['4 Tahun Bersama', '5 Tahun Bersama', 'Hari ke-2000']);
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort());
    expect(items.every((item) => item.id === undefined)).toBe(true);
  });

  it("names them in an English gift's language, and the giver's own titles stay as written", async () => {
    const today = jakartaToday();
    await setStart(shift(today, { years: -3 }));
    const own = await call(
      'POST',
      '/api/milestones',
      { ...editor, ...csrf },
      { title: 'Kencan pertama', date: shift(today, { days: -10 }) },
    );
    expect(own.statusCode).toBe(200);
    const switched = await call('PUT', '/api/settings', { ...editor, ...csrf }, { language: 'en' });
    expect(switched.statusCode).toBe(200);
    try {
      const titles = (await list()).map((item) => item.title);
      expect(titles).toEqual(expect.arrayContaining(['Day 100', 'Day 1000', '1 Year Together', '3 Years Together', 'Kencan pertama']));
      expect(titles.some((title) => title.startsWith('Hari ke-') || title.includes('Tahun Bersama'))).toBe(false);
    } finally {
      expect((await call('PUT', '/api/settings', { ...editor, ...csrf }, { language: 'id' })).statusCode).toBe(200);
      await call('DELETE', `/api/milestones/${own.json().data.id}`, { ...editor, ...csrf });
    }
    expect((await list()).map((item) => item.title)).toContain('Hari ke-100');
  });

  it('a 29 February start has its anniversaries on 28 February in common years', async () => {
    await setStart('2020-02-29');
    const items = await list();
    expect(items).toContainEqual({ title: '1 Tahun Bersama', date: '2021-02-28', days: 365, reached: true });
    expect(items).toContainEqual({ title: '4 Tahun Bersama', date: '2024-02-29', days: 1461, reached: true });
  });
});

describe("the giver's own milestones", () => {
  it('are added by the giver, listed among the computed ones with their days, and deleted', async () => {
    const today = jakartaToday();
    const start = shift(today, { days: -10 });
    await setStart(start);
    const date = shift(today, { days: 20 });
    const created = await call('POST', '/api/milestones', { ...editor, ...csrf }, { title: '  Liburan ke Bali  ', date });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(created.json()).toEqual({
      success: true,
      message: 'Milestone berhasil ditambahkan!',
      data: { id, title: 'Liburan ke Bali', date, days: 30, reached: false },
    });
    const past = (await call('POST', '/api/milestones', editor, { title: 'Kencan pertama', date: shift(start, { days: 3 }) })).json().data;
    expect(past).toMatchObject({ days: 3, reached: true });

    const items = await list();
    // Both of the giver's, sorted by date among the three computed ones still to come (none reached in 10 days).
    expect(items).toHaveLength(5);
    expect(items.slice(0, 3).map((item) => item.title)).toEqual(['Kencan pertama', 'Liburan ke Bali', 'Hari ke-100']);
    expect(items[1]).toEqual({ id, title: 'Liburan ke Bali', date, days: 30, reached: false });
    // The giver reads the same list.
    expect(await list(editor)).toEqual(items);

    const deleted = await call('DELETE', `/api/milestones/${id}`, editor);
    expect(deleted.json()).toEqual({ success: true, message: 'Milestone berhasil dihapus!' });
    expect((await list()).map((item) => item.id)).not.toContain(id);
    await call('DELETE', `/api/milestones/${past.id}`, editor);
  });

  it('answers an unknown or malformed id with 404 in the error shape, and nothing changes', async () => {
    const before = await t.snapshot();
    for (const url of ['/api/milestones/99999', '/api/milestones/abc', '/api/milestones/01', '/api/milestones/1e0']) {
      const res = await call('DELETE', url, editor);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(withoutCode((await call('DELETE', '/api/milestones/99999', editor)).json())).toEqual({
      success: false,
      message: 'Milestone tidak ditemukan.',
    });
    expect(await t.snapshot()).toBe(before);
  });
});

describe('validation', () => {
  const cases: [string, unknown, string, string][] = [
    ['a missing title', { date: '2025-01-01' }, 'title', 'Judul milestone harus diisi!'],
    ['a blank title', { title: '   ', date: '2025-01-01' }, 'title', 'Judul milestone harus diisi!'],
    ['a title over 100 characters', { title: 'x'.repeat(101), date: '2025-01-01' }, 'title', 'Judul milestone maksimal 100 karakter'],
    ['a missing date', { title: 'Ulang tahun' }, 'date', 'Tanggal milestone harus diisi!'],
    [
      'a date in another format',
      { title: 'Ulang tahun', date: '01-01-2025' },
      'date',
      'Tanggal harus berformat YYYY-MM-DD dan merupakan tanggal yang valid',
    ],
    [
      'a day that does not exist',
      { title: 'Ulang tahun', date: '2025-02-30' },
      'date',
      'Tanggal harus berformat YYYY-MM-DD dan merupakan tanggal yang valid',
    ],
    [
      '29 February in a common year',
      { title: 'Ulang tahun', date: '2023-02-29' },
      'date',
      'Tanggal harus berformat YYYY-MM-DD dan merupakan tanggal yang valid',
    ],
  ];
  it.each(cases)('refuses %s with 422 and its field error, and nothing changes', async (_name, payload, field, message) => {
    const before = await t.snapshot();
    const res = await call('POST', '/api/milestones', editor, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: [message] } });
    expect(await t.snapshot()).toBe(before);
  });

  it('accepts a title of exactly 100 characters', async () => {
    const res = await call('POST', '/api/milestones', editor, { title: 'y'.repeat(100), date: '2024-02-29' });
    expect(res.statusCode).toBe(200);
    await call('DELETE', `/api/milestones/${res.json().data.id}`, editor);
  });
});

describe('milestone roles', () => {
  it('lets a viewer read but not add or delete; an anonymous visitor gets 401 everywhere', async () => {
    const { id } = (await call('POST', '/api/milestones', editor, { title: 'Lamaran', date: '2030-06-01' })).json().data;
    const before = await t.snapshot();
    const writes: [Method, string, unknown?][] = [
      ['POST', '/api/milestones', { title: 'x', date: '2030-01-01' }],
      ['DELETE', `/api/milestones/${id}`],
    ];
    for (const [method, url, payload] of writes) {
      const asViewer = await call(method, url, { ...viewer, ...csrf }, payload);
      expect(asViewer.statusCode, `viewer ${method} ${url}`).toBe(403);
      expect(asViewer.json().success).toBe(false);
    }
    for (const [method, url, payload] of [['GET', '/api/milestones'], ...writes] as [Method, string, unknown?][]) {
      const anonymous = await call(method, url, {}, payload);
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
      expect(anonymous.json().success).toBe(false);
    }
    expect(await t.snapshot()).toBe(before);
    await call('DELETE', `/api/milestones/${id}`, editor);
  });
});
