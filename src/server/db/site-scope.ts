import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The gift (site) the current request belongs to, read by every repository at call time
 * (decision 018). One gift: always `fixedSiteId`. Many gifts: the id entered for the request; asking
 * outside a request (or a `run`) throws, so no query can silently fall back to another gift.
 */
export class SiteScope {
  private readonly storage = new AsyncLocalStorage<number>();

  constructor(private readonly fixedSiteId: number | undefined) {}

  /** The current gift's id; the getter repositories are built with. */
  readonly siteId = (): number => {
    const id = this.storage.getStore() ?? this.fixedSiteId;
    if (id === undefined) throw new Error('SiteScope: no gift in scope (called outside a gift request)');
    return id;
  };

  /** Runs `work` (and everything it awaits) as gift `siteId`: boot work and the operator's seeding. */
  run<T>(siteId: number, work: () => T): T {
    return this.storage.run(siteId, work);
  }

  /**
   * A callback-style hook that enters the request's gift. Added at onRequest, and again at preValidation
   * and preHandler, because body parsing (and some plugins' stream events) can resume outside it.
   */
  readonly enterHook = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const site = request.site;
    if (site) this.storage.run(site.id, done);
    else done();
  };
}
