import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { AppConfig } from '../lib/config.js';
import type { EditorSetup } from '../services/auth/editor-account.js';
import { OPERATOR_COOKIE } from '../services/operator/operator-auth.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE, DEMO_PIN } from '../../shared/constants.js';
import { createTestDatabase, testEngine } from './postgres.js';
import { startTestS3, testMediaStore } from './s3.js';
import { storedPaths } from './stored-media.js';

export const EDITOR = { email: 'giver@kado.test', password: 'a-long-test-password' };
export const PIN = DEMO_PIN;
export const OPERATOR = { email: 'operator@kado.test', password: 'an-operator-password' };

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** What the start did to the editor account (single gift only). */
  editorSetup: EditorSetup;
  /** Bearer token of a logged-in editor. */
  editorToken(): Promise<string>;
  /** Bearer token of a viewer who entered the PIN. */
  viewerToken(): Promise<string>;
  /** Every row of every table: compare before and after to prove nothing changed. */
  snapshot(): Promise<string>;
  /** Files under storage and tmp, relative to the data folder. */
  files(): string[];
  close(): Promise<void>;
}

/** What a test file gets from useTestApp: its app, and bearer headers of a signed-in editor and viewer. */
interface TestHandle extends Omit<TestApp, 'close'> {
  /** Single gift: the editor's and viewer's headers. Many gifts: empty (use `gift(slug)`). */
  editor: Record<string, string>;
  viewer: Record<string, string>;
  /** Many gifts: the console host, a signed-in operator's cookie and the CSRF header, as the console sends them. */
  operator: Record<string, string>;
  /** Many gifts: a gift made by the operator (once per slug per file), with its giver and a viewer. */
  gift(slug: string): Promise<TestGift>;
}

/** A gift of a many-gifts test app: headers carry its host, so every call names the gift. */
export interface TestGift {
  slug: string;
  host: string;
  /** The giver's email (their password is EDITOR.password). */
  email: string;
  key: string;
  /** The host alone: an anonymous visitor without the key. */
  anonymous: Record<string, string>;
  /** The host and the share key's cookie: a visitor who opened the link. */
  withKey: Record<string, string>;
  editor: Record<string, string>;
  /** A viewer past the PIN, who opened the link (bearer and key cookie). */
  viewer: Record<string, string>;
}

/**
 * The one set-up of a server test file: a fresh app on its own data folder, built before the file's
 * tests (with an editor logged in and a viewer past the PIN) and closed after them. Call it at the top
 * of the file; `editor` and `viewer` are filled before the first test, so they may be destructured.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestHandle {
  let current: TestApp | undefined;
  const editor: Record<string, string> = {};
  const viewer: Record<string, string> = {};
  const operator: Record<string, string> = {};
  const gifts = new Map<string, Promise<TestGift>>();
  beforeAll(async () => {
    current = await createTestApp(overrides);
    if (overrides.baseDomain) {
      Object.assign(operator, await operatorHeaders(current.app, overrides.baseDomain));
      return;
    }
    Object.assign(editor, bearer(await current.editorToken()));
    Object.assign(viewer, bearer(await current.viewerToken()));
  });
  afterAll(async () => current?.close());
  const built = () => {
    if (!current) throw new Error('useTestApp: the app exists only inside hooks and tests');
    return current;
  };
  return {
    get app() {
      return built().app;
    },
    get dataDir() {
      return built().dataDir;
    },
    get editorSetup() {
      return built().editorSetup;
    },
    editor,
    viewer,
    operator,
    gift(slug: string) {
      const domain = overrides.baseDomain;
      if (!domain) throw new Error('useTestApp: gift() needs { baseDomain }');
      if (!gifts.has(slug)) gifts.set(slug, createGift(built().app, domain, operator, slug));
      return gifts.get(slug)!;
    },
    editorToken: () => built().editorToken(),
    viewerToken: () => built().viewerToken(),
    snapshot: () => built().snapshot(),
    files: () => built().files(),
  };
}

/**
 * The PostgreSQL database of each data folder a test app made (KADO_TEST_DB=postgres): a
 * second app on the same data folder is a restart, so it opens the same database.
 */
const databases = new Map<string, Awaited<ReturnType<typeof createTestDatabase>>>();

/** The configuration createTestApp uses: build a second app on the same data to test a restart. */
export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: databases.get(dataDir)?.url,
    editorEmail: EDITOR.email,
    editorPassword: EDITOR.password,
    webDir: undefined,
    logger: false,
    // Errors are logged even without LOG_REQUESTS: a test that looks at them passes its own sink.
    logSink: { write: () => undefined },
    secureCookies: false,
    publicUrl: undefined,
    hsts: false,
    metricsToken: undefined,
    baseDomain: undefined,
    operatorEmail: overrides.baseDomain ? OPERATOR.email : undefined,
    operatorPassword: overrides.baseDomain ? OPERATOR.password : undefined,
    // scrypt at N=2^10, not 2^17: no test depends on the cost (decision 014), and every server test runs
    // twice, so the hashes of every start and login would otherwise dominate the run.
    passwordCost: 10,
    giftQuotaMb: 2048,
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'Kado <kado@kado.test>',
    // A mail that could not be sent is tried again after 50 ms, not 30 s.
    mailRetryMs: 50,
    signupOpen: false,
    signupQuotaMb: 500,
    stopGraceMs: 10_000,
    ...overrides,
  };
}

/**
 * A fresh app on its own temp data folder (one per test file). With KADO_TEST_DB=postgres it also gets its
 * own throwaway PostgreSQL database (unless `databaseUrl` is given), dropped by `close`.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kado-test-'));
  if (testEngine() === 'postgres' && overrides.databaseUrl === undefined && !databases.has(dataDir)) {
    databases.set(dataDir, await createTestDatabase());
  }
  // KADO_TEST_MEDIA_STORE=s3: the same tests with media in a bucket. A test that names its
  // store (`s3: undefined` is the local disk) keeps it.
  const s3 = testMediaStore() === 's3' && !('s3' in overrides) ? await startTestS3() : undefined;
  const { app, editor: editorSetup } = await buildApp(testConfig(dataDir, { ...(s3 && { s3: s3.settings }), ...overrides }));
  let editor: string | undefined;
  let viewer: string | undefined;
  return {
    app,
    dataDir,
    get editorSetup() {
      if (!editorSetup) throw new Error('createTestApp: many gifts have no editor at start');
      return editorSetup;
    },
    async editorToken() {
      if (!editor) {
        const res = await app.inject({ method: 'POST', url: '/api/login', payload: EDITOR });
        editor = res.json<{ token: string }>().token;
      }
      return editor;
    },
    async viewerToken() {
      if (!viewer) {
        const res = await app.inject({ method: 'POST', url: '/api/date-input/verify', payload: { pin: PIN }, remoteAddress: '10.9.9.9' });
        viewer = res.json<{ token: string }>().token;
      }
      return viewer;
    },
    async snapshot() {
      const { db } = app.ctx;
      // Mail queued earlier (the test viewer's first opening tells the giver) is sent first: its
      // sending in the background is no write of the request a test compares around.
      await app.ctx.mail.flush();
      const tables =
        app.ctx.dialect === 'postgres'
          ? await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables
              WHERE schemaname = 'public' AND tablename NOT IN ('sessions', 'auth_attempts') ORDER BY tablename`.execute(db)
          : await sql<{ name: string }>`SELECT name FROM sqlite_master
              WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('sessions', 'auth_attempts') ORDER BY name`.execute(db);
      const dump: Record<string, unknown[]> = {};
      for (const { name } of tables.rows) {
        dump[name] = (await sql`SELECT * FROM ${sql.table(name)} ORDER BY 1`.execute(db)).rows;
      }
      return JSON.stringify({ dump, files: listFiles(dataDir), stored: await storedPaths(app) });
    },
    files: () => listFiles(dataDir),
    async close() {
      await app.close();
      await s3?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      const database = databases.get(dataDir);
      databases.delete(dataDir);
      await database?.drop();
    },
  };
}

/**
 * Signs the operator in as the console's page does (with the CSRF header, so the reply carries no token)
 * and returns the headers its later calls carry: the console host, the session cookie and the CSRF header.
 */
export async function operatorHeaders(app: FastifyInstance, host: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/operator/login', headers: { host, ...csrf }, payload: OPERATOR });
  const cookie = res.cookies.find((c) => c.name === OPERATOR_COOKIE);
  if (res.statusCode !== 200 || !cookie) throw new Error(`operator login failed: ${res.body}`);
  return { host, cookie: `${OPERATOR_COOKIE}=${cookie.value}`, ...csrf };
}

/** Creates a gift through the operator's API, signs its giver in, opens its share link and enters the PIN. */
export async function createGift(
  app: FastifyInstance,
  baseDomain: string,
  operator: Record<string, string>,
  slug: string,
): Promise<TestGift> {
  const host = `${slug}.${baseDomain}`;
  const email = `${slug}@kado.test`;
  const created = await app.inject({
    method: 'POST',
    url: '/api/operator/gifts',
    headers: operator,
    payload: { slug, editor_email: email, editor_password: EDITOR.password },
  });
  if (created.statusCode !== 201) throw new Error(`creating gift ${slug} failed: ${created.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', headers: { host }, payload: { email, password: EDITOR.password } });
  const editor = { host, ...bearer(login.json<{ token: string }>().token) };
  const share = await app.inject({ method: 'GET', url: '/api/share', headers: editor });
  const key = decodeURIComponent(share.json<{ data: { url: string } }>().data.url.split('/s/')[1] ?? '');
  const withKey = { host, cookie: `kado_key=${key}` };
  const verify = await app.inject({
    method: 'POST',
    url: '/api/date-input/verify',
    headers: withKey,
    payload: { pin: PIN },
    remoteAddress: '10.9.9.9',
  });
  if (verify.statusCode !== 200) throw new Error(`PIN of gift ${slug} failed: ${verify.body}`);
  const viewer = { ...withKey, ...bearer(verify.json<{ token: string }>().token) };
  return { slug, host, email, key, anonymous: { host }, withKey, editor, viewer };
}

/** Files under storage and tmp, relative to the data folder. */
function listFiles(dataDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(dataDir, full));
    }
  };
  walk(path.join(dataDir, 'storage'));
  walk(path.join(dataDir, 'tmp'));
  return found.sort();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const csrf = { [CSRF_HEADER]: CSRF_HEADER_VALUE };

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; contentType: string; data: Buffer }[],
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----kado${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
