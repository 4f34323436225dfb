import { z } from 'zod';
import { errorReply, messageReply } from '../../../shared/schemas/common.js';
import type { RouteRecord } from '../../context.js';
import { retryLaterReply } from '../../lib/retry-later.js';
import { OPERATION_SUMMARIES } from './operation-summaries.js';
import { isOpsRoute, OPS_ROUTES, unreadyReply } from './ops-operations.js';
import { routeAccess, SECURITY_SCHEMES, type SecurityRequirement } from './route-access.js';
import type { UploadSchema } from './upload-schema.js';

// The API description (decision 025): an OpenAPI 3.1 document built once, at ready time, from the route
// table (every route's method, URL, guards and zod schemas). Requests are described as zod parses them
// (`io: 'input'`), replies as the serializer sends them (`io: 'output'`); JSON Schema 2020-12 is OpenAPI
// 3.1's own dialect, so zod's output goes in as it is.

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
  required: boolean;
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

/** What /api/openapi.json declares as its reply (the document is checked whole in openapi.test.ts). */
export const openApiDocumentReply = z.looseObject({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** A reply that is an HTML page, not JSON (the description's page). */
export const htmlPageReply = z.string().meta({ contentMediaType: 'text/html' });

/**
 * The JSON API is described, and the operations endpoints (/healthz, /readyz, /metrics). Outside it: media
 * files (/storage/*, served with Range, described in decision 005) and the share link (/s/:key, a redirect a
 * person opens, decision 018), plus the built web app's own files.
 */
export const isDescribed = (route: Pick<RouteRecord, 'url'>) => route.url.startsWith('/api/') || isOpsRoute(route);

/** Shared reply shapes, written once under components and referenced. */
const COMPONENTS = new Map<unknown, string>([
  [errorReply, 'ErrorReply'],
  [messageReply, 'MessageReply'],
]);

const STATUS_WORDS: Record<string, string> = {
  '200': 'Success.',
  '201': 'Created.',
  '2XX': 'Success.',
  '4XX': "Refused: `message` says why in the gift's language, `errors` names each bad field (decisions 006, 032).",
  '429': 'Too many attempts (decision 014): try again after `Retry-After` seconds.',
  '403': 'Refused.',
  '503': 'The server is busy checking passwords (decision 014): try again after `Retry-After` seconds.',
};

/** The header of a `retryLaterReply` (429, 503). */
const RETRY_AFTER: OpenApiHeader = {
  description: 'Whole seconds to wait before trying again.',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

export function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) throw new Error('The API description reads zod schemas only');
  const name = COMPONENTS.get(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // z.custom (a streamed file) and transforms' outputs have no JSON form: described as any value.
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    // A text holding JSON names its content's zod schema in .meta({ contentSchema }) (jsonField,
    // selected_features): written out here as JSON Schema's contentSchema.
    override: ({ jsonSchema }) => {
      if (jsonSchema.contentSchema instanceof z.ZodType) jsonSchema.contentSchema = toJsonSchema(jsonSchema.contentSchema, io);
    },
  });
  return json;
}

/** '/api/gallery/detail/:folderId' → '/api/gallery/detail/{folderId}' */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** GET /api/gallery/detail/:folderId → getGalleryDetailByFolderId */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map(pascal).join('');
}

/** Groups for the page: the resource after /api/, the session calls together. */
const TAG_ALIASES: Record<string, string> = {
  login: 'session',
  logout: 'session',
  'openapi.json': 'docs',
  healthz: 'operations',
  readyz: 'operations',
  metrics: 'operations',
};
function tagOf(url: string): string {
  const first = url.replace(/^\/(api\/)?/, '').split('/')[0] ?? '';
  return TAG_ALIASES[first] ?? first;
}

function parametersOf(part: unknown, location: 'path' | 'query'): OpenApiParameter[] {
  if (part === undefined) return [];
  const json = toJsonSchema(part, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema,
  }));
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function multipartMedia(upload: UploadSchema): OpenApiMedia {
  const fields = upload.fields ? toJsonSchema(upload.fields, 'input') : {};
  const properties: Record<string, JsonSchema> = { ...((fields.properties ?? {}) as Record<string, JsonSchema>) };
  const required = [...((fields.required ?? []) as string[]), ...(upload.requiredFiles ?? [])];
  const encoding: Record<string, { contentType: string }> = {};
  for (const [field, kind] of Object.entries(upload.files)) {
    properties[field] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A file: ${kind.accept.join(', ')}, at most ${megabytes(kind.maxBytes)}; its type is read from its bytes, not its name.`,
    };
    encoding[field] = { contentType: kind.accept.join(', ') };
  }
  return { schema: { type: 'object', properties, required }, encoding };
}

function requestBodyOf(body: unknown, upload: UploadSchema | undefined): OpenApiOperation['requestBody'] {
  const content: Record<string, OpenApiMedia> = {};
  if (upload) content['multipart/form-data'] = multipartMedia(upload);
  const json = body ?? upload?.json;
  if (json !== undefined) content['application/json'] = { schema: toJsonSchema(json, 'input') };
  if (Object.keys(content).length === 0) return undefined;
  // Both: the form brings a new file, the JSON body changes the text fields alone.
  const description = upload?.json ? 'A form with a new file, or a JSON body with the text fields alone.' : undefined;
  return { ...(description ? { description } : {}), required: true, content };
}

/** Replies whose status alone does not say what they mean. */
const SCHEMA_WORDS = new Map<unknown, string>([[unreadyReply, 'Not ready: `failed` names what did not answer (decision 038).']]);

function responseOf(status: string, schema: unknown): OpenApiResponse {
  const description = SCHEMA_WORDS.get(schema) ?? STATUS_WORDS[status] ?? `Status ${status}.`;
  if (schema === retryLaterReply) {
    return {
      description,
      headers: { 'Retry-After': RETRY_AFTER },
      content: { 'application/json': { schema: toJsonSchema(errorReply, 'output') } },
    };
  }
  const json = toJsonSchema(schema, 'output');
  // A file or a page: described by its media type (declared with zod's .meta({ contentMediaType })).
  if (typeof json.contentMediaType === 'string' && (json.type === undefined || json.type === 'string')) {
    return { description, content: { [json.contentMediaType]: { schema: { type: 'string' } } } };
  }
  return { description, content: { 'application/json': { schema: json } } };
}

function responsesOf(response: unknown): Record<string, OpenApiResponse> {
  const declared = (response ?? {}) as Record<string, unknown>;
  const responses: Record<string, OpenApiResponse> = {};
  for (const [code, schema] of Object.entries(declared)) {
    const status = code.toUpperCase();
    responses[status] = responseOf(status, schema);
  }
  // Any route may be refused before its handler (an unknown or private gift, a guard, bad input), always
  // with the error shape: the fuzz test holds every route to it.
  responses['4XX'] ??= responseOf('4XX', errorReply);
  return responses;
}

function operationOf(route: RouteRecord): OpenApiOperation {
  const schema = route.schema ?? {};
  const access = routeAccess(route.method, route.guards);
  const parameters = [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')];
  const requestBody = requestBodyOf(schema.body, schema.multipart);
  const summary = OPERATION_SUMMARIES[`${route.method} ${route.url}`];
  return {
    operationId: operationIdOf(route.method, route.url),
    ...(summary ? { summary } : {}),
    tags: [tagOf(route.url)],
    description: access.description,
    security: access.security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(schema.response),
    'x-kado-role': access.role,
    'x-kado-guards': access.guards,
  };
}

export function buildOpenApiDocument(routes: readonly RouteRecord[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of [...OPS_ROUTES, ...routes].filter(isDescribed)) {
    const path = openApiPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const [schema, name] of COMPONENTS) {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', io: 'output' });
    schemas[name] = json;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kado API',
      version,
      description:
        'The JSON API of Kado, a personalised gift site: what the web app calls. Sign in with POST /api/login ' +
        '(the giver) or POST /api/date-input/verify (the recipient); an API client sends the token it gets back ' +
        "as `Authorization: Bearer`. Messages are in the gift's language: Indonesian, or English on a gift set to " +
        'English (decision 032). Media files are ' +
        'served from /storage/{path} (paths as the replies give them) and are not described here.',
    },
    // Relative: the API answers on the gift's own address (one gift), or on each gift's and the console's host.
    servers: [{ url: '/', description: "The gift's address, or with BASE_DOMAIN each gift's host and the console's" }],
    paths,
    components: { schemas, securitySchemes: SECURITY_SCHEMES },
  };
}
