import type { FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/messages.js';
import { formatInZone, revealWordsId } from '../../../shared/reveal.js';
import type { Reveal } from '../../../shared/schemas/reveal.js';
import { HttpError } from '../../lib/errors.js';

// The timed reveal (decision 039): until the moment the giver set, by the server's clock, a viewer session
// opens nothing and the PIN cannot be tried. The moment is on the request's gift (sites.reveal_at), read
// with it in one query, and compared with the clock on every request, so no cached reply outlives it.
// The giver is never held back.

/** The moment (milliseconds since the epoch) a gift opens, when it is still to come at `now`. */
export function closedUntil(revealAt: string | null | undefined, now = Date.now()): number | undefined {
  if (!revealAt) return undefined;
  const at = Date.parse(revealAt);
  return Number.isFinite(at) && at > now ? at : undefined;
}

/** A stored moment (UTC) as replies show it, with the gift's offset; null without one. */
export function revealAtInZone(revealAt: string | null): string | null {
  const at = revealAt ? Date.parse(revealAt) : Number.NaN;
  return Number.isFinite(at) ? formatInZone(at) : null;
}

/** GET /api/reveal's data: the moment and the server's time in the gift's zone, and whether it is open. */
export function revealState(revealAt: string | null, now = Date.now()): Reveal {
  return {
    reveal_at: revealAtInZone(revealAt),
    now: formatInZone(now),
    open: closedUntil(revealAt, now) === undefined,
  };
}

export const revealClosedError = (at: number) => new HttpError(403, MSG.revealClosed(...revealWordsId(at)));

/** Refuses a viewer (and anyone but the giver, for the PIN) while the request's gift has not opened: 403 naming the moment. */
export function assertRevealOpen(request: FastifyRequest): void {
  if (request.auth.role === 'editor') return;
  const at = closedUntil(request.site?.reveal_at);
  if (at !== undefined) throw revealClosedError(at);
}
