import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

// Every request has an id (decision 038): the one a front (Caddy, a load balancer) sent in X-Request-Id when it
// is a plain token, else a fresh UUID. It is in the request's log line and sent back in X-Request-Id, so a
// user's report, the front's log and Kado's log name the same request.

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the front's id when it is safe to log as is, else a new one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/** Sends the id back on every reply, refusals included. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
