// Is a share link's host the giver's own machine (docs/product.md §10, §19)? The server's readiness list asks the
// same (services/readiness/readiness.ts, with node:net); this is the browser's twin, without server code: localhost,
// *.localhost, 127.0.0.0/8, ::1 and the unspecified addresses.

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return host.startsWith('127.') || host === '0.0.0.0';
  return host === '::1' || host === '::' || /^(0{1,4}:){7}0{0,3}1$/.test(host) || /^::ffff:127\./.test(host);
}

/** The host of a link, or '' when it is no URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** True when a phone elsewhere cannot open this link: its host is this machine. */
export const linkStaysHere = (url: string): boolean => {
  const host = hostOf(url);
  return host !== '' && isLoopbackHost(host);
};
