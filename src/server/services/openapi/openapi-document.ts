import { z } from 'zod';
import type { RouteRecord } from '../../context.js';
import { LINK_OPERATIONS } from './link-operations.js';
import { isOpsRoute } from './ops-operations.js';
import type { SECURITY_SCHEMES, SecurityRequirement } from './route-access.js';

// The API description (decisions 025, 057): an OpenAPI 3.1 document, as @fastify/swagger builds it from the
// routes (api-description.ts), in the shape the page, the tests and the route's reply read. Requests are
// described as zod parses them (`io: 'input'`), replies as the serializer sends them (`io: 'output'`); JSON
// Schema 2020-12 is OpenAPI 3.1's own dialect, so zod's output goes in as it is.

export type JsonSchema = { [keyword: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiMedia {
  schema: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface OpenApiHeader {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  tags: string[];
  description: string;
  security: SecurityRequirement[];
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse>;
  /** The role the guards admit (anyone, viewer, editor, operator) and the guards themselves. */
  'x-kado-role': string;
  'x-kado-guards': string[];
}

// A type, not an interface: the route's reply schema wants an object with an index signature.
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: typeof SECURITY_SCHEMES };
};

/** The document's own parts: what the plugin starts from before it adds the routes. */
export function documentHead(version: string): Omit<OpenApiDocument, 'paths' | 'components'> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kado API',
      version,
      description:
        'The JSON API of Kado, a personalised gift site: what the web app calls. Sign in with POST /api/login ' +
        '(the giver) or POST /api/date-input/verify (the recipient); an API client sends the token it gets back ' +
        "as `Authorization: Bearer`. Messages are in the gift's language: Indonesian, or English on a gift set to " +
        'English (decision 032). Media files are read from GET /storage/{path}, with the paths the replies give; ' +
        'a person opens the share link GET /s/{key} and the wishes link GET /w/{key}.',
    },
    // Relative: the API answers on the gift's own address (one gift), or on each gift's and the console's host.
    servers: [{ url: '/', description: "The gift's address, or with BASE_DOMAIN each gift's host and the console's" }],
  };
}

/** What /api/openapi.json declares as its reply (the document is checked whole in openapi.test.ts). */
export const openApiDocumentReply = z.looseObject({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** A reply that is an HTML page, not JSON (the description's page). */
export const htmlPageReply = z.string().meta({ contentMediaType: 'text/html' });

/**
 * The JSON API is described, the operations endpoints (/healthz, /readyz, /metrics), and the addresses outside /api
 * a client meets: the media files and the two links (link-operations.ts). Not the built web app's own files.
 */
export const isDescribed = (route: Pick<RouteRecord, 'url'>) =>
  route.url.startsWith('/api/') || isOpsRoute(route) || Object.hasOwn(LINK_OPERATIONS, route.url);
