import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// The request log (LOG_REQUESTS, on by default), made cheap enough not to dominate a small read
// (decision 021). Fastify's own request logging writes two lines per request ("incoming request",
// "request completed"), each its own write to stdout: about 8% of the server's time under load.
// Kado writes one line per request, when the reply is done, and the lines of one event-loop turn
// leave in one write.

/** Fastify's request log lines, as one: the request and its outcome together when the reply is done. */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * The log's destination: stdout, written once per event-loop turn with every line of that turn. Lines
 * still waiting when the process exits (a crash included) are written by the exit handler, which is
 * synchronous for files and pipes; only a SIGKILL can lose the last turn's lines.
 */
export function batchedStdout(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
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
