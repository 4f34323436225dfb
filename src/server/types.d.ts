import type { AppContext } from './context.js';
import type { RequestAuth } from './auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: RequestAuth;
  }
}
