import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowAnyone } from '../services/auth/guards.js';
import { docsPage } from '../services/openapi/docs-page.js';
import { documentFor, type DescribedHost } from '../services/openapi/host-documents.js';
import { htmlPageReply, openApiDocumentReply, type OpenApiDocument } from '../services/openapi/openapi-document.js';

/**
 * The API description (decisions 025, 057): OpenAPI 3.1 at /api/openapi.json and the same as a page at
 * /api/docs. Open to anyone like the API's own shape: it holds no gift data. @fastify/swagger builds it once
 * when the app is ready (every route is registered by then; services/openapi/api-description.ts). With many gifts,
 * the console's host and a gift's host are each served the operations they answer (decision 079).
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const manyGifts = app.ctx.config.baseDomain !== undefined;
  const described = new Map<DescribedHost, { document: OpenApiDocument; page: string }>();

  app.addHook('onReady', async () => {
    const whole = app.swagger() as unknown as OpenApiDocument;
    for (const host of manyGifts ? (['gift', 'console'] as const) : (['gift'] as const)) {
      const document = documentFor(whole, host, manyGifts);
      described.set(host, { document, page: docsPage(document) });
    }
  });
  const forRequest = (consoleHost: boolean) => {
    const found = described.get(consoleHost ? 'console' : 'gift');
    if (!found) throw new Error('The API description is built when the app is ready');
    return found;
  };

  app.get('/api/openapi.json', { onRequest: allowAnyone, schema: { response: { 200: openApiDocumentReply } } }, async (request, reply) =>
    reply.header('cache-control', 'no-cache').send(forRequest(request.consoleHost).document),
  );

  app.get('/api/docs', { onRequest: allowAnyone, schema: { response: { 200: htmlPageReply } } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(forRequest(request.consoleHost).page),
  );
};
