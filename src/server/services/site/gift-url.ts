import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../lib/config.js';
import { SHARE_PATH } from './share-link.js';

/**
 * The origin a gift is given at, for the share link shown to its giver. One gift: PUBLIC_URL, else the address the
 * request came to. Many gifts: {slug}.BASE_DOMAIN, with the scheme and port of PUBLIC_URL (the console's address) or
 * of the request. Never for a mail: see mailOrigin.
 */
export function giftOrigin(config: AppConfig, request: FastifyRequest, slug: string | null): string {
  const publicUrl = config.publicUrl ? new URL(config.publicUrl) : undefined;
  if (config.baseDomain === undefined || slug === null) {
    return publicUrl?.origin ?? `${request.protocol}://${request.host}`;
  }
  const scheme = publicUrl ? publicUrl.protocol.replace(/:$/, '') : request.protocol;
  const port = publicUrl ? publicUrl.port : request.port === null ? '' : String(request.port);
  return `${scheme}://${slug}.${config.baseDomain}${port ? `:${port}` : ''}`;
}

/** The name the listener answers on, as a link can hold it: loopback and every-address listeners are localhost. */
function listenName(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '' || host === '127.0.0.1' || host === '::1') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

/**
 * The origin of every link in a mail (decision 077), from configuration alone: a mail leaves the request that made it,
 * so a forged Host would hand its link (a reset token) to whoever owns that host. One gift (or the console, slug
 * null): PUBLIC_URL; many gifts: {slug}.BASE_DOMAIN with PUBLIC_URL's scheme and port. Where PUBLIC_URL is unset, the
 * address Kado listens on: http, HOST (localhost for loopback or every address) or BASE_DOMAIN, and PORT.
 */
export function mailOrigin(config: AppConfig, slug: string | null): string {
  const publicUrl = config.publicUrl ? new URL(config.publicUrl) : undefined;
  const scheme = publicUrl ? publicUrl.protocol : 'http:';
  const port = publicUrl ? publicUrl.port : config.port === 80 ? '' : String(config.port);
  const suffix = port ? `:${port}` : '';
  if (config.baseDomain === undefined) return publicUrl?.origin ?? `${scheme}//${listenName(config.host)}${suffix}`;
  return `${scheme}//${slug === null ? '' : `${slug}.`}${config.baseDomain}${suffix}`;
}

/** The link to give: opening it stores the key in the browser and lands on the opening page. */
export function shareLink(origin: string, key: string): string {
  return `${origin}${SHARE_PATH}${encodeURIComponent(key)}`;
}
