import { http } from 'msw';
import { LOVE_TYPING_DEFAULT_PARAGRAPHS, loveTypingReply } from '@shared/schemas/love-typing';
import { COUPON_DEFAULTS, couponReply } from '@shared/schemas/coupon';
import { folderListReply, folderSaveReply, type FolderSummary } from '@shared/schemas/gallery';
import { musicReply } from '@shared/schemas/music';
import { revealBody, revealReply, revealSaveReply } from '@shared/schemas/reveal';
import { shareReply } from '@shared/schemas/share';
import { usageReply } from '@shared/schemas/usage';
import { videoGiftSaveReply } from '@shared/schemas/video-gift';
import { templateApplyBody, templateApplyReply, templatesReply, type TemplateSummary } from '@shared/schemas/templates';
import { TEMPLATES_MSG } from '@shared/messages/templates';
import type { OccasionKey } from '@shared/occasions/types';
import { MSG } from '@shared/messages';
import { DEMO_CONTENT } from '@shared/demo-content';
import { EVERY_OCCASION, OCCASIONS, occasionOf } from '@shared/occasions';
import { todoCreateBody, todoListReply, todoSaveReply } from '@shared/schemas/todos';
import { loveMomentFields, loveMomentListReply, loveMomentSaveReply, type LoveMoment } from '@shared/schemas/love-moment';
import { crosswordBody, crosswordReply, crosswordSaveReply, type CrosswordEntry } from '@shared/schemas/crossword';
import { quizListReply } from '@shared/schemas/quiz';
import { wishListReply } from '@shared/schemas/wishes';
import { firstMessage, groupIssues } from '@shared/field-errors';
import { gift } from '../db';
import { parseBody, refuse, reply } from './reply';

// The builder's calls, for its component tests: the occasions (templates) API as its contract says,
// and the letter, the gallery's folders, the music, the coupon (the Main Gift step), the reveal and the share link the
// builder's steps read and write.
// Not among the default handlers: a test that needs them says `server.use(...builderHandlers())`, with a state of its own.

export interface BuilderState {
  current: OccasionKey | null;
  applied: string[];
  paragraphs: string[];
  folders: FolderSummary[];
  revealAt: string | null;
  templatesFail: boolean;
  /** What the menu's pages hold (docs/product.md §28): a fresh gift's plans, love moments and crossword are none. */
  todos: string[];
  moments: LoveMoment[];
  crossword: CrosswordEntry[] | null;
  /** The quiz's questions (the seed's two) and the wishes the giver approved. */
  quizQuestions: number;
  approvedWishes: number;
}

/** The ideas the occasion offers for the menu's pages, as GET /api/templates sends them. */
const ideasOf = (key: OccasionKey) => ({
  loveMomentPrompts: [...OCCASIONS.id[key].loveMomentPrompts],
  planIdeas: [...OCCASIONS.id[key].planIdeas],
  crosswordIdeas: OCCASIONS.id[key].crosswordIdeas.map(({ word, clue }) => ({ word, clue })),
});

export const OCCASION_FIXTURES: TemplateSummary[] = [
  {
    key: 'anniversary',
    name: 'Anniversary',
    description: 'Hari jadi kalian.',
    letterPrompts: ['Kapan pertama bertemu?', 'Apa yang kamu sukai?', 'Apa harapanmu?'],
    ...ideasOf('anniversary'),
  },
  {
    key: 'birthday',
    name: 'Ulang tahun',
    description: 'Hari lahirnya.',
    letterPrompts: ['Doa untuknya?', 'Kenangan lucu?', 'Kado impian?'],
    ...ideasOf('birthday'),
  },
  { key: 'valentine', name: 'Valentine', description: '14 Februari.', letterPrompts: ['a', 'b', 'c'], ...ideasOf('valentine') },
  { key: 'long-distance', name: 'LDR', description: 'Jarak jauh.', letterPrompts: ['d', 'e', 'f'], ...ideasOf('long-distance') },
  { key: 'blank', name: 'Kosong', description: 'Mulai dari nol.', letterPrompts: ['g', 'h', 'i'], ...ideasOf('blank') },
];

export function builderState(): BuilderState {
  return {
    current: null,
    applied: [],
    paragraphs: [...LOVE_TYPING_DEFAULT_PARAGRAPHS],
    folders: [],
    revealAt: null,
    templatesFail: false,
    todos: [],
    moments: [],
    crossword: null,
    quizQuestions: 2,
    approvedWishes: 0,
  };
}

/** A love moment as GET /api/love-moment gives it, written in the builder: no cover, no voice note, open at once. */
export function builderLoveMoment({
  id,
  title,
  date,
  letter,
  ...rest
}: Pick<LoveMoment, 'id' | 'title' | 'date' | 'letter'> & Partial<LoveMoment>): LoveMoment {
  return {
    id,
    title,
    date,
    letter,
    opens_at: null,
    sealed: false,
    cover_image: null,
    cover_thumb: null,
    cover_display: null,
    cover_placeholder: null,
    voice_note: null,
    voice_note_duration_ms: null,
    ...rest,
  };
}

/**
 * The menu's other pages already holding the giver's words: a plan, the crossword's two words, one
 * love moment, and `approvedWishes` approved wishes.
 */
export function fillMenuPages(state: BuilderState, approvedWishes: number): void {
  state.todos = ['Piknik'];
  state.crossword = [
    { word: 'KUE', clue: 'Ada lilinnya' },
    { word: 'LILIN', clue: 'Ditiup' },
  ];
  state.approvedWishes = approvedWishes;
  state.moments = [builderLoveMoment({ id: 1, title: 'Hari pertama', date: '2022-02-02', letter: 'Hai.' })];
}

/**
 * The Main Gift step's stored video: the gift holds one, and POST /api/video-gift/:id keeps the title it
 * is sent. Its handlers go after builderHandlers: `server.use(...storedVideoGift())`.
 */
export function storedVideoGift() {
  gift.videoGift = {
    id: 7,
    title: 'Untukmu',
    description: '',
    video_url: 'video-gift/0f3a.mp4',
    video_name: 'kita.mp4',
    poster_url: null,
  };
  return [
    http.post('/api/video-gift/:id', async ({ request, params }) => {
      const form = await request.formData();
      gift.videoGift = { ...gift.videoGift!, id: Number(params.id), title: String(form.get('title')) };
      return reply(videoGiftSaveReply, { success: true, message: 'Video gift berhasil disimpan!', data: gift.videoGift });
    }),
  ];
}

/** A 422 with the schema's field errors, as the server's validation answers. */
function refusedFields(issues: Parameters<typeof groupIssues>[0]) {
  const errors = groupIssues(issues);
  return refuse(422, firstMessage(errors) ?? MSG.serverError, errors);
}

export function builderHandlers(state: BuilderState) {
  return [
    http.get('/api/templates', () =>
      state.templatesFail
        ? refuse(500, MSG.serverError)
        : reply(templatesReply, { success: true, data: { current: state.current, templates: OCCASION_FIXTURES } }),
    ),
    http.post('/api/templates/apply', async ({ request }) => {
      // The route's own body schema: an unknown key is its 422.
      const body = await parseBody(request, templateApplyBody);
      if (!body.ok) return body.response;
      state.current = body.data.template;
      state.applied.push(state.current);
      if (state.current === 'birthday') state.paragraphs = ['Selamat ulang tahun, sayang!'];
      // The PIN page's heading follows the occasion while it is still a known one (docs/product.md §27).
      const known = [...Object.values(DEMO_CONTENT), ...EVERY_OCCASION].map((words) => words.dateInputTitle);
      if (known.includes(gift.dateInput.title)) gift.dateInput.title = occasionOf(state.current, gift.settings.language).dateInputTitle;
      return reply(templateApplyReply, {
        success: true,
        message: TEMPLATES_MSG.applied,
        data: { current: state.current, applied: ['letter'] },
      });
    }),
    http.get('/api/love-typing', () =>
      reply(loveTypingReply, {
        status: 'success',
        success: true,
        message: MSG.ok,
        data: { paragraphs: state.paragraphs, background_music: null },
      }),
    ),
    http.post('/api/love-typing', async ({ request }) => {
      const form = await request.formData();
      state.paragraphs = JSON.parse(String(form.get('paragraphs'))) as string[];
      return reply(loveTypingReply, {
        status: 'success',
        success: true,
        message: MSG.ok,
        data: { paragraphs: state.paragraphs, background_music: null },
      });
    }),
    http.get('/api/gallery', () => reply(folderListReply, { success: true, data: state.folders })),
    http.post('/api/gallery/create-folder', async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      const folder = { id: state.folders.length + 7, name, photo_count: 0, cover: null };
      state.folders.push(folder);
      return reply(folderSaveReply, { success: true, message: 'Folder berhasil dibuat.', data: { id: folder.id, name } });
    }),
    http.get('/api/music', () =>
      reply(musicReply, {
        success: true,
        message: MSG.ok,
        data: { url: null, is_default: true, name: null, title: null, artist: null, cover: null },
      }),
    ),
    http.get('/api/coupon', () => reply(couponReply, { success: true, data: COUPON_DEFAULTS })),
    http.get('/api/reveal', () =>
      reply(revealReply, {
        success: true,
        data: { reveal_at: state.revealAt, now: new Date().toISOString(), open: state.revealAt === null },
      }),
    ),
    http.put('/api/reveal', async ({ request }) => {
      const body = await parseBody(request, revealBody);
      if (!body.ok) return body.response;
      state.revealAt = body.data.reveal_at;
      return reply(revealSaveReply, {
        success: true,
        message: MSG.dataSaved,
        data: { reveal_at: state.revealAt, now: new Date().toISOString(), open: state.revealAt === null },
      });
    }),
    http.get('/api/share', () => reply(shareReply, { success: true, data: { url: 'http://kado.test/s/abc', private: true } })),
    http.get('/api/usage', () => reply(usageReply, { success: true, data: { used_bytes: 0, quota_bytes: 500 * 1024 * 1024 } })),
    // The menu's pages.
    http.get('/api/todos', () =>
      reply(todoListReply, { success: true, data: state.todos.map((title, index) => ({ id: index + 1, title, is_selected: false })) }),
    ),
    http.post('/api/todos', async ({ request }) => {
      const body = await parseBody(request, todoCreateBody);
      if (!body.ok) return body.response;
      state.todos.push(body.data.title);
      return reply(todoSaveReply, {
        success: true,
        message: MSG.dataSaved,
        data: { id: state.todos.length, title: body.data.title, is_selected: false },
      });
    }),
    http.get('/api/love-moment', () => reply(loveMomentListReply, { success: true, status: 'success', data: state.moments })),
    http.post('/api/love-moment', async ({ request }) => {
      const form = await request.formData();
      const field = (name: string) => form.get(name) ?? undefined;
      const parsed = loveMomentFields.safeParse({
        title: field('title'),
        date: field('date'),
        letter: field('letter'),
        opens_at: field('opens_at'),
      });
      if (!parsed.success) return refusedFields(parsed.error.issues);
      const moment = builderLoveMoment({ id: state.moments.length + 1, ...parsed.data });
      state.moments.push(moment);
      return reply(loveMomentSaveReply, { success: true, status: 'success', message: MSG.dataSaved, data: moment });
    }),
    http.get('/api/crossword', () =>
      reply(crosswordReply, {
        success: true,
        message: MSG.ok,
        data: state.crossword && { entries: state.crossword, layout: { width: 0, height: 0, placed: [], unplaced: [] } },
      }),
    ),
    http.post('/api/crossword', async ({ request }) => {
      const body = await parseBody(request, crosswordBody);
      if (!body.ok) return body.response;
      state.crossword = body.data.entries;
      return reply(crosswordSaveReply, {
        success: true,
        message: MSG.dataSaved,
        data: { entries: state.crossword, layout: { width: 0, height: 0, placed: [], unplaced: [] }, unplaced: [] },
      });
    }),
    http.get('/api/quizzes', () =>
      reply(quizListReply, {
        success: true,
        data: Array.from({ length: state.quizQuestions }, (_, index) => ({
          id: index + 1,
          question: `Pertanyaan ${index + 1}?`,
          quiz_options: [],
        })),
      }),
    ),
    http.get('/api/wishes', () =>
      reply(wishListReply, {
        success: true,
        data: Array.from({ length: state.approvedWishes }, (_, index) => ({
          id: index + 1,
          name: 'Sari',
          message: 'Selamat!',
          photo: null,
          approved: true,
          created_at: '2026-12-01T00:00:00.000Z',
        })),
      }),
    ),
  ];
}
