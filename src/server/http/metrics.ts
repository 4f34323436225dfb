import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import type { OutboxFigures } from '../repositories/mail-outbox-repository.js';
import type { ServiceFiguresRepository } from '../repositories/service-figures-repository.js';

// /metrics in Prometheus' text format (decision 038): request durations by route and status, uploads and their
// bytes, refused PIN and sign-in attempts, gifts, media bytes, the password-hash queue, the mail outbox (decision
// 076) and Node's own process metrics. Recorded only when METRICS_TOKEN is set; read only by a bearer of it.

/** The sign-in routes whose refusals are counted, and what each signs in to. */
const ATTEMPT_ROUTES: Readonly<Record<string, string>> = {
  '/api/date-input/verify': 'pin',
  '/api/login': 'login',
  '/api/operator/login': 'console',
};

/** prom-client's default gauges named like counters (each the sum of its sibling without `_total`). */
const UNCOUNTED_TOTALS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Seconds: from a cached read (a millisecond) to a large upload. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A route's label: its pattern (never the raw path, which would make a series per photo), or 'unmatched'. */
const routeOf = (request: FastifyRequest): string => request.routeOptions.url ?? 'unmatched';

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly duration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly uploads: Counter<'route' | 'outcome'>;
  private readonly uploadBytes: Counter<'route'>;
  private readonly refused: Counter<'kind' | 'reason'>;
  /** Label children by key: prom-client hashes labels on every call otherwise. */
  private readonly durationChildren = new Map<string, ReturnType<Histogram['labels']>>();

  constructor(ctx: AppContext, figures: ServiceFiguresRepository) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    // prom-client's three `_total` gauges break Prometheus' naming rule (promtool check metrics refuses a non-counter
    // named `_total`): each is the sum of its typed sibling, `sum(nodejs_active_handles)` and so on (decision 056).
    for (const name of UNCOUNTED_TOTALS) this.registry.removeSingleMetric(name);
    this.duration = new Histogram({
      name: 'kado_http_request_duration_seconds',
      help: 'Time from a request to its reply, by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.uploads = new Counter({
      name: 'kado_uploads_total',
      help: 'Multipart uploads answered, by route and outcome (stored: a 2xx reply; refused: any other)',
      labelNames: ['route', 'outcome'],
      registers,
    });
    this.uploadBytes = new Counter({
      name: 'kado_upload_bytes_total',
      help: 'Bytes of the stored uploads (their request bodies), by route',
      labelNames: ['route'],
      registers,
    });
    this.refused = new Counter({
      name: 'kado_refused_attempts_total',
      help: 'Refused PIN and sign-in attempts: kind pin, login (giver) or console (operator); reason wrong or limited (429)',
      labelNames: ['kind', 'reason'],
      registers,
    });
    new Gauge({
      name: 'kado_gifts',
      help: 'Gifts the service holds, disabled ones included',
      registers,
      async collect() {
        this.set(await figures.gifts());
      },
    });
    new Gauge({
      name: 'kado_media_bytes',
      help: 'Bytes of every stored media file, as recorded when placed',
      registers,
      async collect() {
        this.set(await figures.mediaBytes());
      },
    });
    // The outbox is the database's, so every process shows the same figures: one query per scrape for both gauges.
    let outbox: Promise<OutboxFigures> | undefined;
    const outboxNow = () =>
      (outbox ??= ctx.mailOutbox.figures().finally(() => {
        outbox = undefined;
      }));
    new Gauge({
      name: 'kado_mail_outbox_mails',
      help: 'Mails in the outbox (decision 076): state waiting (to be sent or tried again), sent, or failed (given up)',
      labelNames: ['state'],
      registers,
      async collect() {
        const figures = await outboxNow();
        for (const state of ['waiting', 'sent', 'failed'] as const) this.set({ state }, figures[state]);
      },
    });
    new Gauge({
      name: 'kado_mail_outbox_oldest_waiting_seconds',
      help: 'Age of the oldest mail still waiting to be sent, 0 when none waits',
      registers,
      async collect() {
        const { oldestWaitingAt } = await outboxNow();
        this.set(oldestWaitingAt === undefined ? 0 : Math.max(0, (Date.now() - oldestWaitingAt) / 1000));
      },
    });
    new Gauge({
      name: 'kado_password_hash_queue_waiting',
      help: "Password hashes waiting for the process's bounded hash queue (decision 014)",
      registers,
      collect() {
        this.set(ctx.passwords.queue.waiting);
      },
    });
    new Gauge({
      name: 'kado_password_hash_queue_active',
      help: 'Password hashes running now',
      registers,
      collect() {
        this.set(ctx.passwords.queue.active);
      },
    });
  }

  /**
   * A route as it is registered: the counters it can move are written at 0 from the start (an upload route's
   * uploads and bytes, a sign-in route's refusals), so `rate()` has a series before the first event.
   */
  knowRoute(url: string, schema: unknown): void {
    if (typeof schema === 'object' && schema !== null && 'multipart' in schema) {
      for (const outcome of ['stored', 'refused']) this.uploads.inc({ route: url, outcome }, 0);
      this.uploadBytes.inc({ route: url }, 0);
    }
    const kind = ATTEMPT_ROUTES[url];
    if (kind) for (const reason of ['wrong', 'limited']) this.refused.inc({ kind, reason }, 0);
  }

  /** onResponse: one request's duration, and what it was (an upload, a refused attempt). */
  record(request: FastifyRequest, reply: FastifyReply): void {
    const route = routeOf(request);
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let child = this.durationChildren.get(key);
    if (!child) {
      child = this.duration.labels(request.method, route, String(status));
      this.durationChildren.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    if (request.headers['content-type']?.startsWith('multipart/')) {
      const stored = status >= 200 && status < 300;
      this.uploads.inc({ route, outcome: stored ? 'stored' : 'refused' });
      const bytes = Number(request.headers['content-length']);
      if (stored && Number.isFinite(bytes) && bytes > 0) this.uploadBytes.inc({ route }, bytes);
    }
    const kind = ATTEMPT_ROUTES[route];
    if (kind && (status === 401 || status === 429)) this.refused.inc({ kind, reason: status === 429 ? 'limited' : 'wrong' });
  }
}

/** Does the request carry `Authorization: Bearer <token>`? Compared in constant time. */
export function holdsMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

/** Records every request's figures from here on (Fastify's onResponse, after the reply has gone). */
export function installMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onRoute', (route) => metrics.knowRoute(route.url ?? route.path, route.schema));
  app.addHook('onResponse', async (request, reply) => {
    metrics.record(request, reply);
  });
}
