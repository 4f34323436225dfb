import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';
import { MSG } from '../../shared/messages.js';
import { errorBody } from './reply-messages.js';
import { securityHeaders } from './security-headers.js';

// Connections that hold the server without sending (decision 015): headers must arrive within a time,
// a body must keep making progress (a minimum-progress rule, not a total time, so a large video on a
// slow line still uploads), and a reply given before the body was read closes the connection at once.

export interface ConnectionLimits {
  /** All request headers within this time (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** A backstop for the whole request; generous, since a 1 GB video on a slow line takes long. */
  requestTimeoutMs: number;
  /** A body that brings fewer than `bodyProgressMinBytes` in a window of this length is cut off. */
  bodyProgressWindowMs: number;
  bodyProgressMinBytes: number;
  /** After an early reply, how long the rest of the body is read and dropped before the socket goes. */
  lingerMs: number;
  /**
   * A reply whose client takes no byte of it for this long, while bytes wait to be sent, is cut off and
   * its file released (stalled-readers.ts). Progress of any size resets it, so a slow reader stays.
   */
  replyStallMs: number;
  /** The most connections held at once (Node's server.maxConnections), lowered to fit the descriptor limit. */
  maxConnections: number;
}

/**
 * A trickling body is closed within two windows (30 s); 8 KiB per 15 s is about 550 bytes a second,
 * the order of Apache's mod_reqtimeout MinRate, far below any real upload.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 3 * 60 * 60 * 1000,
  bodyProgressWindowMs: 15_000,
  bodyProgressMinBytes: 8 * 1024,
  lingerMs: 2_000,
  // Cut 50 to 52.5 s after the client last took a byte (checked every 2.5 s): the order of nginx's send_timeout, 60 s.
  replyStallMs: 50_000,
  // About 680 browsers at six connections each; refused at accept beyond it instead of failing with EMFILE.
  maxConnections: 4_096,
};

// Declared here rather than in config.ts (not an environment setting): tests shorten the windows.
declare module '../lib/config.js' {
  interface AppConfig {
    /** Overrides of CONNECTION_LIMITS (tests); unset in production. */
    connectionLimits?: Partial<ConnectionLimits>;
  }
}

/**
 * The Fastify options that set Node's own header and request timeouts. Node's own check for a missing
 * Host header is off: it answered a bare 400 without our headers or reply shape, so request-target.ts
 * refuses such a request instead.
 */
export function timeoutOptions(limits: ConnectionLimits): Pick<FastifyServerOptions, 'requestTimeout'> & { http: ServerOptions } {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the two timeouts on this interval (default 30 s, which would double them).
      connectionsCheckingInterval: Math.min(2_000, limits.headersTimeoutMs),
      requireHostHeader: false,
    },
  };
}

/**
 * A JSON error written straight to the socket, with the headers every reply carries, then the
 * connection ends: for failures Fastify never sees as a request (a garbled request line, a timeout).
 */
export function writeRawError(socket: Socket, status: number, message: string, lingerMs: number, hsts: boolean): void {
  const pending = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const body = JSON.stringify(errorBody(message, 'id'));
    const headers: Record<string, string | number> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
      ...securityHeaders('application/json', hsts),
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n\r\n${body}`);
  }
  setTimeout(() => socket.destroy(), lingerMs).unref();
}

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/** Cuts off a body that stops making progress while the server is waiting for it. */
function watchBodyProgress(req: IncomingMessage, limits: ConnectionLimits, hsts: boolean): void {
  const socket = req.socket as Socket | undefined;
  if (req.complete || !hasBody(req) || typeof socket?.bytesRead !== 'number') return;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer);
    const read = socket.bytesRead;
    // Paused or holding unread data: the server is the slow side (an image being processed), not the client.
    const serverBusy = socket.isPaused() || req.readableLength > 0;
    if (!serverBusy && read - seen < limits.bodyProgressMinBytes) {
      clearInterval(timer);
      writeRawError(socket, 408, MSG.requestTooSlow, limits.lingerMs, hsts);
      return;
    }
    seen = read;
  }, limits.bodyProgressWindowMs);
  timer.unref();
  req.once('close', () => clearInterval(timer));
}

/**
 * Node closes a `Connection: close` reply's socket as soon as the reply is written; with body bytes
 * still unread that close is an RST, which can make the client's TCP stack drop our reply. So: send
 * FIN, read and drop what still comes for `lingerMs`, then close (a lingering close, as nginx does).
 */
function lingerAfterReply(req: IncomingMessage, lingerMs: number): void {
  const socket = req.socket as (Socket & { destroySoon?: () => void }) | undefined;
  if (!socket || typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = () => {
    socket.end();
    req.resume();
    socket.resume();
    setTimeout(() => socket.destroy(), lingerMs).unref();
  };
}

export function installSlowClientGuards(app: FastifyInstance, limits: ConnectionLimits, hsts: boolean): void {
  app.addHook('onRequest', (request, _reply, done) => {
    watchBodyProgress(request.raw, limits, hsts);
    done();
  });
  // A reply before the body was read (a 413, a 401 on an upload): the client is told and the connection
  // ends now, instead of Node reading the rest of a large body first to keep the connection alive.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) {
      void reply.header('connection', 'close');
      lingerAfterReply(request.raw, limits.lingerMs);
    }
    done(null, payload);
  });
}
