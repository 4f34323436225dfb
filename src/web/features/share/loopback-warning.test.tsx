import { expect, test } from 'vitest';
import { isLoopbackHost } from '@/lib/loopback-host';
import { LoopbackCardWarning, LoopbackWarning } from './loopback-warning';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { idShare } from '@/i18n/id-share';
import { enShare } from '@/i18n/en/en-share';

// 'Bagikan' (docs/product.md §10): a link that points at this computer cannot open on the partner's phone; the panel
// and the card say so, with how to fix it (HOST=0.0.0.0 on the same Wi-Fi, PUBLIC_URL online).

test.each(['http://localhost:3000/s/abc', 'http://127.0.0.1:3000/s/abc', 'http://[::1]:3000/s/abc', 'http://kado.localhost:3000/s/abc'])(
  'a link to %s warns, beside the link and by the card',
  (url) => {
    renderWithProviders(
      <>
        <LoopbackWarning url={url} />
        <LoopbackCardWarning url={url} />
      </>,
    );
    const warning = screen.getByTestId('share-loopback');
    expect(warning.getAttribute('role')).toBe('note');
    expect(warning.textContent).toContain('Link ini hanya terbuka di komputer ini');
    expect(warning.textContent).toContain('ponsel pasanganmu tidak bisa membukanya');
    expect(warning.textContent).toContain('HOST=0.0.0.0');
    expect(warning.textContent).toContain('PUBLIC_URL');
    expect(warning.textContent).toContain('docs/operations.md');
    expect(screen.getByTestId('share-card-loopback').textContent).toContain('Kode QR di kartu ini');
  },
);

test('a link that can leave this computer shows no warning', () => {
  renderWithProviders(
    <>
      <LoopbackWarning url="https://kado.example.com/s/abc" />
      <LoopbackCardWarning url="http://192.168.1.20:3000/s/abc" />
    </>,
  );
  expect(screen.queryByTestId('share-loopback')).toBeNull();
  expect(screen.queryByTestId('share-card-loopback')).toBeNull();
});

test('the warning has its English twin', () => {
  expect(enShare.loopback.heading).toBe('This link only opens on this computer');
  expect(enShare.loopback.sameWifi).toContain('HOST=0.0.0.0');
  expect(enShare.loopback.online).toContain('PUBLIC_URL');
  expect(idShare.loopback.why('localhost')).toContain('(localhost)');
});

test('loopback hosts as the server reads them', () => {
  for (const host of ['localhost', 'kado.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0', 'LOCALHOST.'])
    expect(isLoopbackHost(host), host).toBe(true);
  for (const host of ['kado.example.com', '192.168.1.20', 'localhost.example.com', '2001:db8::1', '10.0.0.1'])
    expect(isLoopbackHost(host), host).toBe(false);
});
