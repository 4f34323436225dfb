import type { FastifyInstance } from 'fastify';
import { MSG } from '../../shared/messages.js';

// Which methods an address takes, for the 405's `Allow` (decision 056): a request the router found no route for
// is a 405 when the same address has routes for other methods, a 404 only when it has none. Read from every route
// as it is registered (Fastify's HEAD for each GET included), matched the way the router matches: a static segment
// as written, `:name` one non-empty segment, `*` the rest. An address of its own (`/api/quizzes/attempt`) that only
// a `/:id` route takes for this method is a 405 too, naming what the address itself takes (decision 078).

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
  /** The methods of each address written without a parameter. */
  private readonly statics = new Map<string, Set<string>>();

  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      for (const method of [route.method].flat()) {
        this.patterns.push({ method: String(method), match: matcherOf(url) });
        if (!/[:*]/.test(url)) this.statics.set(url, new Set([...(this.statics.get(url) ?? []), String(method)]));
      }
    });
    // After the gift's own hooks (a private gift still refuses first), before the route's guards and its params' check.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.url?.includes(':')) return;
      const pathname = request.url.split('?')[0] ?? '/';
      const own = this.statics.get(pathname);
      if (!own || own.has(request.method)) return;
      return reply.code(405).header('allow', this.at(pathname).join(', ')).send({ success: false, message: MSG.badRequest });
    });
  }

  /** The methods some route takes at this path (no query), in a stable order; empty when none does. */
  at(pathname: string): string[] {
    // An address of its own takes only its own routes' methods, not those of a `/:id` that also matches it.
    const methods = this.statics.get(pathname) ?? new Set(this.patterns.filter((p) => p.match.test(pathname)).map((p) => p.method));
    return [...methods].sort(byUsualOrder);
  }
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byUsualOrder = (a: string, b: string) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);
