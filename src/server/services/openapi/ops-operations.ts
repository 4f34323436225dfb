import { z } from 'zod';
import { errorReply } from '../../../shared/schemas/common.js';
import type { RouteRecord } from '../../context.js';

// /healthz, /readyz and /metrics in the API description (decision 038; described since decision 056). They are
// registered before the route table starts (every request's metrics hook must come first) and without guards, so
// their records are written here and the description reads them (decision 057); http/health.ts replies with these
// very schemas.

export const healthReply = z.object({ status: z.literal('ok') });
export const readyReply = z.object({ status: z.literal('ready') });
export const unreadyReply = z.object({
  status: z.literal('unavailable'),
  /** What did not answer: the database, the media store, or the process is stopping. */
  failed: z.array(z.enum(['database', 'media', 'stopping'])),
});
/** Prometheus' text format (described only: the route sends the registry's text as it is). */
const metricsText = z.string().meta({ contentMediaType: 'text/plain' });

/** The operations endpoints as route records, for the description only. */
export const OPS_ROUTES: readonly RouteRecord[] = [
  { method: 'GET', url: '/healthz', guards: ['allowAnyone'], schema: { response: { 200: healthReply } } },
  { method: 'GET', url: '/readyz', guards: ['allowAnyone'], schema: { response: { 200: readyReply, 503: unreadyReply } } },
  { method: 'GET', url: '/metrics', guards: ['requireMetricsToken'], schema: { response: { 200: metricsText, 403: errorReply } } },
];

export const isOpsRoute = (route: Pick<RouteRecord, 'url'>): boolean => OPS_ROUTES.some((ops) => ops.url === route.url);
