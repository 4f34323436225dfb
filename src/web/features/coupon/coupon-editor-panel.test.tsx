import { expect, test } from 'vitest';
import { COUPON_DEFAULTS, couponReply } from '@shared/schemas/coupon';
import CouponEditorPanel from './coupon-editor-panel';
import { descriptionOf, http, renderWithProviders, reply, screen, server } from '@/testing/test-utils';

// The coupon image's picker (docs/product.md §22): like every photo picker it names HEIC, which the server decodes.

test("the coupon image's hint names HEIC, and the picker offers it", async () => {
  server.use(http.get('/api/coupon', () => reply(couponReply, { success: true, data: COUPON_DEFAULTS })));
  renderWithProviders(<CouponEditorPanel />);
  const picker = await screen.findByLabelText('Gambar Kupon');
  expect(descriptionOf(picker)).toContain('JPEG, PNG, GIF, WebP, AVIF atau HEIC (iPhone).');
  expect(picker.getAttribute('accept')).toContain('.heic');
});
