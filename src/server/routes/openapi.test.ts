import { describe, expect, it } from 'vitest';
import { everyMessageCode } from '../../shared/message-codes.js';
import type { RouteRecord } from '../context.js';
import type { JsonSchema, OpenApiDocument } from '../services/openapi/openapi-document.js';
import { OPS_ROUTES } from '../services/openapi/ops-operations.js';
import { describeRoutes } from '../test-support/describe-routes.js';
import { csrf, useTestApp } from '../test-support/test-app.js';
import { parametersSchema, resolverOf } from '../test-support/openapi-drift.js';
import { exampleOf } from '../test-support/openapi-probes.js';

// The API description (decision 025) describes every route the server registers, from the routes' own
// schemas. A new route without a reply schema, or a write without its body's schema, fails here by name.

/** Routes outside the description, on purpose. */
const NOT_DESCRIBED = new Map([['GET /manifest.webmanifest', 'the web app manifest the browser reads (decision 031)']]);
/** Described, with a redirect or a file for a reply rather than JSON. */
const NOT_JSON = new Set(['GET /storage/*', 'GET /s/:key', 'GET /w/:key']);
/** Writes that take no body: logging out, a new share key, the operator's switches. DELETEs never take one. */
const BODYLESS_WRITES = new Set([
  'POST /api/logout',
  'POST /api/share/rotate',
  'POST /api/wishes/link/rotate',
  'POST /api/coupon/claim',
  'POST /api/heart-moments/:id/heart',
  'POST /api/operator/logout',
  'POST /api/operator/gifts/:slug/disable',
  'POST /api/operator/gifts/:slug/enable',
]);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** A route's address as the document writes it: `:id` is `{id}`, and the media files' `*` is `{path}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
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
    if (NOT_JSON.has(key(route))) continue;
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

  it("lists Momen Hati's operations after the day: this day in past years, the recipient's address, the unsubscribe kinds", async () => {
    const { paths } = await fetchDocument(t.app);
    const onThisDay = paths['/api/heart-moments/on-this-day']?.get;
    expect(onThisDay).toMatchObject({ 'x-kado-role': 'viewer', summary: expect.stringContaining('this day in a past year') });
    expect(JSON.stringify(onThisDay?.responses['200'])).toContain('"years"');
    const mail = paths['/api/heart-moments/mail'];
    expect(Object.keys(mail ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    // The consent is part of the body: `true` and nothing else.
    expect(mail?.put?.requestBody?.content['application/json']?.schema).toMatchObject({
      required: ['email', 'consent'],
      properties: { consent: { const: true } },
    });
    expect(mail?.put?.responses['429']?.headers?.['Retry-After']).toBeDefined();
    expect(JSON.stringify(paths['/api/notifications/unsubscribe']?.get?.parameters)).toContain('recipient_moments');
    expect(JSON.stringify(paths['/api/settings']?.put?.requestBody)).toContain('"moments"');
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
    // The refusals that say when to try again show their header.
    expect(res.body).toContain('header <code>Retry-After</code>: <code>integer (≥ 1)</code>');
    // The page describes itself as a page.
    expect(Object.keys(paths['/api/docs']?.get?.responses['200']?.content ?? {})).toEqual(['text/html']);
  });
});

describe('the addresses outside /api in the API description (one gift)', () => {
  const t = useTestApp();

  it('describes the share link, the wishes link and the media files the replies name', async () => {
    const document = await fetchDocument(t.app);
    const share = document.paths['/s/{key}']?.get;
    expect(share?.parameters).toEqual([expect.objectContaining({ name: 'key', in: 'path', required: true })]);
    expect(Object.keys(share?.responses['303']?.headers ?? {}).sort()).toEqual(['Location', 'Set-Cookie']);
    expect(document.paths['/w/{key}']?.get?.responses['303']?.description).toContain('/leave-wish');
    const media = document.paths['/storage/{path}']?.get;
    expect(media?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'path', in: 'path', required: true }),
        expect.objectContaining({ name: 'range', in: 'header', required: false }),
      ]),
    );
    expect(Object.keys(media?.responses ?? {})).toEqual(expect.arrayContaining(['200', '206', '416', '4XX']));
    expect(media?.description).toContain('401');
    expect(document.info.description).not.toContain('not described');
    // As they answer: the link redirects with its cookie, a media path outside the store is refused as the document says.
    const opened = await t.app.inject({ method: 'GET', url: '/s/not-the-key' });
    expect([opened.statusCode, opened.headers.location, String(opened.headers['set-cookie'])]).toEqual([
      303,
      '/',
      expect.stringContaining('kado_key='),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/storage/gallery/none.jpg' })).statusCode).toBe(401);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (const path of ['/s/{key}', '/w/{key}', '/storage/{path}']) expect(page.body).toContain(`<code>${path}</code>`);
  });
});

/** The refusals of a host that does not serve an address (http/gift-host.ts, routes/signup.ts). */
const NOT_ON_THIS_HOST = new Set(['common.giftNotFound', 'common.routeNotFound']);

describe('the API description (many gifts)', () => {
  const t = useTestApp({ baseDomain: 'kado.test', signupOpen: true });

  it('describes on each host the operations that host answers, and no other (decision 079)', async () => {
    const gift = await t.gift('ayu');
    const hosts = { console: { host: 'kado.test', ...csrf }, gift: { ...gift.withKey, ...csrf } };
    const routes = [...OPS_ROUTES, ...t.app.ctx.routeTable].filter((route) => !NOT_DESCRIBED.has(key(route)));
    // Every call with the smallest valid query and body the routes' own schemas allow, so that a route refusing a host
    // in its handler (sign-up's) is reached; no call carries a session, so none changes a gift.
    const whole = await describeRoutes(routes);
    const resolve = resolverOf(whole);
    const example = (schema: JsonSchema | undefined) =>
      schema ? (exampleOf(schema, resolve, true) as Record<string, unknown>) : undefined;
    const mismatches: string[] = [];
    const counts: Record<string, number> = {};
    for (const [name, headers] of Object.entries(hosts)) {
      const document = await fetchDocument(t.app, headers);
      const listed = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`)));
      counts[name] = listed.size;
      for (const route of routes) {
        const operation = whole.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
        const query = new URLSearchParams(
          Object.entries(example(operation && parametersSchema(operation, 'query')) ?? {}).map(([n, v]): [string, string] => [
            n,
            String(v),
          ]),
        );
        const path = route.url.replace(':slug', gift.slug).replace(/:\w+/g, '1').replace(/\*$/, 'gallery/none.jpg');
        const body = example(operation?.requestBody?.content['application/json']?.schema);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${path}${query.size ? `?${query}` : ''}`,
          headers,
          ...(body ? { payload: body } : {}),
        });
        // A page's address (the links) is refused with the neutral page, an API call with its code.
        const page = String(res.headers['content-type']).startsWith('text/html');
        const refused =
          res.statusCode === 404 && (page ? res.body.includes('Kado tidak ditemukan') : NOT_ON_THIS_HOST.has(res.json().code));
        const described = listed.has(`${route.method.toLowerCase()} ${openApiPath(route.url)}`);
        if (described && refused) mismatches.push(`${name}: ${key(route)} described, answers 404`);
        if (!described && !refused) mismatches.push(`${name}: ${key(route)} answers ${res.statusCode}, not described`);
      }
    }
    expect(mismatches).toEqual([]);
    // Each document is the host's own: the operator's dozen calls on the console's, the gift's ninety-odd on a gift's.
    expect(counts.console).toBeGreaterThan(10);
    expect(counts.gift).toBeGreaterThan(80);
  });

  it("describes the operator's routes on the console's host, and the gift's on a gift's host", async () => {
    const gift = await t.gift('ayu');
    const onGift = await fetchDocument(t.app, gift.anonymous);
    const onConsole = await fetchDocument(t.app, { host: 'kado.test' });
    const consoleRoute = (route: RouteRecord) => route.url.startsWith('/api/operator/') || /^\/api\/signup(?!\/welcome)/.test(route.url);
    expect(
      gaps(
        t.app.ctx.routeTable.filter((route) => !consoleRoute(route)),
        onGift,
      ),
    ).toEqual([]);
    expect(gaps(t.app.ctx.routeTable.filter(consoleRoute), onConsole)).toEqual([]);
    expect(onConsole.servers[0]?.description).toContain('console');
    expect(onConsole.paths['/api/operator/gifts']?.post).toMatchObject({
      'x-kado-role': 'operator',
      security: [{ bearer: [] }, { operatorCookie: [] }],
      responses: { '201': expect.anything() },
    });
    // Only the logout ends the session it is called with; the other calls open to anyone say nothing of it (decision 078).
    const text = (path: string) => {
      const operation = onGift.paths[path]?.post ?? onConsole.paths[path]?.post;
      return `${operation?.summary ?? ''} ${operation?.description ?? ''}`;
    };
    expect(text('/api/logout')).toMatch(/ends? the session it is called with/);
    for (const path of ['/api/password/forgot', '/api/password/reset', '/api/signup', '/api/signup/welcome', '/api/signup/confirm'])
      expect(`${path}: ${text(path)}`).not.toMatch(/session it is called with/);
  });
});
