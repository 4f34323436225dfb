import { expect, test } from 'vitest';
import type { HeartMoment } from '@shared/schemas/heart-moments';
import HeartMomentsHubPanel from './heart-moments-hub-panel';
import { findToast, gift, renderWithProviders, screen, within, writes } from '@/testing/test-utils';

// The giver's Momen Hati in the hub: the giver writes as the giver (the server's session, never the
// form), sees the shared moments and the giver's own private ones, and gives the recipient's shared ones a heart.

const base = { mine: false, photo: null, hearted: false, created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z' };

test('the giver writes a moment, sees the recipient’s shared one but never a private one, and hearts it', async () => {
  gift.heartMoments = [
    { ...base, id: 2, author: 'recipient', date: '2025-02-20', words: 'Rahasia', feeling: 'loved', visibility: 'private' },
    {
      ...base,
      id: 1,
      author: 'recipient',
      date: '2025-02-10',
      words: 'Terima kasih sudah menunggu',
      feeling: 'seen',
      visibility: 'shared',
    },
  ] satisfies HeartMoment[];
  const { user } = renderWithProviders(<HeartMomentsHubPanel />, { role: 'editor' });
  expect(screen.getByRole('heading', { level: 2, name: 'Momen Hati' })).toBeTruthy();
  const list = screen.getByRole('region', { name: 'Momen kalian' });
  const theirs = (await within(list).findByText('Terima kasih sudah menunggu')).closest('li')!;
  expect(within(list).queryByText('Rahasia')).toBeNull();
  await user.click(within(theirs).getByRole('button', { name: '♡ Beri hati' }));
  expect(await within(theirs).findByRole('button', { name: '♥ Lepas hati' })).toBeTruthy();

  await user.type(screen.getByLabelText('Apa yang terjadi?'), 'Senyummu waktu aku pulang');
  await user.click(screen.getByRole('radio', { name: 'Bahagia' }));
  await user.click(screen.getByRole('button', { name: 'Simpan Momen' }));
  expect(await findToast('Momen tersimpan.')).toBeTruthy();
  expect(await within(list).findByText('Senyummu waktu aku pulang')).toBeTruthy();
  expect(gift.heartMoments.find((m) => m.words === 'Senyummu waktu aku pulang')?.author).toBe('giver');
  expect(writes).toEqual(['POST /api/heart-moments/1/heart', 'POST /api/heart-moments']);
});
