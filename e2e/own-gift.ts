import dns from 'node:dns';
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/shared/constants';

// Every journey gets a gift of its own (decision 091): the journeys' server runs many gifts under
// E2E_BASE_DOMAIN (decision 018), and a fixture (e2e/fixtures.ts) makes a fresh gift through the operator's API
// before each test and deletes it after. No journey sees what another changed, so none has to put anything back.

/** The journeys' server's BASE_DOMAIN: Chromium sends every `*.localhost` name to loopback (no DNS needed). */
export const E2E_BASE_DOMAIN = 'kado.localhost';
/** The operator of the journeys' server (playwright.config.ts passes them to it). */
export const E2E_OPERATOR = { email: 'operator@kado.test', password: 'operator-password-e2e' } as const;
/** Every journey's giver has this password; the email is the gift's own (emails are one per giver). */
const GIVER_PASSWORD = 'correct-horse-battery';

/**
 * Node does not resolve `*.localhost` as Chromium does, and Playwright's API requests (`page.request`,
 * `request.newContext`) run in this process: names under localhost are answered with loopback here, the rest
 * as before. Only the journeys' worker processes load this file.
 */
const lookup = dns.promises.lookup.bind(dns.promises);
dns.promises.lookup = ((hostname: string, options?: unknown) => {
  if (!/(^|\.)localhost\.?$/i.test(hostname)) return lookup(hostname, options as dns.LookupAllOptions);
  const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
  const address = { address: '127.0.0.1', family: 4 };
  return Promise.resolve(all ? [address] : address);
}) as typeof dns.promises.lookup;

/** A cookie as Playwright keeps it (BrowserContext.addCookies takes it back). */
type Cookie = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'][number];

export interface OwnGift {
  slug: string;
  /** `http://{slug}.kado.localhost:{port}`: the journey's baseURL. */
  origin: string;
  giver: { email: string; password: string };
  /** The session of the giver's sign-in that made the gift public: `login(page)` hands it to a page's context. */
  giverSession: Cookie[];
}

const consoleOrigin = () => `http://${E2E_BASE_DOMAIN}:${process.env.KADO_E2E_PORT}`;
let operator: APIRequestContext | undefined;
let current: OwnGift | undefined;
let made = 0;

/** The running test's gift (set by the fixture before the test's body runs). */
export function ownGift(): OwnGift {
  if (!current) throw new Error("No gift of its own yet: use the journeys' `test` from e2e/fixtures.ts");
  return current;
}

/** The giver of the running test's gift. */
export const giver = () => ownGift().giver;

async function signedInOperator(): Promise<APIRequestContext> {
  if (operator) return operator;
  const context = await apiRequest.newContext({ baseURL: consoleOrigin(), extraHTTPHeaders: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
  const reply = await context.post('/api/operator/login', { data: E2E_OPERATOR });
  if (reply.status() !== 200) throw new Error(`The operator could not sign in (${reply.status()}): ${await reply.text()}`);
  operator = context;
  return context;
}

/**
 * A fresh gift seeded like the demo, made public as the one gift of a single-gift Kado is (the secret link is
 * the share journey's own subject). The slug names the worker and a counter, so two workers never collide.
 */
export async function makeOwnGift(workerIndex: number): Promise<OwnGift> {
  const context = await signedInOperator();
  const slug = `j${workerIndex}-${Date.now().toString(36)}-${++made}`;
  const giverAccount = { email: `giver-${slug}@kado.test`, password: GIVER_PASSWORD };
  const created = await context.post('/api/operator/gifts', {
    data: { slug, editor_email: giverAccount.email, editor_password: giverAccount.password },
  });
  if (created.status() !== 201) throw new Error(`The gift could not be made (${created.status()}): ${await created.text()}`);
  const origin = `http://${slug}.${E2E_BASE_DOMAIN}:${process.env.KADO_E2E_PORT}`;
  const asGiver = await apiRequest.newContext({ baseURL: origin, extraHTTPHeaders: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
  try {
    const login = await asGiver.post('/api/login', { data: giverAccount });
    if (login.status() !== 200) throw new Error(`The new gift's giver could not sign in (${login.status()}): ${await login.text()}`);
    const open = await asGiver.put('/api/share', { data: { private: false } });
    if (open.status() !== 200) throw new Error(`The new gift could not be made public (${open.status()}): ${await open.text()}`);
    const { cookies } = await asGiver.storageState();
    return { slug, origin, giver: giverAccount, giverSession: cookies };
  } finally {
    await asGiver.dispose();
  }
}

/** Makes `gift` the running test's (or none). */
export function setOwnGift(gift: OwnGift | undefined): void {
  current = gift;
}

/** Deletes the gift, its rows and its files. */
export async function removeOwnGift(gift: OwnGift): Promise<void> {
  const context = await signedInOperator();
  const reply = await context.delete(`/api/operator/gifts/${gift.slug}`);
  if (reply.status() !== 200) throw new Error(`The gift ${gift.slug} could not be deleted (${reply.status()}): ${await reply.text()}`);
}
