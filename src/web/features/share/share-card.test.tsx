import { expect, test } from 'vitest';
import { readinessReply } from '@shared/schemas/activity';
import { revealReply } from '@shared/schemas/reveal';
import { settingsReply } from '@shared/schemas/settings';
import { shareReply } from '@shared/schemas/share';
import { THEMES, type Theme } from '@shared/themes';
import SharePanel from './share-panel';
import { http, renderWithProviders, reply, screen, server } from '@/testing/test-utils';

// 'Cetak Kartu' in the gift's theme (docs/product.md §10, §20): the preview and the printed card wear the
// theme's colours (card-colours.ts), not the hub's rose.

function giftIn(theme: Theme) {
  server.use(
    http.get('/api/share', () => reply(shareReply, { success: true, data: { url: 'http://localhost/?k=abc', private: true } })),
    http.get('/api/settings', () =>
      reply(settingsReply, {
        success: true,
        data: {
          language: 'id',
          record_activity: true,
          notify: { opened: true, replies: true, wishes: false, moments: true },
          theme,
          themes: [...THEMES],
        },
      }),
    ),
    http.get('/api/readiness', () => reply(readinessReply, { success: true, data: { ready: true, items: [] } })),
    http.get('/api/reveal', () =>
      reply(revealReply, { success: true, data: { reveal_at: null, now: new Date().toISOString(), open: true } }),
    ),
  );
}

const rose700 = (element: HTMLElement) => element.style.getPropertyValue('--color-rose-700');

test('on a cream gift the card is drawn in cream, in the preview and in print', async () => {
  giftIn('cream');
  renderWithProviders(<SharePanel />);
  const preview = (await screen.findByTestId('share-card-preview')).firstElementChild as HTMLElement;
  await expect.poll(() => rose700(preview)).toBe('#7a4421');
  const printed = screen.getByTestId('share-print-card').querySelector<HTMLElement>('[data-theme-colours]')!;
  expect(rose700(printed)).toBe('#7a4421');
});

test('on a rose gift the card keeps the app palette', async () => {
  giftIn('rose');
  renderWithProviders(<SharePanel />);
  const preview = (await screen.findByTestId('share-card-preview')).firstElementChild as HTMLElement;
  await expect.poll(() => preview.dataset.themeColours).toBe('rose');
  expect(rose700(preview)).toBe('');
});
