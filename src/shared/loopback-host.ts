// Is a share link's host the giver's own machine (docs/product.md §10, §19)? Asked by the server's readiness list
// (services/readiness/readiness.ts) and by the share panel's warning (src/web/lib/loopback-host.ts): localhost,
// *.localhost, 127.0.0.0/8, ::1 and the unspecified addresses. Plain string checks, no node:net, so a page takes it.

/** Is this host name the machine itself: localhost, *.localhost, 127.0.0.0/8, ::1, or the unspecified address? */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return host.startsWith('127.') || host === '0.0.0.0';
  return host === '::1' || host === '::' || /^(0{1,4}:){7}0{0,3}1$/.test(host) || /^::ffff:127\./.test(host);
}
