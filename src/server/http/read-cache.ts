import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadCache } from '../lib/read-cache.js';

// The read cache's hooks (decision 021; the cache itself is read-cache-store.ts).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply depends only on the gift and the asker's role: the read cache may keep its JSON. */
    readCache?: boolean;
  }
  interface FastifyRequest {
    readCacheGeneration?: number;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The reply cache's key: the gift, who asks (by role), the URL with its query. */
const replyKey = (request: FastifyRequest) => `${request.site?.id ?? 0}|${request.auth.role}|${request.url}`;

/**
 * Empties the cache around every write; answers and fills the routes marked `config: { readCache: true }`.
 * The hooks are synchronous: they run on every request, and an async hook costs a promise and a turn.
 */
export function installReadCache(app: FastifyInstance, cache: ReadCache): void {
  if (!cache.enabled) return;
  app.addHook('onRequest', (request, _reply, done) => {
    if (WRITES.has(request.method)) cache.clear();
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'GET' || !request.routeOptions.config.readCache) return done();
    const found = cache.reply(replyKey(request));
    if ('body' in found) {
      void reply.type('application/json; charset=utf-8').send(found.body);
      return;
    }
    request.readCacheGeneration = found.generation;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (WRITES.has(request.method)) cache.clear();
    else if (request.readCacheGeneration !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      cache.storeReply(replyKey(request), payload, request.readCacheGeneration);
    }
    done(null, payload);
  });
}
