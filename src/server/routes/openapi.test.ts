import { describe, expect, it } from 'vitest';
import { everyMessageCode } from '../../shared/message-codes.js';
import type { RouteRecord } from '../context.js';
import type { JsonSchema, OpenApiDocument } from '../services/openapi/openapi-document.js';
import { OPS_ROUTES } from '../services/openapi/ops-operations.js';
import { describeRoutes } from '../test-support/describe-routes.js';
import { useTestApp } from '../test-support/test-app.js';

// The API description (decision 025) describes every route the server registers, from the routes' own
// schemas. A new route without a reply schema, or a write without its body's schema, fails here by name.

/** Routes outside the JSON API, on purpose. */
const NOT_DESCRIBED = new Map([
  ['GET /storage/*', 'media files, streamed with Range (decision 005)'],
  ['GET /s/:key', 'the share link: a redirect a person opens (decision 018)'],
  ['GET /w/:key', 'the wishes link: a redirect a person opens (decision 045)'],
  ['GET /manifest.webmanifest', 'the web app manifest the browser reads (decision 031)'],
]);
/** Writes that take no body: logging out, a new share key, the operator's switches. DELETEs never take one. */
const BODYLESS_WRITES = new Set([
  'POST /api/logout',
  'POST /api/share/rotate',
  'POST /api/wishes/link/rotate',
  'POST /api/coupon/claim',
  'POST /api/operator/logout',
  'POST /api/operator/gifts/:slug/disable',
  'POST /api/operator/gifts/:slug/enable',
]);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const hasShape = (schema: JsonSchema | undefined) =>
  schema !== undefined && ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'const', 'enum'].some((k) => k in schema);

/** Every gap between the route table and the document, each naming its route. */
function gaps(routes: readonly RouteRecord[], document: OpenApiDocument): string[] {
  const found: string[] = [];
  for (const route of routes) {
    if (NOT_DESCRIBED.has(key(route))) continue;
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      found.push(`${key(route)}: not described`);
      continue;
    }
    const success = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
    const described = success.some(([, response]) =>
      Object.entries(response.content ?? {}).some(([type, media]) => type !== 'application/json' || hasShape(media.schema)),
    );
    if (!described) found.push(`${key(route)}: no 2xx reply schema`);
    const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS_WRITES.has(key(route));
    const body = Object.values(operation.requestBody?.content ?? {});
    if (takesBody && !body.some((media) => hasShape(media.schema))) found.push(`${key(route)}: no request body schema`);
  }
  return found;
}

async function fetchDocument(app: ReturnType<typeof useTestApp>['app'], headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<OpenApiDocument>();
}

describe('the API description (one gift)', () => {
  const t = useTestApp();

  it('is an OpenAPI 3.1 document anyone may read, describing every route from its schemas', async () => {
    const document = await fetchDocument(t.app);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Kado API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const routes = t.app.ctx.routeTable;
    expect(routes.length).toBeGreaterThan(40);
    expect(gaps(routes, document)).toEqual([]);
    // Nothing is described that the server does not answer.
    // The operations endpoints are registered before the route table starts (services/openapi/ops-operations.ts).
    const registered = new Set([...OPS_ROUTES, ...routes].map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`));
    const described = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
    expect(described.filter((d) => !registered.has(d))).toEqual([]);
    expect(new Set(Object.values(document.paths).flatMap((m) => Object.values(m).map((op) => op.operationId))).size).toBe(described.length);
  });

  it('every $ref points at a shared shape in the document', async () => {
    const text = JSON.stringify(await fetchDocument(t.app));
    const document = JSON.parse(text) as OpenApiDocument;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(10);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it('lists every code an error reply can carry (decision 059)', async () => {
    const { components } = await fetchDocument(t.app);
    const code = (components.schemas.ErrorReply?.properties as Record<string, JsonSchema> | undefined)?.code;
    expect(code?.enum).toEqual(everyMessageCode());
    expect(code?.enum).toEqual(expect.arrayContaining(['common.pinWrong', 'zod.textAtMost', 'wishes.linkClosed']));
    // A refusal carries one of them.
    const refused = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.c', password: 'salah' } });
    expect(code?.enum).toContain(refused.json().code);
  });

  it("says who may call each route, from the route's guard", async () => {
    const { paths } = await fetchDocument(t.app);
    expect(paths['/api/opening']?.get).toMatchObject({ 'x-kado-role': 'anyone', security: [] });
    const createFolder = paths['/api/gallery/create-folder']?.post;
    expect(createFolder?.['x-kado-role']).toBe('editor');
    expect(createFolder?.security).toEqual([{ bearer: [] }, { editorCookie: [] }]);
    expect(createFolder?.description).toContain('x-kado-request: 1');
    expect(paths['/api/todos']?.post?.security).toContainEqual({ viewerCookie: [] });
    expect(paths['/api/coupon']?.get?.['x-kado-guards']).toEqual(['requireViewer', 'requireMainGiftOpen']);
  });

  it('describes the gift’s theme: its names in the settings reply and the body that sets it (decision 041)', async () => {
    const text = JSON.stringify((await fetchDocument(t.app)).paths['/api/settings']);
    expect(text).toContain('"theme"');
    expect(text).toContain('"themes"');
    expect(text).toContain('["rose","night","cream","sage"]');
  });

  it('describes path parameters, JSON bodies and upload forms as the routes check them', async () => {
    const { paths } = await fetchDocument(t.app);
    const rename = paths['/api/gallery/update-folder-name/{id}']?.put;
    expect(rename?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(rename?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: expect.any(Number) } },
    });
    const upload = paths['/api/gallery/create-photos']?.post?.requestBody?.content['multipart/form-data'];
    expect(upload?.schema).toMatchObject({ required: expect.arrayContaining(['folder_id', 'title', 'photo']) });
    expect(upload?.encoding?.photo?.contentType).toBe('image/jpeg, image/webp, image/heic');
    // The photo update takes a form (a new photo) or JSON (a new title only).
    expect(Object.keys(paths['/api/gallery/update-photo/{id}']?.post?.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    // The download is a JPEG, not JSON.
    expect(Object.keys(paths['/api/gallery/photo/{id}/download']?.get?.responses['200']?.content ?? {})).toEqual(['image/jpeg']);
  });

  it('names a route that has no schema', async () => {
    const routes: RouteRecord[] = [
      { method: 'GET', url: '/api/described', guards: ['allowAnyone'], schema: { response: {} } },
      { method: 'POST', url: '/api/bare', guards: ['requireEditor'], schema: undefined },
    ];
    const document = await describeRoutes(routes);
    expect(gaps(routes, document)).toEqual([
      'GET /api/described: no 2xx reply schema',
      'POST /api/bare: no 2xx reply schema',
      'POST /api/bare: no request body schema',
    ]);
    expect(gaps(routes, { ...document, paths: {} })).toEqual(['GET /api/described: not described', 'POST /api/bare: not described']);
  });

  it('is also a page of operations without any script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script|\son\w+=|javascript:/i);
    const { paths } = await fetchDocument(t.app);
    for (const path of Object.keys(paths)) expect(res.body, path).toContain(`<code>${path}</code>`);
    expect(res.body).toContain('<td><code>id</code></td><td>path</td><td>required</td>');
    expect(res.body).toContain('multipart/form-data');
    // The refusals that say when to try again show their header (decision 014).
    expect(res.body).toContain('header <code>Retry-After</code>: <code>integer (≥ 1)</code>');
    // The page describes itself as a page.
    expect(Object.keys(paths['/api/docs']?.get?.responses['200']?.content ?? {})).toEqual(['text/html']);
  });
});

describe('the API description (many gifts)', () => {
  const t = useTestApp({ baseDomain: 'kado.test' });

  it("describes the operator's routes too, and is served on a gift's host", async () => {
    const gift = await t.gift('ayu');
    // A gift is private until its giver opens it: the description needs the key there, like every API call.
    const document = await fetchDocument(t.app, gift.withKey);
    expect(gaps(t.app.ctx.routeTable, document)).toEqual([]);
    expect(document.paths['/api/operator/gifts']?.post).toMatchObject({
      'x-kado-role': 'operator',
      security: [{ bearer: [] }, { operatorCookie: [] }],
      responses: { '201': expect.anything() },
    });
    // Only the logout ends the session it is called with; the other calls open to anyone say nothing of it (decision 078).
    const text = (path: string) => {
      const operation = document.paths[path]?.post;
      return `${operation?.summary ?? ''} ${operation?.description ?? ''}`;
    };
    expect(text('/api/logout')).toMatch(/ends? the session it is called with/);
    for (const path of ['/api/password/forgot', '/api/password/reset', '/api/signup', '/api/signup/welcome', '/api/signup/confirm'])
      expect(`${path}: ${text(path)}`).not.toMatch(/session it is called with/);
  });
});
