import fs from 'node:fs';
import { csrf, jpeg, png, TEST_EDITOR, testVideo } from '../support';

// The giver fills in, through the API, what the demo gift lacks for the recipient's journey (decision 049):
// photos in a folder, a todo, a second quiz question, the video, a short letter, the coupon with its number
// and picture, and a love moment. The demo gift already has a quiz question and the background music.

/** What the journey needs to know of the gift the giver made. */
export interface Gift {
  folder: { id: number; name: string };
  photoTitle: string;
  todo: string;
  /** Each quiz question and its right answer, as the giver set them. */
  answers: Record<string, string>;
  videoTitle: string;
  letter: string[];
  coupon: { name: string; code: string; number: string };
  moment: { title: string; letter: string };
}

type Json = { success?: boolean; data?: unknown; message?: string };

/** The giver's API: logs in once and keeps the session cookie. */
async function giverApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { ...csrf, 'content-type': 'application/json' },
    body: JSON.stringify(TEST_EDITOR),
  });
  if (login.status !== 200) throw new Error(`the giver could not log in: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async function call<T>(method: string, path: string, body?: Record<string, unknown> | FormData): Promise<T> {
    const form = body instanceof FormData;
    const reply = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...csrf, cookie, ...(body && !form ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await reply.text();
    if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${text.slice(0, 300)}`);
    return (JSON.parse(text) as Json).data as T;
  };
}

const file = (buffer: Buffer, type: string) => new Blob([new Uint8Array(buffer)], { type });

function form(fields: Record<string, string | [Blob, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value[0], value[1]);
  }
  return data;
}

export async function seedGift(baseUrl: string): Promise<Gift> {
  const call = await giverApi(baseUrl);
  const gift: Gift = {
    folder: { id: 0, name: 'Liburan Bali' },
    photoTitle: 'Senja di Kuta',
    todo: 'Piknik di taman',
    answers: {},
    videoTitle: 'Video untukmu',
    // Short, so the typing is seen whole within a few seconds (30 ms a character, 1 s between paragraphs).
    letter: ['Halo sayang.', 'Aku sayang kamu.'],
    coupon: { name: 'Kupon Pijat', code: 'PIJAT01', number: '6281234567890' },
    moment: { title: 'Kencan pertama', letter: 'Hari itu hujan, dan kamu tertawa.' },
  };

  const folder = await call<{ id: number }>('POST', '/api/gallery/create-folder', { name: gift.folder.name });
  gift.folder.id = folder.id;
  for (const [index, hue] of [200, 20].entries()) {
    const title = index === 0 ? gift.photoTitle : 'Pantai';
    await call(
      'POST',
      '/api/gallery/create-photos',
      form({ folder_id: String(folder.id), title, photo: [file(await jpeg(hue), 'image/jpeg'), 'foto.jpg'] }),
    );
  }

  await call('POST', '/api/todos', { title: gift.todo });

  await call('POST', '/api/quizzes/create-or-update', {
    question: 'Warna favoritku?',
    answer: 'Merah muda',
    options: ['Biru', 'Merah muda', 'Hijau'],
  });
  const questions = await call<{ question: string; answer: string }[]>('GET', '/api/quizzes');
  for (const question of questions) gift.answers[question.question] = question.answer;

  await call(
    'POST',
    '/api/video-gift',
    form({
      title: gift.videoTitle,
      description: 'Rekaman kecil untukmu.',
      video: [file(fs.readFileSync(testVideo()), 'video/mp4'), 'gift.mp4'],
    }),
  );

  await call('POST', '/api/love-typing', form({ paragraphs: JSON.stringify(gift.letter) }));

  await call(
    'POST',
    '/api/coupon',
    form({
      whatsappNumber: gift.coupon.number,
      couponCode: gift.coupon.code,
      couponName: gift.coupon.name,
      couponDescription: 'Satu jam pijat pundak.',
      messages: JSON.stringify({ title: 'Hadiah Kecil Untukmu', intro: 'Halo sayang, aku klaim kuponnya ya!', additional: '' }),
      buttonText: 'Klaim Hadiah',
      couponImage: [file(await png(320, 200), 'image/png'), 'kupon.png'],
    }),
  );

  await call(
    'POST',
    '/api/love-moment',
    form({
      title: gift.moment.title,
      date: '2021-11-14',
      letter: gift.moment.letter,
      coverImage: [file(await jpeg(330, 900, 1200), 'image/jpeg'), 'cover.jpg'],
    }),
  );

  const music = await call<{ url: string | null } | null>('GET', '/api/music');
  if (!music?.url) throw new Error('the demo gift has no background music: the music step needs it');
  return gift;
}
