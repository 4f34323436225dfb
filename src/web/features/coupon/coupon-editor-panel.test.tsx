import { expect, test } from 'vitest';
import { COUPON_DEFAULTS, couponReply } from '@shared/schemas/coupon';
import CouponEditorPanel from './coupon-editor-panel';
import { descriptionOf, http, renderWithProviders, reply, screen, server, writes } from '@/testing/test-utils';

// The coupon image's picker (docs/product.md §22): like every photo picker it names HEIC, which the server decodes.
// The coupon's form keeps a field's error while the giver edits it (the form hook's keepErrorsWhileEditing).

test("the coupon image's hint names HEIC, and the picker offers it", async () => {
  server.use(http.get('/api/coupon', () => reply(couponReply, { success: true, data: COUPON_DEFAULTS })));
  renderWithProviders(<CouponEditorPanel />);
  const picker = await screen.findByLabelText('Gambar Kupon');
  expect(descriptionOf(picker)).toContain('JPEG, PNG, GIF, WebP, AVIF atau HEIC (iPhone).');
  expect(picker.getAttribute('accept')).toContain('.heic');
});

test("a field's error stays while the giver corrects it, until the next Save (the coupon's form keeps its errors)", async () => {
  server.use(http.get('/api/coupon', () => reply(couponReply, { success: true, data: COUPON_DEFAULTS })));
  const { user } = renderWithProviders(<CouponEditorPanel />);
  const code = await screen.findByLabelText('Kode Kupon');
  await user.clear(code);
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(descriptionOf(code)).toContain('Kode kupon wajib diisi.');
  await user.type(code, 'A');
  expect(descriptionOf(code)).toContain('Kode kupon wajib diisi.');
  expect(writes).toEqual([]);
});

test("the chat message's parts are checked as the server checks them, each refusal under its own field", async () => {
  server.use(http.get('/api/coupon', () => reply(couponReply, { success: true, data: COUPON_DEFAULTS })));
  const { user } = renderWithProviders(<CouponEditorPanel />);
  const title = await screen.findByLabelText('Judul Halaman');
  const intro = screen.getByLabelText('Pesan Pembuka');
  await user.clear(title);
  await user.clear(intro);
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  expect(descriptionOf(title)).toContain('Judul halaman wajib diisi.');
  expect(descriptionOf(intro)).toContain('Pesan pembuka wajib diisi.');
  expect(writes).toEqual([]);
});
