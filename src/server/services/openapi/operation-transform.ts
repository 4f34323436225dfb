import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReply } from '../../../shared/schemas/common.js';
import { retryLaterReply } from '../../lib/retry-later.js';
import { LINK_OPERATIONS, type LinkOperation } from './link-operations.js';
import { isDescribed, type JsonSchema, type OpenApiDocument } from './openapi-document.js';
import { operationIdOf, tagOf } from './operation-names.js';
import { OPERATION_SUMMARIES } from './operation-summaries.js';
import { OPS_ROUTES, unreadyReply } from './ops-operations.js';
import { routeAccess } from './route-access.js';
import { uploadEncoding, uploadForm } from './upload-schema.js';
import { everyMessageCode } from '../../../shared/message-codes.js';

// What the API description adds to @fastify/swagger's reading of a route (decision 057): the zod provider's
// transform turns the route's zod schemas into JSON Schema, and this one wraps it with who may call (from the
// route's guards), the summary and tag, the upload form, the reply words and the Retry-After header. The
// document-wide transform then adds what the plugin drops on the way (a request body's words, a form's
// encoding, a header's `required`).

/**
 * A text holding JSON names its content's zod schema in .meta({ contentSchema }) (jsonField, selected_features):
 * written out as JSON Schema's contentSchema. Such texts are request fields, read as the client sends them.
 */
const contentSchemaOverride = ({ jsonSchema }: { jsonSchema: { contentSchema?: unknown } }): void => {
  if (jsonSchema.contentSchema instanceof z.ZodType) {
    const { $schema: _dialect, ...json } = z.toJSONSchema(jsonSchema.contentSchema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      override: contentSchemaOverride,
    });
    jsonSchema.contentSchema = json;
  }
};
const zodToJsonConfig = { override: contentSchemaOverride };
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig });
const zodTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

/** A route's schema as the zod provider gives it: each part as JSON Schema. */
interface JsonParts {
  params?: JsonSchema;
  querystring?: JsonSchema;
  headers?: JsonSchema;
  body?: JsonSchema;
  response?: Record<string, JsonSchema>;
}

const STATUS_WORDS: Record<string, string> = {
  '200': 'Success.',
  '201': 'Created.',
  '2XX': 'Success.',
  '4XX': "Refused: `message` says why in the gift's language, `errors` names each bad field (decisions 006, 032).",
  '429': 'Too many attempts (decision 014): try again after `Retry-After` seconds.',
  '403': 'Refused.',
  '503': 'The server is busy checking passwords (decision 014): try again after `Retry-After` seconds.',
};

/** Replies whose status alone does not say what they mean. */
const SCHEMA_WORDS = new Map<unknown, string>([[unreadyReply, 'Not ready: `failed` names what did not answer (decision 038).']]);

/** The header of a `retryLaterReply` (429, 503); every header the description names is always sent. */
const RETRY_AFTER = { description: 'Whole seconds to wait before trying again.', type: 'integer', minimum: 1 };

/** The guards a route declares at onRequest, by name (as the route table records them, app.ts). */
const guardsOf = (route: RouteOptions) => [route.onRequest ?? []].flat().map((hook) => hook.name);

/**
 * The declared replies, by status, with the error shape's 4XX every route may answer: any route may be refused
 * before its handler (an unknown or private gift, a guard, bad input), and the fuzz test holds it to that shape.
 */
function repliesOf(response: unknown): Record<string, unknown> {
  const declared = Object.fromEntries(
    Object.entries((response ?? {}) as Record<string, unknown>).map(([code, s]) => [code.toUpperCase(), s]),
  );
  return { ...declared, '4XX': declared['4XX'] ?? errorReply };
}

/** One reply for the plugin: its words, its header, and its content keyed by media type. */
function replyOf(status: string, schema: unknown, json: JsonSchema): JsonSchema {
  const description = SCHEMA_WORDS.get(schema) ?? STATUS_WORDS[status] ?? `Status ${status}.`;
  if (schema === retryLaterReply) {
    return { description, headers: { 'Retry-After': RETRY_AFTER }, content: { 'application/json': { schema: json } } };
  }
  // A file or a page: described by its media type (declared with zod's .meta({ contentMediaType })).
  if (typeof json.contentMediaType === 'string' && (json.type === undefined || json.type === 'string')) {
    return { description, content: { [json.contentMediaType]: { schema: { type: 'string' } } } };
  }
  return { description, content: { 'application/json': { schema: json } } };
}

/** A share link, the wishes link or a media file (link-operations.ts): a redirect or a file, refused with the error shape. */
function linkOperation(link: LinkOperation, guards: string[], toJson: (parts: FastifySchema) => unknown): FastifySchema {
  const json = toJson({ params: link.params, headers: link.headers, response: { '4XX': errorReply } }) as JsonParts;
  return {
    operationId: link.operationId,
    summary: link.summary,
    tags: [link.tag],
    description: link.access,
    security: link.security,
    params: json.params,
    ...(json.headers ? { headers: json.headers } : {}),
    response: { ...link.responses, '4XX': replyOf('4XX', errorReply, json.response?.['4XX'] ?? {}) },
    'x-kado-role': 'anyone',
    'x-kado-guards': guards,
  } as FastifySchema;
}

/** What the plugin leaves out of an operation, added back by the document-wide transform. */
interface Finishing {
  bodyDescription?: string;
  encoding?: Record<string, { contentType: string }>;
}

/** The plugin's transforms for the API description: one per route, one for the whole document. */
/** An error reply's `code` names every code a reply can carry: the catalogs', in their order. */
function listMessageCodes(errorReplySchema: JsonSchema | undefined): void {
  const code = (errorReplySchema?.properties as Record<string, JsonSchema> | undefined)?.code;
  if (code) code.enum = everyMessageCode();
}

export function descriptionTransforms(): { transform: SwaggerTransform; transformObject: SwaggerTransformObject } {
  const finishing = new Map<string, Finishing>();

  const transform: SwaggerTransform = (input) => {
    const { route, url } = input;
    const method = String(route.method);
    if (!isDescribed({ url })) return { schema: { hide: true }, url };
    const link = LINK_OPERATIONS[url];
    if (link)
      return {
        schema: linkOperation(link, guardsOf(route), (parts) => zodTransform({ ...input, schema: parts }).schema),
        url: link.described,
      };
    // /healthz, /readyz and /metrics are registered without guards (and /metrics without a schema): their records say.
    const ops = OPS_ROUTES.find((record) => record.method === method && record.url === url);
    const schema: FastifySchema = ops?.schema ?? input.schema ?? {};
    const access = routeAccess(method, ops?.guards ?? guardsOf(route));
    const upload = schema.multipart;
    const replies = repliesOf(schema.response);
    const toJson = (parts: FastifySchema) => zodTransform({ ...input, schema: parts }).schema as JsonParts;
    const json = toJson({
      params: schema.params,
      querystring: schema.querystring,
      body: schema.body ?? upload?.json,
      // A retry-later refusal is the error shape, referenced as such.
      response: Object.fromEntries(Object.entries(replies).map(([status, s]) => [status, s === retryLaterReply ? errorReply : s])),
    });

    const content: Record<string, { schema: JsonSchema }> = {};
    if (upload) {
      const fields = upload.fields ? toJson({ body: upload.fields }).body : undefined;
      content['multipart/form-data'] = { schema: uploadForm(upload, fields ?? {}) };
    }
    if (json.body) content['application/json'] = { schema: json.body };

    const operationId = operationIdOf(method, url);
    finishing.set(operationId, {
      // Both: the form brings a new file, the JSON body changes the text fields alone.
      ...(upload?.json ? { bodyDescription: 'A form with a new file, or a JSON body with the text fields alone.' } : {}),
      ...(upload ? { encoding: uploadEncoding(upload) } : {}),
    });
    // A route's own `schema.summary` wins; none declares one yet.
    const summary = schema.summary ?? OPERATION_SUMMARIES[`${method} ${url}`];
    const response = Object.fromEntries(
      Object.entries(replies).map(([status, s]) => [status, replyOf(status, s, json.response?.[status] ?? {})]),
    );
    const described = {
      operationId,
      ...(summary ? { summary } : {}),
      tags: [tagOf(url)],
      description: access.description,
      security: access.security,
      ...(json.params ? { params: json.params } : {}),
      ...(json.querystring ? { querystring: json.querystring } : {}),
      ...(Object.keys(content).length > 0 ? { body: { content } } : {}),
      response,
      'x-kado-role': access.role,
      'x-kado-guards': access.guards,
    };
    return { schema: described as FastifySchema, url };
  };

  const transformObject: SwaggerTransformObject = (input) => {
    const document = zodTransformObject(input) as unknown as OpenApiDocument;
    for (const operation of Object.values(document.paths).flatMap((methods) => Object.values(methods))) {
      const { bodyDescription, encoding } = finishing.get(operation.operationId) ?? {};
      if (operation.requestBody && bodyDescription) operation.requestBody = { description: bodyDescription, ...operation.requestBody };
      const form = operation.requestBody?.content['multipart/form-data'];
      if (form && encoding) form.encoding = encoding;
      for (const response of Object.values(operation.responses)) {
        for (const header of Object.values(response.headers ?? {})) header.required = true;
      }
    }
    // The zod provider writes each named shape twice, as sent and as received: only those referenced stay.
    const text = JSON.stringify(document);
    const schemas = Object.entries(document.components.schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`));
    const components = { ...document.components, schemas: Object.fromEntries(schemas) };
    listMessageCodes(components.schemas.ErrorReply);
    return { ...document, components } as unknown as ReturnType<SwaggerTransformObject>;
  };

  return { transform, transformObject };
}
