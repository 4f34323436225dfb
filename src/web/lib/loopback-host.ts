import { isLoopbackHost } from '@shared/loopback-host';

// A share link that cannot leave this computer (docs/product.md §10, §19): its host is loopback
// (src/shared/loopback-host.ts, which the server's readiness list asks too).

export { isLoopbackHost };

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
