import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isOpsRoute } from './ops-operations.js';
import { z } from 'zod';
import type { RouteRecord } from '../../context.js';
import { ALL_FEATURE_IDS } from '../../../shared/constants.js';
import { messageReply } from '../../../shared/schemas/common.js';
import { openingBody } from '../../../shared/schemas/opening.js';
import { driftOf, key, openApiPath, parametersSchema, resolverOf } from '../../test-support/openapi-drift.js';
import { exampleOf } from '../../test-support/openapi-probes.js';
import { operatorHeaders, useTestApp, type TestGift } from '../../test-support/test-app.js';
import { describeRoutes } from '../../test-support/describe-routes.js';
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from './openapi-document.js';

// The API description cannot drift from the routes (decision 025): every request rule the document states
// is compared with the route's own schema (test-support/openapi-drift.ts), and every route is sent into the
// two refusals that carry Retry-After, which the document must give to exactly the routes that answer them.
// Each check is also shown to fail on a deliberately altered copy of a schema or of the document.

const BASE_DOMAIN = 'kado.test';
const t = useTestApp({ baseDomain: BASE_DOMAIN });

const operationOf = (document: OpenApiDocument, method: string, url: string) => {
  const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${url} is not in the document`);
  return operation;
};

const bodyOf = (operation: OpenApiOperation, type = 'application/json') => {
  const schema = operation.requestBody?.content[type]?.schema;
  if (!schema) throw new Error(`${operation.operationId} takes no ${type}`);
  return schema;
};

const property = (schema: JsonSchema, name: string) => (schema.properties as Record<string, JsonSchema>)[name] as JsonSchema;

describe('the API description and the schemas the routes validate with', () => {
  it('state the same rules for every part of every request', async () => {
    const routes = t.app.ctx.routeTable;
    const drift = driftOf(routes, await describeRoutes(routes));
    expect(drift.differences).toEqual([]);
    // The comparison reached the requests: every JSON body, form, path and query, with over a thousand probes.
    expect(drift.parts).toBeGreaterThan(60);
    expect(drift.probes).toBeGreaterThan(1000);
  });

  it('states what the review asked for', async () => {
    const document = await describeRoutes(t.app.ctx.routeTable);
    const opening = bodyOf(operationOf(document, 'POST', '/api/opening'));
    expect(property(opening, 'title').anyOf).toEqual([{ type: 'string', maxLength: 10 }, { const: 'This is For' }]);
    const features = property(bodyOf(operationOf(document, 'POST', '/api/features')), 'selected_features');
    expect(features).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array', items: { enum: [...ALL_FEATURE_IDS] } },
    });
    expect(property(bodyOf(operationOf(document, 'POST', '/api/quizzes/create-or-update')), 'options')).toMatchObject({ minItems: 2 });
    const date = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
    expect(property(bodyOf(operationOf(document, 'POST', '/api/days-of-love')), 'date_at')).toMatchObject(date);
    expect(property(bodyOf(operationOf(document, 'POST', '/api/milestones')), 'date')).toMatchObject(date);
    const photo = operationOf(document, 'POST', '/api/gallery/update-photo/:id').requestBody;
    expect(property(bodyOf(operationOf(document, 'POST', '/api/gallery/update-photo/:id')), 'title')).toMatchObject({ maxLength: 100 });
    expect(photo?.description).toContain('JSON body with the text fields alone');
    expect(Object.keys(operationOf(document, 'GET', '/api/docs').responses['200']?.content ?? {})).toEqual(['text/html']);
    const retryAfter = { required: true, schema: { type: 'integer', minimum: 1 } };
    expect(operationOf(document, 'POST', '/api/login').responses['429']?.headers?.['Retry-After']).toMatchObject(retryAfter);
    expect(operationOf(document, 'POST', '/api/login').responses['503']?.headers?.['Retry-After']).toMatchObject(retryAfter);
  });

  it('reports a limit that only a refinement knows (the opening title as it was)', async () => {
    const refineOnly = z.object({
      title: z
        .string()
        .trim()
        .min(1)
        .refine((title) => title.length <= 10 || title === 'This is For'),
      recipient_name: openingBody.shape.recipient_name,
    });
    const routes = t.app.ctx.routeTable.map((route) =>
      key(route) === 'POST /api/opening' ? { ...route, schema: { ...route.schema, body: refineOnly } } : route,
    );
    const { differences } = driftOf(routes, await describeRoutes(routes));
    expect(differences).toContain(
      'POST /api/opening JSON body title: 20000 characters (in the largest example): the document accepts, the route refuses',
    );
    expect(differences.every((line) => line.startsWith('POST /api/opening JSON body'))).toBe(true);
  });

  it('reports a document altered away from the routes', async () => {
    const routes = t.app.ctx.routeTable;
    const document = structuredClone(await describeRoutes(routes));
    const title = property(bodyOf(operationOf(document, 'POST', '/api/opening')), 'title');
    (title.anyOf as JsonSchema[])[0] = { type: 'string', maxLength: 12 };
    delete property(bodyOf(operationOf(document, 'POST', '/api/quizzes/create-or-update')), 'options').minItems;
    const features = property(bodyOf(operationOf(document, 'POST', '/api/features')), 'selected_features');
    ((features.contentSchema as JsonSchema).items as JsonSchema).enum = ['gift', 'gallery'];
    delete property(bodyOf(operationOf(document, 'POST', '/api/milestones')), 'date').format;
    const photo = operationOf(document, 'POST', '/api/gallery/update-photo/:id');
    delete photo.requestBody?.content['application/json'];
    delete property(bodyOf(operationOf(document, 'POST', '/api/music'), 'multipart/form-data'), 'music').contentMediaType;

    const { differences } = driftOf(routes, document);
    const ids = JSON.stringify(ALL_FEATURE_IDS);
    expect(differences).toEqual(
      expect.arrayContaining([
        `POST /api/opening JSON body: the document says .title|anyOf0 maxLength 12, the route's schema does not`,
        `POST /api/opening JSON body: the route's schema says .title|anyOf0 maxLength 10, the document does not`,
        'POST /api/opening JSON body title: 12 characters (in the smallest example): the document accepts, the route refuses',
        `POST /api/quizzes/create-or-update JSON body: the route's schema says .options minItems 2, the document does not`,
        `POST /api/features JSON body: the route's schema says .selected_features{json}[] enum ${ids}, the document does not`,
        `POST /api/milestones JSON body: the route's schema says .date format "date", the document does not`,
        'POST /api/gallery/update-photo/:id JSON body: validated by the route, not described',
        'POST /api/music files: the document names none, the route reads music',
      ]),
    );
  });

  it('holds a rule stated through .meta to what the route enforces', async () => {
    const routes: RouteRecord[] = [
      {
        method: 'POST',
        url: '/api/probe',
        guards: ['requireEditor'],
        schema: { body: z.object({ name: z.string().max(8).meta({ maxLength: 5 }) }), response: { 200: messageReply } },
      },
    ];
    expect(driftOf(routes, await describeRoutes(routes)).differences).toContain(
      'POST /api/probe JSON body name: 6 characters (in the largest example): the document refuses, the route accepts',
    );
  });
});

/** A reply the walk saw with status 429 or 503, or with Retry-After. */
interface Refusal {
  operation: string;
  status: number;
  retryAfter: string | undefined;
}

const RETRY_LATER = ['429', '503'];

/** Every difference between the refusals seen and those the document gives, with their Retry-After. */
/**
 * Refusals the document gives that an example call cannot reach, each with why. A password reset hashes only
 * with a live link, which no example holds; its 503 is the hash queue's, the same one POST /api/login's 503 shows.
 * Sign-up's calls are the console host's with SIGNUP=open: the walk calls every route on a gift's host,
 * where they answer 404; their 429 and 503 are the same limiter's and hash queue's, proved by routes/signup.test.ts and
 * routes/signup-proof.test.ts.
 */
const UNREACHED_BY_EXAMPLES = new Set([
  'POST /api/password/reset 503',
  'GET /api/signup/slug 429',
  'POST /api/signup 429',
  'POST /api/signup/confirm 429',
  'POST /api/signup/confirm 503',
]);

function retryLaterGaps(refusals: readonly Refusal[], document: OpenApiDocument): string[] {
  const gaps: string[] = [];
  const seen = new Set([...refusals.map((r) => `${r.operation} ${r.status}`), ...UNREACHED_BY_EXAMPLES]);
  for (const refusal of refusals) {
    const [method = '', path = ''] = refusal.operation.split(' ');
    const response = document.paths[path]?.[method.toLowerCase()]?.responses[String(refusal.status)];
    if (!/^[1-9]\d*$/.test(refusal.retryAfter ?? ''))
      gaps.push(`${refusal.operation} ${refusal.status}: sent without Retry-After in seconds`);
    if (!response) gaps.push(`${refusal.operation} answers ${refusal.status}, the document does not say so`);
    else if (!response.headers?.['Retry-After']) gaps.push(`${refusal.operation} ${refusal.status}: the document gives no Retry-After`);
  }
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // /readyz's 503 is a state, not a refusal to retry: it has no Retry-After.
      for (const status of RETRY_LATER.filter((s) => s in operation.responses && !isOpsRoute({ url: path }))) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!seen.has(`${name} ${status}`)) gaps.push(`${name} ${status}: in the document, never answered`);
      }
    }
  }
  return [...new Set(gaps)];
}

describe('the refusals with Retry-After', () => {
  it('are given by the document to exactly the routes that answer them', async () => {
    const { app } = t;
    const { ctx } = app;
    const routes = ctx.routeTable.filter((route) => route.url.startsWith('/api/'));
    const document = await describeRoutes(routes);
    const resolve = resolverOf(document);
    // Each route gets its own gift and operator session, made before the refusals are switched on, so what one
    // route's call changes (a share key, a reveal, a logout, a deletion) cannot keep another from its refusal.
    const setups: { route: RouteRecord; gift: TestGift; operator: Record<string, string> }[] = [];
    for (const [i, route] of routes.entries()) {
      setups.push({ route, gift: await t.gift(`walk${i}`), operator: await operatorHeaders(app, BASE_DOMAIN) });
    }

    /** A call the document allows: its smallest example body and parameters, as the route's role, on its own gift. */
    const requestFor = (route: RouteRecord, gift: TestGift, operator: Record<string, string>, variant: number): InjectOptions => {
      const operation = operationOf(document, route.method, route.url);
      const example = (schema: JsonSchema | undefined) =>
        schema ? (exampleOf(schema, resolve, true, variant) as Record<string, unknown>) : {};
      // An operator's call names a gift that exists: the route's own.
      const params: Record<string, unknown> = {
        ...example(parametersSchema(operation, 'path')),
        ...(route.url.includes(':slug') ? { slug: gift.slug } : {}),
      };
      const query = new URLSearchParams(
        Object.entries(example(parametersSchema(operation, 'query'))).map(([n, v]): [string, string] => [n, String(v)]),
      );
      const role = operation['x-kado-role'];
      const headers = route.url.startsWith('/api/operator/')
        ? operator
        : role === 'viewer'
          ? gift.viewer
          : role === 'editor'
            ? gift.editor
            : gift.withKey;
      const json = operation.requestBody?.content['application/json']?.schema;
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
      return {
        method: route.method as 'GET',
        url: `${path}${query.size ? `?${query}` : ''}`,
        headers,
        ...(json ? { payload: example(json) } : {}),
      };
    };

    // The two refusals, switched on one call at a time: every attempt limit used up (429), and the password
    // hash queue taking no task (503).
    let refusing: 'attempts' | 'hashing' | undefined;
    const limitRepos = [ctx.repos.authLimits, ctx.consoleAttempts];
    const standings = limitRepos.map((repo) => repo.standing);
    limitRepos.forEach((repo, i) => {
      const standing = standings[i]!;
      repo.standing = async (bucket, limitKey, now, trx) =>
        refusing === 'attempts' ? { failures: bucket.limit, windowStart: now } : standing(bucket, limitKey, now, trx);
    });
    const queue = ctx.passwords.queue as unknown as { concurrency: number; maxWaiting: number };
    const sizes = { concurrency: queue.concurrency, maxWaiting: queue.maxWaiting };
    const refusals: Refusal[] = [];
    try {
      for (const { route, gift, operator } of setups) {
        for (const [variant, mode] of (['attempts', 'hashing'] as const).entries()) {
          refusing = mode;
          if (mode === 'hashing') Object.assign(queue, { concurrency: 0, maxWaiting: 0 });
          const res = await app.inject(requestFor(route, gift, operator, variant));
          Object.assign(queue, sizes);
          refusing = undefined;
          const retryAfter = res.headers['retry-after'] as string | undefined;
          if (res.statusCode === 429 || res.statusCode === 503 || retryAfter !== undefined) {
            refusals.push({ operation: `${route.method} ${openApiPath(route.url)}`, status: res.statusCode, retryAfter });
          }
        }
      }
    } finally {
      limitRepos.forEach((repo, i) => (repo.standing = standings[i]!));
      Object.assign(queue, sizes);
    }
    expect(retryLaterGaps(refusals, document)).toEqual([]);
    expect(refusals.map((r) => `${r.operation} ${r.status}`).sort()).toEqual([
      'POST /api/date-input/verify 429',
      'POST /api/login 429',
      'POST /api/login 503',
      'POST /api/operator/gifts 503',
      'POST /api/operator/gifts/{slug}/password 503',
      'POST /api/operator/login 429',
      'POST /api/password/forgot 429',
      'POST /api/password/reset 429',
      'POST /api/signup/welcome 429',
      'PUT /api/heart-moments/mail 429',
    ]);
  }, 120_000);

  it('are reported when the document and the replies differ', async () => {
    const document = structuredClone(await describeRoutes(t.app.ctx.routeTable));
    const login = operationOf(document, 'POST', '/api/login');
    delete login.responses['503'];
    delete login.responses['429']?.headers;
    operationOf(document, 'GET', '/api/opening').responses['429'] = structuredClone(login.responses['429']!);
    const refusals: Refusal[] = [
      { operation: 'POST /api/login', status: 429, retryAfter: '60' },
      { operation: 'POST /api/login', status: 503, retryAfter: undefined },
    ];
    expect(retryLaterGaps(refusals, document)).toEqual(
      expect.arrayContaining([
        'POST /api/login 429: the document gives no Retry-After',
        'POST /api/login 503: sent without Retry-After in seconds',
        'POST /api/login answers 503, the document does not say so',
        'GET /api/opening 429: in the document, never answered',
      ]),
    );
  });
});
