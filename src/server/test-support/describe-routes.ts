import Fastify, { type HTTPMethods } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { RouteRecord } from '../context.js';
import { registerApiDescription } from '../services/openapi/api-description.js';
import type { OpenApiDocument } from '../services/openapi/openapi-document.js';

// The API description of a route table a test made up or altered (decision 057): its routes registered on a bare
// Fastify after the description's plugin, each with guards of the recorded names, and the document the plugin builds.

/** An onRequest hook that does nothing, named as a guard (the description reads guards by name). */
const guardNamed = (name: string) => Object.defineProperty(async () => {}, 'name', { value: name });

export async function describeRoutes(routes: readonly RouteRecord[]): Promise<OpenApiDocument> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerApiDescription(app, '0.0.0');
  for (const route of routes) {
    app.route({
      method: route.method as HTTPMethods,
      url: route.url,
      ...(route.schema ? { schema: route.schema } : {}),
      onRequest: route.guards.map(guardNamed),
      handler: async () => ({}),
    });
  }
  await app.ready();
  try {
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
  }
}
