import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { serviceFiguresRepository } from '../repositories/service-figures-repository.js';
import type { Lifecycle } from './lifecycle.js';
import { holdsMetricsToken, installMetrics, ServiceMetrics } from './metrics.js';
import { HEALTH_PATH, METRICS_PATH, READY_PATH } from './ops-paths.js';
import { healthReply, readyReply, unreadyReply } from '../services/openapi/ops-operations.js';
import { MSG } from '../../shared/messages.js';

// /healthz, /readyz and /metrics (decision 038), for a load balancer and a monitor: on every host, without a
// session (gift-host.ts lets them through before it looks for a gift), never cached, with no gift's data.

/** How long /readyz waits for the database or the media store before calling it failed. */
const READY_CHECK_TIMEOUT_MS = 3000;

/** Resolves true when `check` succeeds within the timeout, false when it throws or takes longer. */
async function answers(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerOperations(app: FastifyInstance, ctx: AppContext, lifecycle: Lifecycle): void {
  const figures = serviceFiguresRepository(ctx.db);
  const token = ctx.config.metricsToken;
  const metrics = token === undefined ? undefined : new ServiceMetrics(ctx, figures);
  if (metrics) installMetrics(app, metrics);

  // The replies' schemas are the API description's (services/openapi/ops-operations.ts).
  app.get(HEALTH_PATH, { schema: { response: { 200: healthReply } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(READY_PATH, { schema: { response: { 200: readyReply, 503: unreadyReply } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (lifecycle.stopping) return reply.code(503).send({ status: 'unavailable', failed: ['stopping'] });
    const [database, media] = await Promise.all([answers(() => figures.ping()), answers(() => ctx.media.ping())]);
    const failed = [...(database ? [] : ['database']), ...(media ? [] : ['media'])];
    if (failed.length > 0) return reply.code(503).send({ status: 'unavailable', failed });
    return reply.send({ status: 'ready' });
  });

  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metrics || !token || !holdsMetricsToken(request, token)) {
      const message = metrics ? MSG.metricsTokenRequired : MSG.metricsOff;
      return reply.code(403).send({ success: false, message });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
