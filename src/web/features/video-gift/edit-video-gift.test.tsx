import { expect, test } from 'vitest';
import { ROUTES } from '@shared/routes';
import { gift, renderWithApp, screen } from '@/testing/test-utils';

// Edit Video Gift (docs/product.md §4): the file the giver uploaded, by the name it had on their device (the server
// keeps it: src/server/routes/video-gift.test.ts).

test("the video editor shows the uploaded file's own name", async () => {
  gift.videoGift = {
    id: 7,
    title: 'Untukmu',
    description: 'Selamat!',
    video_url: 'video-gift/0f3a.mp4',
    video_name: 'ulang-tahun-kita.mp4',
    poster_url: null,
  };
  await renderWithApp(`${ROUTES.editVideoGift}?id=7`);
  expect(await screen.findByText('File saat ini: ulang-tahun-kita.mp4', { exact: true })).toBeTruthy();
});
