import { describe, expect, it } from 'vitest';
import { bearer, csrf, PIN, useTestApp } from '../test-support/test-app.js';
import { passQuiz } from '../test-support/main-gift.js';
import { ACTIVITY_MAX_EVENTS } from '../../shared/activity.js';

// The recipient's footsteps (decision 040): what a viewer session did, newest first, for the giver only;
// never the giver's own preview; at most 1,000 a gift; nothing at all while the giver has turned it off.

const t = useTestApp();
const { editor } = t;

type Entry = { event: string; at: string; page?: string };
const footsteps = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/activity', headers: editor });
  expect(res.statusCode).toBe(200);
  return res.json<{ success: true; data: Entry[] }>().data;
};
let client = 0;
/** A new recipient session: the PIN entered from its own address. */
const newViewer = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/date-input/verify',
    payload: { pin: PIN },
    remoteAddress: `10.7.0.${++client}`,
  });
  expect(res.statusCode).toBe(200);
  return bearer(res.json<{ token: string }>().token);
};
const visit = (headers: Record<string, string>, page: string) =>
  t.app.inject({ method: 'POST', url: '/api/activity/page', headers, payload: { page } });
const putSettings = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings', headers: { ...editor, ...csrf }, payload });
const clear = () => t.app.ctx.db.deleteFrom('activity_events').execute();

describe('GET /api/activity', () => {
  it('is the giver’s alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/activity', headers: t.viewer })).statusCode).toBe(403);
  });

  it('records each right PIN, and not a wrong one', async () => {
    await clear();
    await newViewer();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/date-input/verify',
      payload: { pin: '000000' },
      remoteAddress: '10.7.1.1',
    });
    expect(wrong.statusCode).toBe(401);
    await newViewer();
    const steps = await footsteps();
    expect(steps.map((s) => s.event)).toEqual(['unlocked', 'unlocked']);
    expect(Date.parse(steps[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records the first visit of each page in a session, newest first', async () => {
    await clear();
    const first = await newViewer();
    const second = await newViewer();
    expect((await visit(first, 'gallery')).json()).toEqual({ success: true, message: 'Dicatat.' });
    await visit(first, 'gallery');
    await visit(first, 'features');
    await visit(second, 'gallery');
    const pages = (await footsteps()).filter((s) => s.event === 'page').map((s) => s.page);
    expect(pages).toEqual(['gallery', 'features', 'gallery']);
  });

  it('refuses a page the app does not have, and anonymous visitors', async () => {
    const viewer = await newViewer();
    const bad = await visit(viewer, 'editPages');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, errors: { page: ['Halaman tidak dikenal.'] } });
    expect((await t.app.inject({ method: 'POST', url: '/api/activity/page', payload: { page: 'gallery' } })).statusCode).toBe(401);
  });

  it("never records the giver's own preview", async () => {
    await clear();
    expect((await visit(editor, 'gallery')).statusCode).toBe(200);
    // The giver's preview plays the quiz and claims the coupon too.
    const questions = (await t.app.inject({ method: 'GET', url: '/api/quizzes', headers: editor })).json().data as {
      id: number;
      answer: string;
    }[];
    const answers = questions.map((q) => ({ question_id: q.id, answer: q.answer }));
    const played = await t.app.inject({ method: 'POST', url: '/api/quizzes/attempt', headers: editor, payload: { answers } });
    expect(played.json().data.perfect).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/coupon/claim', headers: editor })).statusCode).toBe(200);
    // A giver who tries the PIN while signed in is still the giver.
    const pin = await t.app.inject({ method: 'POST', url: '/api/date-input/verify', headers: editor, payload: { pin: PIN } });
    expect(pin.statusCode).toBe(200);
    expect(await footsteps()).toEqual([]);
  });

  it('records a perfect quiz and a claimed coupon', async () => {
    await clear();
    const viewer = await newViewer();
    // The coupon waits behind the quiz.
    expect((await t.app.inject({ method: 'POST', url: '/api/coupon/claim', headers: viewer })).statusCode).toBe(403);
    await passQuiz(t.app, editor, viewer);
    expect((await t.app.inject({ method: 'POST', url: '/api/coupon/claim', headers: viewer })).statusCode).toBe(200);
    expect((await footsteps()).map((s) => s.event)).toEqual(['coupon-claimed', 'quiz-perfect', 'unlocked']);
  });

  it(`keeps the newest ${ACTIVITY_MAX_EVENTS} events of a gift`, async () => {
    await clear();
    const rows = Array.from({ length: ACTIVITY_MAX_EVENTS + 4 }, (_, i) => ({
      site_id: 1,
      event: 'page',
      page: 'features',
      session_hash: `old-${i}`,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.app.ctx.db
        .insertInto('activity_events')
        .values(rows.slice(i, i + 200))
        .execute();
    const viewer = await newViewer();
    await visit(viewer, 'coupon');
    const steps = await footsteps();
    expect(steps).toHaveLength(ACTIVITY_MAX_EVENTS);
    expect(steps[0]).toMatchObject({ event: 'page', page: 'coupon' });
    expect(steps[1]).toMatchObject({ event: 'unlocked' });
    // The oldest went first: of the seeded ones, the newest 998 are left.
    expect(steps.at(-1)!.at).toBe(rows[rows.length - (ACTIVITY_MAX_EVENTS - 2)]!.at);
    expect(await t.app.ctx.db.selectFrom('activity_events').select('id').execute()).toHaveLength(ACTIVITY_MAX_EVENTS);
  });
});

describe('turning the recording off', () => {
  it('PUT /api/settings takes any subset and leaves the rest as it is', async () => {
    expect((await putSettings({ language: 'en' })).json().data).toMatchObject({ language: 'en', record_activity: true });
    const off = await putSettings({ record_activity: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ language: 'en', record_activity: false, theme: 'rose' });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: editor })).json().data).toMatchObject({
      language: 'en',
      record_activity: false,
      theme: 'rose',
    });
    expect((await putSettings({ language: 'id' })).json().data).toMatchObject({ language: 'id', record_activity: false, theme: 'rose' });
    const empty = await putSettings({});
    expect(empty.statusCode).toBe(422);
    expect((await putSettings({ record_activity: 'no' })).statusCode).toBe(422);
  });

  it('with it off nothing is written; on again, footsteps are recorded again', async () => {
    await clear();
    await putSettings({ record_activity: false });
    const viewer = await newViewer();
    expect((await visit(viewer, 'gallery')).statusCode).toBe(200);
    await passQuiz(t.app, editor, viewer);
    expect((await t.app.inject({ method: 'POST', url: '/api/coupon/claim', headers: viewer })).statusCode).toBe(200);
    expect(await t.app.ctx.db.selectFrom('activity_events').select('id').execute()).toEqual([]);
    await putSettings({ record_activity: true });
    await visit(viewer, 'gallery');
    expect((await footsteps()).map((s) => s.page)).toEqual(['gallery']);
  });
});
