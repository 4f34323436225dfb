import { z } from 'zod';
import type { RouteRecord } from '../context.js';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '../services/openapi/openapi-document.js';
import type { UploadSchema } from '../services/openapi/upload-schema.js';
import { documentAccepts, probesOf, type Resolve } from './openapi-probes.js';

// The API description's drift check (decision 025), used by openapi-drift.test.ts. For every route, each part
// of a request the document describes (the path's and the query's parameters, a JSON body, a form's text
// fields and files) is compared with the zod schema the route validates that part with:
//   1. rule by rule: the document's keywords (types, required fields, lengths, item counts, enums, patterns,
//      formats) equal those of the route's schema read as JSON Schema here, not through the document's
//      builder, so a hand-made part of the document (a form, the parameters) says what the route's schema says;
//   2. value by value: probes made from the document (openapi-probes.ts) go to a JSON Schema reading of the
//      document and to the route's zod schema, which must agree; so a rule only a refinement knows is caught
//      missing from the document, and a rule the document states through .meta is held to what the route does.

export const key = (route: Pick<RouteRecord, 'method' | 'url'>) => `${route.method} ${route.url}`;
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const FILE_MEDIA = 'application/octet-stream';

export function resolverOf(document: OpenApiDocument): Resolve {
  return (ref) => {
    const found = document.components.schemas[ref.split('/').pop() ?? ''];
    if (!found) throw new Error(`unresolved ${ref}`);
    return found;
  };
}

/** One part of a request, as the document describes it and as the route validates it. */
interface RequestPart {
  name: string;
  document: JsonSchema | undefined;
  route: z.ZodType | undefined;
}

export function parametersSchema(operation: OpenApiOperation, location: 'path' | 'query'): JsonSchema | undefined {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === location);
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** The form's text fields as the document gives them: its schema without the file fields. */
function formFieldsOf(schema: JsonSchema, upload: UploadSchema | undefined): JsonSchema {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const files = new Set(properties.filter(([, p]) => p.contentMediaType === FILE_MEDIA).map(([name]) => name));
  return {
    ...schema,
    properties: Object.fromEntries(properties.filter(([name]) => !files.has(name))),
    required: ((schema.required ?? []) as string[]).filter((name) => !files.has(name) && !(upload?.requiredFiles ?? []).includes(name)),
  };
}

const asZod = (schema: unknown) => (schema instanceof z.ZodType ? schema : undefined);

function partsOf(route: RouteRecord, operation: OpenApiOperation): RequestPart[] {
  const schema = route.schema ?? {};
  const upload = schema.multipart;
  const content = operation.requestBody?.content ?? {};
  const form = content['multipart/form-data']?.schema;
  return [
    { name: 'path', document: parametersSchema(operation, 'path'), route: asZod(schema.params) },
    { name: 'query', document: parametersSchema(operation, 'query'), route: asZod(schema.querystring) },
    { name: 'JSON body', document: content['application/json']?.schema, route: asZod(schema.body ?? upload?.json) },
    { name: 'form fields', document: form && formFieldsOf(form, upload), route: upload ? (upload.fields ?? z.object({})) : undefined },
  ];
}

/** The form's file fields: those the document names, and those of them it requires, against the route's. */
function fileGaps(route: RouteRecord, operation: OpenApiOperation): string[] {
  const upload = route.schema?.multipart;
  const form = operation.requestBody?.content['multipart/form-data']?.schema;
  const properties = Object.entries((form?.properties ?? {}) as Record<string, JsonSchema>);
  const documented = properties.filter(([, p]) => p.contentMediaType === FILE_MEDIA).map(([name]) => name);
  const required = ((form?.required ?? []) as string[]).filter((name) => documented.includes(name));
  const read = Object.keys(upload?.files ?? {});
  const needed = [...(upload?.requiredFiles ?? [])];
  const list = (names: string[]) => names.join(', ') || 'none';
  const gaps: string[] = [];
  if (list(documented.sort()) !== list(read.sort()))
    gaps.push(`${key(route)} files: the document names ${list(documented)}, the route reads ${list(read)}`);
  if (list(required.sort()) !== list(needed.sort()))
    gaps.push(`${key(route)} files: the document requires ${list(required)}, the route ${list(needed)}`);
  return gaps;
}

/** The keywords compared rule by rule. */
const RULES = [
  'type',
  'required',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minContains',
  'maxContains',
  'minProperties',
  'contentMediaType',
];

/** Each rule of a schema as one line: where it applies, the keyword and its value. */
function ruleLines(schema: JsonSchema, resolve: Resolve, where = ''): string[] {
  if (typeof schema.$ref === 'string') return ruleLines(resolve(schema.$ref), resolve, where);
  // An empty `required` says nothing (the document's form fields always have one).
  const lines = RULES.filter((rule) => rule in schema && !(rule === 'required' && (schema.required as string[]).length === 0)).map(
    (rule) => {
      const value = rule === 'required' ? [...(schema.required as string[])].sort() : schema[rule];
      return `${where || '(whole)'} ${rule} ${JSON.stringify(value)}`;
    },
  );
  if (schema.additionalProperties === false) lines.push(`${where || '(whole)'} additionalProperties false`);
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    lines.push(...ruleLines(child, resolve, `${where}.${name}`));
  }
  if (schema.items && typeof schema.items === 'object') lines.push(...ruleLines(schema.items as JsonSchema, resolve, `${where}[]`));
  if (schema.contains && typeof schema.contains === 'object')
    lines.push(...ruleLines(schema.contains as JsonSchema, resolve, `${where}[some]`));
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    ((schema[keyword] ?? []) as JsonSchema[]).forEach((alt, i) => lines.push(...ruleLines(alt, resolve, `${where}|${keyword}${i}`)));
  }
  if (schema.contentSchema && typeof schema.contentSchema === 'object') {
    lines.push(...ruleLines(schema.contentSchema as JsonSchema, resolve, `${where}{json}`));
  }
  return lines;
}

/** The route's schema for a part as JSON Schema, read directly from zod (not through the document's builder). */
function routeJson(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      if (jsonSchema.contentSchema instanceof z.ZodType) jsonSchema.contentSchema = routeJson(jsonSchema.contentSchema);
    },
  });
  return json;
}

const verdict = (ok: boolean) => (ok ? 'accepts' : 'refuses');

/** What the check compared, and every difference it found, each naming its route, part and rule or probe. */
export interface Drift {
  differences: string[];
  /** Request parts compared (a route's path, query, JSON body or form). */
  parts: number;
  probes: number;
}

export function driftOf(routes: readonly RouteRecord[], document: OpenApiDocument): Drift {
  const resolve = resolverOf(document);
  const drift: Drift = { differences: [], parts: 0, probes: 0 };
  const found = drift.differences;
  for (const route of routes.filter((r) => r.url.startsWith('/api/'))) {
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      found.push(`${key(route)}: not described`);
      continue;
    }
    found.push(...fileGaps(route, operation));
    for (const part of partsOf(route, operation)) {
      const where = `${key(route)} ${part.name}`;
      if (!part.document && !part.route) continue;
      if (!part.document || !part.route) {
        found.push(`${where}: ${part.document ? 'described, but the route validates none' : 'validated by the route, not described'}`);
        continue;
      }
      drift.parts += 1;
      const documented = new Set(ruleLines(part.document, resolve));
      const enforced = new Set(ruleLines(routeJson(part.route), resolve));
      for (const line of documented)
        if (!enforced.has(line)) found.push(`${where}: the document says ${line}, the route's schema does not`);
      for (const line of enforced)
        if (!documented.has(line)) found.push(`${where}: the route's schema says ${line}, the document does not`);
      for (const probe of probesOf(part.document, resolve)) {
        drift.probes += 1;
        const byDocument = documentAccepts(part.document, probe.value, resolve);
        const byRoute = part.route.safeParse(probe.value).success;
        if (byDocument !== byRoute) {
          found.push(`${where} ${probe.label}: the document ${verdict(byDocument)}, the route ${verdict(byRoute)}`);
        }
      }
    }
  }
  return drift;
}
