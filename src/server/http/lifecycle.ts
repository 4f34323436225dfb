import type { FastifyInstance } from 'fastify';

// A process's stop (decision 038): on SIGTERM it stops taking connections, lets the requests in flight finish
// for up to the grace period, answers /readyz with 503 meanwhile, then closes the database and exits.

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

/**
 * Stops the app: no new connection is accepted and idle ones close at once (Fastify's close); requests in
 * flight finish, or after `graceMs` their connections are cut (an upload cut there leaves no file: its
 * temp file goes with the process's temp folder, decision 023). Then the app's close hooks run.
 */
export async function stopGracefully(app: FastifyInstance, lifecycle: Lifecycle, graceMs: number): Promise<StopOutcome> {
  lifecycle.stopping = true;
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
