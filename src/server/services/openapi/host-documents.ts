import type { OpenApiDocument } from './openapi-document.js';
import { isOpsRoute } from './ops-operations.js';

// With many gifts, each kind of host answers its own operations: the console's host the
// operator's API and sign-up, a gift's host everything of the gift; both the API description and the operations
// endpoints. Each host is served the description of what it answers (decision 079). The rules are those of
// http/gift-host.ts and routes/signup.ts; routes/openapi.test.ts calls every operation on both hosts to hold the
// documents to them.

export type DescribedHost = 'gift' | 'console';

const DESCRIPTION_PATHS = new Set(['/api/openapi.json', '/api/docs']);

/** Which host answers an operation at `path` (the document's address, `{name}` for a parameter). */
export function hostOf(path: string): DescribedHost | 'every' {
  if (isOpsRoute({ url: path }) || DESCRIPTION_PATHS.has(path)) return 'every';
  if (path.startsWith('/api/operator/') || (path.startsWith('/api/signup') && path !== '/api/signup/welcome')) return 'console';
  return 'gift';
}

const SERVERS: Record<DescribedHost | 'single', OpenApiDocument['servers']> = {
  single: [{ url: '/', description: "The gift's address (PUBLIC_URL)" }],
  gift: [{ url: '/', description: "A gift's own host, {slug}.BASE_DOMAIN" }],
  console: [{ url: '/', description: "The console's host, BASE_DOMAIN itself" }],
};

const HOST_WORDS: Record<DescribedHost, string> = {
  gift:
    " This is a gift's host's description: the operator's console and sign-up answer on BASE_DOMAIN itself and are " + 'described there.',
  console:
    " This is the console's host's description (many gifts): the operator's calls and sign-up. Each gift's calls, " +
    'links and media answer on its own host, {slug}.BASE_DOMAIN, and are described there.',
};

/**
 * The description of what one host answers: with many gifts the console's or a gift's operations (and those of every
 * host), the shared shapes and sign-in schemes they use; with one gift, the whole document.
 */
export function documentFor(document: OpenApiDocument, host: DescribedHost, manyGifts: boolean): OpenApiDocument {
  if (!manyGifts) return { ...document, servers: SERVERS.single };
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => hostOf(path) !== otherThan(host)));
  const text = JSON.stringify(paths);
  const schemas = Object.entries(document.components.schemas).filter(([name]) => text.includes(`"#/components/schemas/${name}"`));
  const used = new Set(
    Object.values(paths).flatMap((methods) => Object.values(methods).flatMap((operation) => operation.security.flatMap(Object.keys))),
  );
  const securitySchemes = Object.fromEntries(Object.entries(document.components.securitySchemes).filter(([name]) => used.has(name)));
  return {
    ...document,
    info: { ...document.info, description: document.info.description + HOST_WORDS[host] },
    servers: SERVERS[host],
    paths,
    components: { ...document.components, schemas: Object.fromEntries(schemas), securitySchemes } as OpenApiDocument['components'],
  };
}

const otherThan = (host: DescribedHost): DescribedHost => (host === 'gift' ? 'console' : 'gift');
