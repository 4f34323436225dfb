import { expect, test } from 'vitest';
import { COUPON_DEFAULTS, couponReply } from '@shared/schemas/coupon';
import CouponPage from './coupon-page';
import { descriptionOf, http, renderWithProviders, reply, screen, server } from '@/testing/test-utils';

// The coupon's claim (docs/product.md §2 Coupon, decision 017): no number ships, so a real recipient never messages a
// placeholder; until the giver sets one the button is disabled and says why.

const answerWith = (whatsappNumber: string) =>
  server.use(http.get('/api/coupon', () => reply(couponReply, { success: true, data: { ...COUPON_DEFAULTS, whatsappNumber } })));

test("the coupon's 'Klaim Hadiah' is disabled with a hint until the giver sets a number, then opens WhatsApp", async () => {
  answerWith('');
  const view = renderWithProviders(<CouponPage />, { role: 'viewer', url: '/coupon' });
  const claim = await screen.findByRole('button', { name: 'Klaim Hadiah' });
  expect((claim as HTMLButtonElement).disabled).toBe(true);
  expect(descriptionOf(claim)).toBe('Hadiah belum bisa diklaim: pemberi hadiah belum mengatur nomor WhatsApp.');
  expect(screen.queryByRole('link', { name: 'Klaim Hadiah' })).toBeNull();
  view.unmount();

  answerWith('6281122334455');
  renderWithProviders(<CouponPage />, { role: 'viewer', url: '/coupon' });
  const link = await screen.findByRole('link', { name: 'Klaim Hadiah' });
  expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281122334455\?text=/);
  expect(screen.queryByRole('button', { name: 'Klaim Hadiah' })).toBeNull();
});
