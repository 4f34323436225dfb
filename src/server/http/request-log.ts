import { hostname } from 'node:os';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

// The request log (LOG_REQUESTS, on by default), made cheap enough not to dominate a small read
// (decision 021). Fastify's own request logging writes two lines per request ("incoming request",
// "request completed"), each its own write to stdout: about 8% of the server's time under load.
// Kado writes one line per request, when the reply is done, and the lines of one event-loop turn
// leave in one write.

/** Where log lines go: one JSON line each, newline included. */
export interface LogSink {
  write(line: string): void;
}

/**
 * Fastify's request log lines, as one: the request and its outcome together when the reply is done.
 * A completed request's line is written by hand, with exactly the fields pino would give it (level,
 * time, pid, hostname, reqId, req, res, responseTime, msg): pino's serializers and the per-request child
 * logger cost more than the rest of a cached read. Errors still go through pino.
 */
export class OneLineRequestLog extends LogController {
  /** What every line holds after its time and before its request id (pino's base fields). */
  private readonly base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;

  /** `everyRequest` false (LOG_REQUESTS=false): only 5xx replies get their line. */
  constructor(
    private readonly sink: LogSink | undefined,
    private readonly everyRequest = true,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (!this.sink || (!this.everyRequest && reply.statusCode < 500)) return;
    const req =
      `{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},"host":${JSON.stringify(request.host)},` +
      `"remoteAddress":${JSON.stringify(request.ip)},"remotePort":${request.socket?.remotePort ?? 'null'}}`;
    // A 5xx is an error's line (level 50), so a filter on errors finds it.
    const level = reply.statusCode >= 500 ? 50 : 30;
    this.sink.write(
      `{"level":${level},"time":${Date.now()}${this.base}${JSON.stringify(request.id)},"req":${req},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}

/**
 * A request's child logger, made only when something logs through it: most requests log nothing but
 * their completed line, which OneLineRequestLog writes without one (Fastify's `childLoggerFactory`).
 */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

// A class, not an object of closures: one small allocation per request, its methods on the prototype.
class LazyChildLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real().level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  fatal(...args: Parameters<FastifyBaseLogger['fatal']>) {
    this.real().fatal(...args);
  }
  error(...args: Parameters<FastifyBaseLogger['error']>) {
    this.real().error(...args);
  }
  warn(...args: Parameters<FastifyBaseLogger['warn']>) {
    this.real().warn(...args);
  }
  info(...args: Parameters<FastifyBaseLogger['info']>) {
    this.real().info(...args);
  }
  debug(...args: Parameters<FastifyBaseLogger['debug']>) {
    this.real().debug(...args);
  }
  trace(...args: Parameters<FastifyBaseLogger['trace']>) {
    this.real().trace(...args);
  }
  silent(...args: Parameters<FastifyBaseLogger['silent']>) {
    this.real().silent(...args);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/**
 * The log's destination: stdout, written once per event-loop turn with every line of that turn. Lines
 * still waiting when the process exits (a crash included) are written by the exit handler, which is
 * synchronous for files and pipes; only a SIGKILL can lose the last turn's lines.
 */
export function batchedStdout(out: NodeJS.WritableStream = process.stdout): LogSink {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    out.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
  };
}
