import { afterEach, expect, test } from 'vitest';
import { MILESTONE_TIME_ZONE } from '@shared/constants';
import { addYears, todayIn } from '@shared/milestones';
import { ROUTES } from '@shared/routes';
import { heartMomentOnThisDayReply, type HeartMoment } from '@shared/schemas/heart-moments';
import { englishCatalogs } from '@/testing/english';
import { gift, http, renderWithApp, reply, screen, server } from '@/testing/test-utils';

// 'Hari ini, setahun lalu' on the counter page (docs/product.md §29): a shared moment of this day in a past year, with
// its words, day and whose it is; a gallery photo when there is no moment; nothing at all when there is neither, and
// never the other partner's private moment (the handlers answer as the server does).

let putBack: (() => void) | undefined;
afterEach(() => {
  putBack?.();
  putBack = undefined;
});

const yearsAgo = (years: number) => addYears(todayIn(MILESTONE_TIME_ZONE), -years);
const moment = (over: Partial<HeartMoment> & Pick<HeartMoment, 'id' | 'date'>): HeartMoment => ({
  author: 'giver',
  mine: false,
  words: `Momen ${over.id}`,
  feeling: 'loved',
  visibility: 'shared',
  photo: null,
  hearted: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

/** The counter page, once its own read is in (the card comes after, in a chunk of its own). */
async function counter() {
  await renderWithApp(ROUTES.daysOfLove, { role: 'viewer' });
  await screen.findByTestId('days-count');
}

test('shows the shared moment of this day a year ago: its words, day and who wrote it', async () => {
  gift.heartMoments.push(moment({ id: 1, date: yearsAgo(1), words: 'Kamu menjemputku waktu hujan' }));
  await counter();
  const card = await screen.findByRole('region', { name: 'Hari ini, setahun lalu' });
  expect(card.textContent).toContain('Kamu menjemputku waktu hujan');
  expect(card.textContent).toContain('Dari pemberi hadiah');
  expect(card.querySelector('time')?.getAttribute('datetime')).toBe(yearsAgo(1));
});

test('never shows the other partner’s private moment of this day, and shows nothing without one', async () => {
  gift.heartMoments.push(moment({ id: 2, date: yearsAgo(1), words: 'Rahasia pemberi', visibility: 'private' }));
  const answered = new Promise<void>((resolve) => {
    const seen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname !== '/api/heart-moments/on-this-day') return;
      server.events.removeListener('response:mocked', seen);
      resolve();
    };
    server.events.on('response:mocked', seen);
  });
  await counter();
  await answered;
  expect(screen.queryByTestId('on-this-day')).toBeNull();
  expect(document.body.textContent).not.toContain('Rahasia pemberi');
});

test('shows a gallery photo with its title when there is no moment, years counted, in English too', async () => {
  putBack = englishCatalogs();
  server.use(
    http.get('/api/heart-moments/on-this-day', () =>
      reply(heartMomentOnThisDayReply, {
        success: true,
        data: {
          years: 3,
          date: yearsAgo(3),
          moment: null,
          photo: {
            id: 9,
            title: 'Pantai Kuta',
            url: 'photos/9.jpg',
            thumb_url: 'photos/9-t.webp',
            display_url: 'photos/9-d.webp',
            width: 800,
            height: 600,
            placeholder: null,
            folder_id: 1,
          },
        },
      }),
    ),
  );
  await counter();
  const card = await screen.findByRole('region', { name: 'On this day, 3 years ago' });
  expect(card.textContent).toContain('From the gallery');
  expect(screen.getByRole('img', { name: 'Pantai Kuta' }).getAttribute('src')).toBe('/storage/photos/9-t.webp');
});
