import type { AppContext } from './context.js';
import type { RequestAuth } from './services/auth/sessions.js';
import type { SiteRow } from './db/schema.js';
import type { OperatorAuth } from './services/operator/operator-auth.js';
import type { UploadSchema } from './services/openapi/upload-schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: RequestAuth;
    /** The gift this request is for; null on the operator's console host. */
    site: SiteRow | null;
    /** The request came to BASE_DOMAIN itself: the operator's console. */
    consoleHost: boolean;
    operator: OperatorAuth;
  }
  interface FastifySchema {
    /**
     * An upload route's multipart form, for the API description only: Fastify never
     * validates it; the route reads the form with readMultipart and checks the fields with parseFields.
     */
    multipart?: UploadSchema;
  }
}
