import { expect, test, vi } from 'vitest';
import { SETTINGS_MSG } from '@shared/messages/settings';
import { NotifySwitch } from './notify-switch';
import { findToast, gift, http, refuse, renderWithProviders, screen, server, writes } from '@/testing/test-utils';

// The giver's mails (docs/product.md 'Kabar untuk pemberi'): a switch in Jejak, Balasan and Ucapan, on
// for the first opening and replies, off for wishes, each saved alone. What is mailed is the server's
// (src/server/routes/notifications.test.ts).

const label = {
  opened: 'Email saat kado dibuka pertama kali',
  replies: 'Email saat ada balasan baru',
  wishes: 'Email saat ada ucapan yang menunggu persetujuan',
} as const;

test('each kind shows its setting: the opening and replies on, wishes off', async () => {
  renderWithProviders(
    <>
      <NotifySwitch kind="opened" />
      <NotifySwitch kind="replies" />
      <NotifySwitch kind="wishes" />
    </>,
  );
  const checked = async (kind: keyof typeof label) => {
    const input = await screen.findByRole<HTMLInputElement>('switch', { name: label[kind] });
    // Read once the gift's settings have come (the switch waits for them).
    await vi.waitFor(() => expect(input.disabled).toBe(false));
    return input.checked;
  };
  expect(await checked('opened')).toBe(true);
  expect(await checked('replies')).toBe(true);
  expect(await checked('wishes')).toBe(false);
  expect(screen.getByText(/Hanya selama jejak dicatat\./)).toBeTruthy();
});

test('a switch saves only its own kind, and says so', async () => {
  const { user } = renderWithProviders(<NotifySwitch kind="replies" />);
  const replies = await screen.findByRole<HTMLInputElement>('switch', { name: label.replies });
  await vi.waitFor(() => expect(replies.disabled).toBe(false));
  await user.click(replies);
  expect(await findToast('Email pemberitahuan dimatikan.')).toBeTruthy();
  expect(writes).toEqual(['PUT /api/settings']);
  expect(gift.settings.notify).toEqual({ opened: true, replies: false, wishes: false, moments: true });
  expect(replies.checked).toBe(false);
});

test('a failed save puts the switch back and tells why', async () => {
  server.use(http.put('/api/settings', () => refuse(422, SETTINGS_MSG.notifyInvalid)));
  const { user } = renderWithProviders(<NotifySwitch kind="wishes" />);
  const wishes = await screen.findByRole<HTMLInputElement>('switch', { name: label.wishes });
  await vi.waitFor(() => expect(wishes.disabled).toBe(false));
  await user.click(wishes);
  expect(await findToast('Pemberitahuan harus true atau false.')).toBeTruthy();
  expect(wishes.checked).toBe(false);
});
