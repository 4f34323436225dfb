import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MSG } from '../../shared/messages.js';
import { errorBody } from './reply-messages.js';
import { securityHeaders } from './security-headers.js';
import { writeRawError } from './slow-clients.js';

// Failures Fastify answers before a request reaches a route, its hooks or the error handler: a URL
// that does not decode ('/storage/%c0%ae'), an over-long path parameter, a request line or headers Node
// cannot parse, a request that times out. They get the app's reply shape and headers too (decision 015).

const FRAMEWORK_REPLIES: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, MSG.badRequest],
  // An id or media path longer than any real one: as for any invalid path parameter (decision 006).
  FST_ERR_MAX_PARAM_LENGTH: [404, MSG.routeNotFound],
};

function frameworkErrors(hsts: boolean) {
  return function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
    const [status, message] = FRAMEWORK_REPLIES[error.code] ?? [500, MSG.serverError];
    if (status >= 500) reply.log.error({ err: error }, 'framework error');
    // Before a gift is known: Indonesian, the product's own language (docs/product.md §1).
    const body = errorBody(message, 'id');
    // These replies skip the onSend hooks, so the headers (HSTS included) are set here.
    void reply
      .code(status)
      .headers(securityHeaders('application/json', hsts))
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  };
}

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, MSG.requestTooSlow],
  HPE_HEADER_OVERFLOW: [431, MSG.headersTooLarge],
};

/** The Fastify options that route early failures through the app's reply shape. */
export function earlyErrorOptions(lingerMs: number, hsts: boolean): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: frameworkErrors(hsts),
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, MSG.badRequest];
      writeRawError(socket, status, message, lingerMs, hsts);
    },
  };
}
