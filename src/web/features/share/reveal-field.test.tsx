import { expect, test } from 'vitest';
import { builderHandlers, builderState } from '@/testing/handlers/builder';
import { RevealField } from './reveal-field';
import { renderWithProviders, screen, server, writes } from '@/testing/test-utils';

// The timed reveal (docs/product.md §10, decision 039): both fields or the sentence that asks for both, nothing sent;
// a saved moment read back as the sentence; 'Hapus waktu buka' opens the gift now.

test('asks for both fields, saves the moment on the gift’s wall, and clears it', async () => {
  const state = builderState();
  server.use(...builderHandlers(state));
  const { user } = renderWithProviders(<RevealField />);
  await user.type(await screen.findByLabelText('Tanggal'), '2030-02-14');
  await user.click(screen.getByRole('button', { name: 'Simpan waktu buka' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Isi tanggal dan jam.');
  expect(writes).toEqual([]);

  await user.type(screen.getByLabelText('Jam WIB (Asia/Jakarta)'), '00:00');
  await user.click(screen.getByRole('button', { name: 'Simpan waktu buka' }));
  expect(await screen.findByText('Hadiah ini terbuka pada 14 Februari 2030 pukul 00.00 WIB.')).toBeTruthy();
  expect(Date.parse(state.revealAt ?? '')).toBe(Date.parse('2030-02-13T17:00:00Z'));
  expect(screen.queryByRole('alert')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Hapus waktu buka' }));
  expect(await screen.findByText('Hadiah ini bisa dibuka kapan saja.', { selector: '[data-testid=reveal-status]' })).toBeTruthy();
  expect(state.revealAt).toBeNull();
  expect(writes).toEqual(['PUT /api/reveal', 'PUT /api/reveal']);
});
