import type { z } from 'zod';
import { ALL_FEATURE_IDS, DEMO_PIN } from '@shared/constants';
import { DEMO_CONTENT } from '@shared/demo-content';
import type { ActivityEntry } from '@shared/schemas/activity';
import type { SessionInfo } from '@shared/schemas/auth';
import type { dateInput } from '@shared/schemas/date-input';
import type { daysOfLove } from '@shared/schemas/days-of-love';
import type { featuresData } from '@shared/schemas/features';
import type { Folder, Photo } from '@shared/schemas/gallery';
import type { opening } from '@shared/schemas/opening';
import type { Music } from '@shared/schemas/music';
import type { HeartedItem, Reply } from '@shared/schemas/replies';
import type { HeartMoment } from '@shared/schemas/heart-moments';
import type { Settings } from '@shared/schemas/settings';
import { THEMES } from '@shared/themes';
import type { videoGift } from '@shared/schemas/video-gift';

// The component tests' gift (the testing shape of /work/shared/STYLE.md, wave 4): a small in-memory copy of what the
// server keeps, in the shared schemas' shapes, made afresh before every test (setup.ts). MSW's handlers
// (handlers/*.ts) read and write it, so a page's own api/ hooks run unchanged against it.

export const TEST_EDITOR_USER = { id: 1, name: 'Editor', email: 'editor@kado.test' } as const;

const demo = DEMO_CONTENT.id;

/** The test gift's counter starts here until the giver changes it. */
export const DEMO_COUNTER_START = '2022-02-02';

/** The seeded track as GET /api/music describes it (its tags are assets/default-track.mp3's). */
export const SEEDED_TRACK: Music = {
  url: 'music/default-track.mp3',
  is_default: true,
  name: null,
  title: 'Lagu Untukmu',
  artist: 'Kado Music Box',
  cover: null,
};

function freshGift() {
  return {
    role: 'editor' as SessionInfo['role'],
    opening: { id: 1, title: demo.opening.title, recipient_name: demo.opening.recipient_name } satisfies z.infer<typeof opening>,
    dateInput: { id: 1, title: demo.dateInputTitle, selected_date: DEMO_PIN, photo_url: null } satisfies z.infer<typeof dateInput>,
    daysOfLove: {
      title: 'Hari Bersama',
      date_at: DEMO_COUNTER_START,
      date_at_formatted: '02-02-2022',
      created_at_formatted: '01-01-2026 10:00:00',
    } satisfies z.infer<typeof daysOfLove>,
    features: { title: demo.featuresTitle, selected_features: JSON.stringify(ALL_FEATURE_IDS) } satisfies z.infer<typeof featuresData>,
    music: { ...SEEDED_TRACK } as Music,
    /** null until the giver saves a video gift. */
    videoGift: null as z.infer<typeof videoGift> | null,
    settings: {
      language: 'id',
      record_activity: true,
      notify: { opened: true, replies: true, wishes: false, moments: true },
      theme: 'rose',
      themes: [...THEMES],
    } as Settings,
    /** The recipient's footsteps, newest first: none until a test adds them. */
    activity: [] as ActivityEntry[],
    /** The recipient's replies, newest first, and the items they gave a heart: none at first. */
    replies: [] as Reply[],
    hearted: [] as HeartedItem[],
    /** Momen Hati: every moment of both partners, newest first; the handlers show each role its own. */
    heartMoments: [] as HeartMoment[],
    /** The address the recipient left for word of the giver's shared moments (docs/product.md §29). */
    momentMail: null as string | null,
    /** The wishes link's guest page: whether this browser holds the link's key, and the link open. */
    wishGuest: { key: true, open: true },
    /** The wishes friends sent through the link, as the server received them. */
    wishesSent: [] as { name: string; message: string; photo: string | null }[],
    /** The gallery (docs/product.md §2): its folders (with the giver's cover, null for the first photo) and photos. */
    folders: [] as (Folder & { cover_photo_id: number | null })[],
    photos: [] as Photo[],
  };
}

export type TestGift = ReturnType<typeof freshGift>;

/** The gift as the handlers see it now. */
export let gift: TestGift = freshGift();

export function resetGift(): void {
  gift = freshGift();
}
