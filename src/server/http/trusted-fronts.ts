import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../lib/config.js';

// The fronts whose X-Forwarded-For names the client (TRUST_PROXY), and a front that is not trusted (decision 050).
// Behind a proxy that TRUST_PROXY does not name, every client is the proxy's address: they share one set of
// attempt limits (PIN, login, wishes), and a few strangers lock the recipient and the giver out. Such a proxy shows
// itself by forwarding many clients' X-Forwarded-For through one address. Requests whose connection does not come
// from a trusted front are watched, and the first address that brings DISTINCT_CLIENTS different X-Forwarded-For
// values within WINDOW_MS is named once on standard error.

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function: Fastify takes a bare number as trusting
 * no one (its peer cannot be checked), so the nearest `hops` addresses are believed, whoever they are. That is
 * sound only where nothing but the fronts can reach Kado, as docs/operations.md says; names and networks are checked.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Different X-Forwarded-For values through one address that make it a front. */
export const DISTINCT_CLIENTS = 5;
/** The watch forgets everything after this long (a fixed window), so a few odd requests a day never add up. */
export const WINDOW_MS = 10 * 60 * 1000;
/** Addresses watched at once; more in one window are not watched (memory stays bounded). */
const MAX_ADDRESSES = 200;
/** Of each X-Forwarded-For value, only its start is kept. */
const MAX_VALUE = 100;

/** The one warning, naming the address the requests came through. */
export function untrustedFrontMessage(address: string): string {
  return (
    `Kado: requests come through a front at ${address} that is not trusted: ${DISTINCT_CLIENTS} different ` +
    `X-Forwarded-For addresses arrived from it, so every client behind it counts as ${address} and they all share ` +
    "one client's limits (PIN, login, wishes). If it is your proxy, set TRUST_PROXY (TRUST_PROXY=loopback for a proxy " +
    'on this machine; docs/operations.md). If it is not, a client sends X-Forwarded-For of its own, which Kado ignores.'
  );
}

/** Counts X-Forwarded-For values per address; warns once, then does nothing more. */
export class UntrustedFrontWatch {
  private readonly seen = new Map<string, Set<string>>();
  private windowStart = Number.NEGATIVE_INFINITY;
  /** True once the warning was given: the watch has nothing left to do. */
  warned = false;

  constructor(
    private readonly warn: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A request through `address` (its socket's peer) carrying `forwardedFor`. */
  note(address: string, forwardedFor: string): void {
    if (this.warned) return;
    const now = this.now();
    if (now - this.windowStart >= WINDOW_MS) {
      this.seen.clear();
      this.windowStart = now;
    }
    let values = this.seen.get(address);
    if (!values) {
      if (this.seen.size >= MAX_ADDRESSES) return;
      values = new Set();
      this.seen.set(address, values);
    }
    values.add(forwardedFor.slice(0, MAX_VALUE));
    if (values.size < DISTINCT_CLIENTS) return;
    this.warned = true;
    this.seen.clear();
    this.warn(untrustedFrontMessage(address));
  }
}

/**
 * onRequest: a request carrying X-Forwarded-For from a connection that is not a trusted front is noted. Fastify
 * walks past a trusted front (request.ips then holds the socket's address and more); without TRUST_PROXY there
 * is no request.ips at all. A request without the header costs one lookup.
 */
export function installUntrustedFrontWatch(app: FastifyInstance, warn: (message: string) => void = (m) => console.warn(m)): void {
  const watch = new UntrustedFrontWatch(warn);
  app.addHook('onRequest', (request, _reply, done) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    if (forwardedFor !== undefined && !watch.warned && (request.ips?.length ?? 1) <= 1) {
      watch.note(request.socket.remoteAddress ?? '', String(forwardedFor));
    }
    done();
  });
}

/** The start message's word on TRUST_PROXY: which fronts name the client, or none. */
export function trustedFrontsMessage(trust: TrustProxy): string {
  if (trust === false) {
    return (
      "Kado: no proxy is trusted (TRUST_PROXY unset): each client is its connection's address. " +
      'Behind a proxy, set TRUST_PROXY (docs/operations.md).'
    );
  }
  if (typeof trust === 'number') {
    return `Kado: X-Forwarded-For names the client ${trust} proxy hop(s) back (TRUST_PROXY=${trust}); reach Kado only through them.`;
  }
  return `Kado: X-Forwarded-For names the client when the connection comes from ${trust.join(', ')} (TRUST_PROXY).`;
}
