import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowAnyone } from '../services/auth/guards.js';
import { docsPage } from '../services/openapi/docs-page.js';
import { htmlPageReply, openApiDocumentReply, type OpenApiDocument } from '../services/openapi/openapi-document.js';

/**
 * The API description (decisions 025, 057): OpenAPI 3.1 at /api/openapi.json and the same as a page at
 * /api/docs. Open to anyone like the API's own shape: it holds no gift data. @fastify/swagger builds it once
 * when the app is ready (every route is registered by then; services/openapi/api-description.ts).
 */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: OpenApiDocument | undefined;
  let page = '';

  app.addHook('onReady', async () => {
    document = app.swagger() as unknown as OpenApiDocument;
    page = docsPage(document);
  });

  app.get('/api/openapi.json', { onRequest: allowAnyone, schema: { response: { 200: openApiDocumentReply } } }, async (_request, reply) => {
    if (!document) throw new Error('The API description is built when the app is ready');
    return reply.header('cache-control', 'no-cache').send(document);
  });

  app.get('/api/docs', { onRequest: allowAnyone, schema: { response: { 200: htmlPageReply } } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
};
