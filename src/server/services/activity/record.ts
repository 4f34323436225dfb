import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { ActivityEvent, ActivityPage } from '../../../shared/activity.js';

/**
 * Records one of the recipient's footsteps (decision 040): only a viewer session's, never the giver's own
 * preview, and only while the giver lets it be recorded (the repository checks the setting). A footstep is
 * advice for the giver: a failure to write it is logged and never fails the recipient's request.
 */
export async function recordFootstep(
  ctx: AppContext,
  request: FastifyRequest,
  event: ActivityEvent,
  options: { page?: ActivityPage; asViewer?: boolean } = {},
): Promise<boolean> {
  const isViewer = options.asViewer ?? request.auth.role === 'viewer';
  if (!isViewer || request.auth.role === 'editor') return false;
  try {
    return await ctx.repos.activity.record({ event, page: options.page, sessionHash: request.auth.tokenHash ?? undefined });
  } catch (error) {
    request.log.warn({ err: error, event }, 'activity not recorded');
    return false;
  }
}
