import type { AppContext } from './context.js';
import type { RequestAuth } from './auth/sessions.js';
import type { SiteRow } from './db/schema.js';
import type { OperatorAuth } from './operator/operator-auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: RequestAuth;
    /** The gift this request is for (decision 018); null on the operator's console host. */
    site: SiteRow | null;
    /** The request came to BASE_DOMAIN itself: the operator's console. */
    consoleHost: boolean;
    operator: OperatorAuth;
  }
}
