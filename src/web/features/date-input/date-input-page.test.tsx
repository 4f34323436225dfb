import { describe, expect, it } from 'vitest';
import { revealReply } from '@shared/schemas/reveal';
import { openingListReply } from '@shared/schemas/opening';
import { ROUTES } from '@shared/routes';
import { gift, http, renderWithApp, reply, screen, server, waitFor } from '@/testing/test-utils';

// The PIN page before the gift's timed reveal (docs/product.md §4, decision 039): the server refuses every PIN
// until the moment, so a recipient who comes straight to the PIN page sees the countdown instead of a field.

const MOMENT = '2027-02-14T19:00:00+07:00';

function giftWithMoment(open: boolean) {
  server.use(
    http.get('/api/opening', () => reply(openingListReply, { success: true, data: [{ ...gift.opening, reveal_at: MOMENT }] })),
    http.get('/api/reveal', () => {
      const now = open ? '2027-02-14T19:00:01+07:00' : '2027-02-13T19:00:00+07:00';
      return reply(revealReply, { success: true, data: { reveal_at: MOMENT, now, open } });
    }),
  );
}

describe('the PIN page of a gift with a timed reveal', () => {
  it('before the moment: the countdown at the gift address, and no PIN field', async () => {
    giftWithMoment(false);
    await renderWithApp(ROUTES.dateInput, { role: 'anonymous' });
    expect(await screen.findByTestId('reveal-countdown')).toBeTruthy();
    expect(window.location.pathname).toBe(ROUTES.opening);
    expect(screen.getByText('Terbuka 14 Februari 2027 pukul 19.00 WIB')).toBeTruthy();
    expect(screen.queryByLabelText(/^PIN: Tanggal Spesial Kita \(6 digit, DDMMYY\)$/)).toBeNull();
  });

  it('after the moment: the PIN field, where the recipient came', async () => {
    giftWithMoment(true);
    await renderWithApp(ROUTES.dateInput, { role: 'anonymous' });
    expect(await screen.findByLabelText(/^PIN: Tanggal Spesial Kita \(6 digit, DDMMYY\)$/)).toBeTruthy();
    expect(window.location.pathname).toBe(ROUTES.dateInput);
  });

  it('a gift without a moment asks nothing more than before', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    await renderWithApp(ROUTES.dateInput, { role: 'anonymous' });
    expect(await screen.findByLabelText(/^PIN: Tanggal Spesial Kita \(6 digit, DDMMYY\)$/)).toBeTruthy();
    await waitFor(() => expect(asked).toContain('/api/opening'));
    expect(asked).not.toContain('/api/reveal');
    // Only this test's listener: the setup's own records every write (src/web/testing/server.ts).
    server.events.removeListener('request:start', listen);
  });
});
