import type { FastifyInstance } from 'fastify';

// A process's stop (decisions 038 and 075): on SIGTERM it first tells the front (/readyz 503 'stopping') and keeps
// accepting and answering for a drain period the front's health checks see, every reply with `Connection: close`;
// then it stops taking connections, lets the requests in flight finish for up to the grace period, then closes the
// database and exits.

/** Whether this process is stopping; /readyz reads it. */
export class Lifecycle {
  stopping = false;
}

/**
 * While stopping, every reply asks its client to close the connection, so a keep-alive client (a load
 * balancer) opens its next one to another process instead of reusing this one.
 */
export function installStoppingReplies(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
    return payload;
  });
}

/** How a stop went: every request finished ('drained'), or some were cut at the end of the grace period. */
export type StopOutcome = 'drained' | 'cut';

export interface StopTimes {
  /** How long the process keeps answering, /readyz 503, before it closes its listener. */
  drainMs: number;
  /** How long requests in flight at the close may take before their connections are cut. */
  graceMs: number;
}

/**
 * Stops the app: /readyz answers 503 at once and every reply closes its connection, while the listener stays open
 * for `drainMs`, so a front that polls /readyz stops sending here before any connection it holds is closed.
 * Then no new connection is accepted and idle ones close (Fastify's close); requests in flight
 * finish, or after `graceMs` their connections are cut (an upload cut there leaves no file: its temp file goes with
 * the process's temp folder). Then the app's close hooks run.
 */
export async function stopGracefully(app: FastifyInstance, lifecycle: Lifecycle, { drainMs, graceMs }: StopTimes): Promise<StopOutcome> {
  lifecycle.stopping = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  let outcome: StopOutcome = 'drained';
  const cut = setTimeout(() => {
    outcome = 'cut';
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
  return outcome;
}
