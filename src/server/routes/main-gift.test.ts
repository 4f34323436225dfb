import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, multipart, PIN, useTestApp } from '../test-support/test-app.js';
import { jpeg, png } from '../test-support/media-fixtures.js';
import { projectRoot } from '../lib/project-root.js';
import { withoutCode } from '../test-support/refusal.js';

// The Main Gift lock (decision 017): scored on the server, remembered per viewer session in
// the database, enforced on the three content routes and their files, never on the editor.

const t = useTestApp();
const { editor } = t;

const LOCKED = '🎮 Main Gift masih terkunci! Selesaikan dulu mini game dengan skor sempurna yaa 😁✨';
const CONTENT = ['/api/video-gift', '/api/love-typing', '/api/coupon'] as const;

interface Question {
  id: number;
  question: string;
  answer?: string;
  quiz_options: { id: number; option: string }[];
}

let nextAddress = 1;
/** A recipient who has just entered the PIN: a session of their own. */
async function newViewer(): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/date-input/verify',
    payload: { pin: PIN },
    remoteAddress: `10.13.0.${nextAddress++}`,
  });
  expect(res.statusCode).toBe(200);
  return bearer(res.json<{ token: string }>().token);
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const status = async (headers: Record<string, string>) => (await get('/api/main-gift/status', headers)).json();
const questions = async () => (await get('/api/quizzes', editor)).json<{ data: Question[] }>().data;
const attempt = (headers: Record<string, string>, answers: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/quizzes/attempt', headers, payload: { answers } as Record<string, unknown> });
const rightAnswers = async () => (await questions()).map((q) => ({ question_id: q.id, answer: q.answer! }));

async function saveFeatures(selected: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/features',
    headers: editor,
    payload: { title: 'Menu Cinta', selected_features: JSON.stringify(selected) },
  });
  expect(res.statusCode).toBe(200);
}
const ALL_FEATURES = ['gift', 'gallery', 'todo', 'games', 'letter'];

function upload(
  url: string,
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[],
) {
  const form = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...editor } });
}

/** The Main Gift files and one file of another feature, uploaded by the giver. */
const media = { video: '', music: '', couponImage: '', loveMomentCover: '' };

beforeAll(async () => {
  const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(4096)]);
  const video = await upload('/api/video-gift', { title: 'Untukmu', description: 'Hai' }, [
    { field: 'video', filename: 'v.mp4', contentType: 'video/mp4', data: fakeMp4 },
  ]);
  media.video = video.json().data.video_url;
  const mp3 = fs.readFileSync(path.join(projectRoot(), 'assets/default-track.mp3'));
  const letter = await upload('/api/love-typing', { paragraphs: JSON.stringify(['Halo']) }, [
    { field: 'background_music', filename: 'l.mp3', contentType: 'audio/mpeg', data: mp3 },
  ]);
  media.music = letter.json().data.background_music;
  const coupon = await upload(
    '/api/coupon',
    {
      whatsappNumber: '6281298765432',
      couponCode: 'GIFT2025',
      couponName: 'Kupon',
      couponDescription: 'Satu kencan.',
      messages: JSON.stringify({ title: 'Hadiah', intro: 'Halo', additional: '' }),
      buttonText: 'Klaim Hadiah',
    },
    [{ field: 'couponImage', filename: 'k.png', contentType: 'image/png', data: await png(40, 20) }],
  );
  media.couponImage = coupon.json().data.couponImage;
  const moment = await upload('/api/love-moment', { title: 'Kencan', date: '2021-11-14', letter: 'Hujan.' }, [
    { field: 'coverImage', filename: 'c.jpg', contentType: 'image/jpeg', data: await jpeg() },
  ]);
  media.loveMomentCover = moment.json().data.cover_image;
  for (const [name, value] of Object.entries(media)) expect(value, name).toMatch(/^\w[\w-]*\/[\w.-]+$/);
});

const mainGiftFiles = () => [media.video, media.music, media.couponImage].map((p) => `/storage/${p}`);

describe('the quiz attempt', () => {
  it('scores on the server: a wrong answer is imperfect and unlocks nothing', async () => {
    const viewer = await newViewer();
    const answers = await rightAnswers();
    answers[0]!.answer = 'Jakarta';
    const res = await attempt(viewer, answers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { score: answers.length - 1, total: answers.length, perfect: false } });
    expect(await status(viewer)).toEqual({ success: true, data: { locked: true, reason: 'quiz' } });
  });

  it('counts only answers that are options, ignores unknown questions, and needs every question', async () => {
    const viewer = await newViewer();
    const [first] = await questions();
    const partial = await attempt(viewer, [{ question_id: 99999, answer: 'x' }]);
    expect(partial.json().data).toEqual({ score: 0, total: 1, perfect: false });
    // Spaces and letter case do not matter, as on the quiz page.
    const loose = await attempt(viewer, [{ question_id: first!.id, answer: `  ${first!.answer!.toUpperCase()} ` }]);
    expect(loose.json().data).toEqual({ score: 1, total: 1, perfect: true });
  });

  it('refuses a malformed attempt with 422, and anonymous visitors with 401', async () => {
    const viewer = await newViewer();
    for (const body of [{}, { answers: 'Bandung' }, { answers: [{ question_id: 'x', answer: 'a' }] }, { answers: [{ question_id: 1 }] }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/quizzes/attempt', headers: viewer, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/quizzes/attempt', payload: { answers: [] } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the lock', () => {
  it('refuses a viewer who has not played every Main Gift route and file with 403 and the locked message', async () => {
    const viewer = await newViewer();
    expect(await status(viewer)).toEqual({ success: true, data: { locked: true, reason: 'quiz' } });
    for (const url of [...CONTENT, ...mainGiftFiles()]) {
      const res = await get(url, viewer);
      expect(res.statusCode, url).toBe(403);
      expect(withoutCode(res.json()), url).toEqual({ success: false, message: LOCKED });
    }
    // A range request for the video is refused too.
    expect((await get(`/storage/${media.video}`, { ...viewer, range: 'bytes=0-99' })).statusCode).toBe(403);
  });

  it("leaves the rest of the gift open: the quiz, the menu, another feature's files", async () => {
    const viewer = await newViewer();
    for (const url of ['/api/quizzes', '/api/features', `/storage/${media.loveMomentCover}`]) {
      expect((await get(url, viewer)).statusCode, url).toBe(200);
    }
  });

  it('opens for that session after a perfect attempt, remembered in the database, and only for it', async () => {
    const viewer = await newViewer();
    const other = await newViewer();
    const res = await attempt(viewer, await rightAnswers());
    expect(res.json()).toEqual({ success: true, data: { score: 1, total: 1, perfect: true } });
    expect(await status(viewer)).toEqual({ success: true, data: { locked: false, reason: 'passed' } });
    for (const url of [...CONTENT, ...mainGiftFiles()]) expect((await get(url, viewer)).statusCode, url).toBe(200);
    expect((await get('/api/video-gift', other)).statusCode).toBe(403);

    const rows = await t.app.ctx.db.selectFrom('main_gift_unlocks').select('token_hash').execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    // A later imperfect attempt does not take it back.
    await attempt(viewer, []);
    expect((await status(viewer)).data.locked).toBe(false);
  });

  it('is deleted with the session', async () => {
    const viewer = await newViewer();
    await attempt(viewer, await rightAnswers());
    const before = await t.app.ctx.db.selectFrom('main_gift_unlocks').select('token_hash').execute();
    await t.app.ctx.db
      .deleteFrom('sessions')
      .where(
        'token_hash',
        'in',
        before.map((r) => r.token_hash),
      )
      .execute();
    expect(await t.app.ctx.db.selectFrom('main_gift_unlocks').select('id').execute()).toEqual([]);
  });

  it('never locks the editor, who also reads the answers', async () => {
    expect(await status(editor)).toEqual({ success: true, data: { locked: false, reason: 'editor' } });
    for (const url of [...CONTENT, ...mainGiftFiles()]) expect((await get(url, editor)).statusCode, url).toBe(200);
  });
});

describe('when there is nothing to play, Main Gift is open', () => {
  it('opens when Mini Games is not selected, and locks again when it is', async () => {
    const viewer = await newViewer();
    try {
      await saveFeatures(['gift', 'gallery', 'todo', 'letter']);
      expect(await status(viewer)).toEqual({ success: true, data: { locked: false, reason: 'no-games' } });
      for (const url of [...CONTENT, ...mainGiftFiles()]) expect((await get(url, viewer)).statusCode, url).toBe(200);
    } finally {
      await saveFeatures(ALL_FEATURES);
    }
    expect((await status(viewer)).data).toEqual({ locked: true, reason: 'quiz' });
  });

  it('opens when the gift has no question', async () => {
    const viewer = await newViewer();
    const kept = await questions();
    for (const q of kept) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/quizzes/question/${q.id}`, headers: editor })).statusCode).toBe(200);
    }
    expect(await status(viewer)).toEqual({ success: true, data: { locked: false, reason: 'no-quiz' } });
    for (const url of [...CONTENT, ...mainGiftFiles()]) expect((await get(url, viewer)).statusCode, url).toBe(200);
    // A quiz without questions has no perfect score.
    expect((await attempt(viewer, [])).json().data).toEqual({ score: 0, total: 0, perfect: false });
  });
});
