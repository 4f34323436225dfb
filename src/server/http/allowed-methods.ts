import type { FastifyInstance } from 'fastify';

// Which methods an address takes, for the 405's `Allow` (decision 056): a request the router found no route for
// is a 405 when the same address has routes for other methods, a 404 only when it has none. Read from every route
// as it is registered (Fastify's HEAD for each GET included), matched the way the router matches: a static segment
// as written, `:name` one non-empty segment, `*` the rest.

interface Pattern {
  method: string;
  match: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcherOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.replace(/:\w+|[^:]+/g, (part) => (part.startsWith(':') ? '[^/]+' : escape(part)))))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Every route's method and pattern, collected from the moment it is installed: install it before any route. */
export class AllowedMethods {
  private readonly patterns: Pattern[] = [];

  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) this.patterns.push({ method: String(method), match: matcherOf(route.url ?? route.path) });
    });
  }

  /** The methods some route takes at this path (no query), in a stable order; empty when none does. */
  at(pathname: string): string[] {
    const methods = new Set(this.patterns.filter((p) => p.match.test(pathname)).map((p) => p.method));
    return [...methods].sort(byUsualOrder);
  }
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byUsualOrder = (a: string, b: string) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);
