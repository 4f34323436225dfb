import fs from 'node:fs';
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorReply, messageReply } from '../../../shared/schemas/common.js';
import { projectRoot } from '../../lib/project-root.js';
import { documentHead } from './openapi-document.js';
import { descriptionTransforms } from './operation-transform.js';
import { SECURITY_SCHEMES } from './route-access.js';

// The API description (decision 057): @fastify/swagger collects every route registered after it and builds the
// document from their schemas when first asked (`app.swagger()`, after ready), through the zod provider's
// transforms wrapped in ours (operation-transform.ts).

/**
 * Shared reply shapes, written once under components and referenced: named in zod's global registry, where
 * the zod provider looks for them.
 */
const COMPONENTS: [z.ZodType, string][] = [
  [errorReply, 'ErrorReply'],
  [messageReply, 'MessageReply'],
];
for (const [schema, id] of COMPONENTS) {
  const meta = z.globalRegistry.get(schema);
  if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
}

const packageVersion = () => (JSON.parse(fs.readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as { version: string }).version;

/** Registers the plugin: call it before the first route the description names (the operations endpoints). */
export async function registerApiDescription(app: FastifyInstance, version = packageVersion()): Promise<void> {
  await app.register(fastifySwagger, {
    mode: 'dynamic',
    openapi: { ...documentHead(version), components: { securitySchemes: SECURITY_SCHEMES } },
    // OpenAPI 3.1 has `const`; the drift test reads the document's rules as zod states them.
    convertConstToEnum: false,
    ...descriptionTransforms(),
  });
}
