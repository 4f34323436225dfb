import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../lib/config.js';
import { SHARE_PATH } from './share-link.js';

/**
 * The origin a gift is given at. One gift: PUBLIC_URL, else the address the request came to. Many gifts:
 * {slug}.BASE_DOMAIN, with the scheme and port of PUBLIC_URL (the console's address) or of the request.
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

/** The link to give: opening it stores the key in the browser and lands on the opening page. */
export function shareLink(origin: string, key: string): string {
  return `${origin}${SHARE_PATH}${encodeURIComponent(key)}`;
}
