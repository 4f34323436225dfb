import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  editorEmail: string | undefined;
  editorPassword: string | undefined;
  /** Folder of the built web app; undefined serves the API only (tests). */
  webDir: string | undefined;
  /** Log requests (off in tests). */
  logger: boolean;
  /** Cookies marked Secure: SECURE_COOKIES=true, or a PUBLIC_URL on https. */
  secureCookies: boolean;
  /** The address the gift is given at (PUBLIC_URL, origin only); the share link starts with it. */
  publicUrl: string | undefined;
  /** Send Strict-Transport-Security on every reply: PUBLIC_URL is https and HSTS is not false. */
  hsts: boolean;
  /** Tests only: log2 of scrypt's N, lowered so bursts of logins stay fast; production is always 17. */
  passwordCost?: number;
  /** Many gifts: {slug}.baseDomain is a gift, baseDomain the operator's console (decision 018). */
  baseDomain: string | undefined;
  operatorEmail: string | undefined;
  operatorPassword: string | undefined;
}

/** An http(s) origin, with no path beyond '/', no query and no fragment. */
function isPublicUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[?#]/.test(value)
  );
}

/** An empty variable is an unset one. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int({ error: 'PORT must be a whole number' })
    .min(1, { error: 'PORT must be between 1 and 65535' })
    .max(65535, { error: 'PORT must be between 1 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { error: 'HOST must not be empty' }).default('127.0.0.1'),
  DATA_DIR: z.string().min(1, { error: 'DATA_DIR must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must be a postgres:// URL (or unset for SQLite)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  EDITOR_EMAIL: z.email({ error: 'EDITOR_EMAIL must be an email address' }).optional(),
  EDITOR_PASSWORD: z
    .string()
    .min(12, { error: 'EDITOR_PASSWORD must be at least 12 characters' })
    .optional(),
  SECURE_COOKIES: z.enum(['true', 'false'], { error: 'SECURE_COOKIES must be true or false' }).default('false'),
  PUBLIC_URL: z
    .string()
    .refine(isPublicUrl, { error: 'PUBLIC_URL must be an http:// or https:// address with no path, e.g. https://kado.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HSTS: z.enum(['true', 'false'], { error: 'HSTS must be true or false' }).default('true'),
  BASE_DOMAIN: unsetWhenEmpty(
    z
    .string()
    .toLowerCase()
    .regex(/^(?=.{1,200}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
      error: 'BASE_DOMAIN must be a domain name without scheme or port, e.g. kado.example or kado.localhost',
    }),
  ),
  OPERATOR_EMAIL: z.email({ error: 'OPERATOR_EMAIL must be an email address' }).optional(),
  OPERATOR_PASSWORD: z
    .string()
    .min(12, { error: 'OPERATOR_PASSWORD must be at least 12 characters' })
    .optional(),
  LOG_REQUESTS: z.enum(['true', 'false'], { error: 'LOG_REQUESTS must be true or false' }).default('true'),
});

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv, webDir: string | undefined): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.EDITOR_EMAIL === undefined) !== (e.EDITOR_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  EDITOR_EMAIL and EDITOR_PASSWORD must be set together');
  }
  const https = e.PUBLIC_URL?.startsWith('https:') ?? false;
  if (e.BASE_DOMAIN && (!e.OPERATOR_EMAIL || !e.OPERATOR_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  BASE_DOMAIN needs OPERATOR_EMAIL and OPERATOR_PASSWORD (the operator console\'s login)');
  }
  if (!e.BASE_DOMAIN && (e.OPERATOR_EMAIL || e.OPERATOR_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  OPERATOR_EMAIL and OPERATOR_PASSWORD are only used with BASE_DOMAIN (many gifts)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    editorEmail: e.EDITOR_EMAIL,
    editorPassword: e.EDITOR_PASSWORD,
    webDir,
    logger: e.LOG_REQUESTS === 'true',
    secureCookies: e.SECURE_COOKIES === 'true' || https,
    publicUrl: e.PUBLIC_URL === undefined ? undefined : new URL(e.PUBLIC_URL).origin,
    hsts: https && e.HSTS === 'true',
    baseDomain: e.BASE_DOMAIN,
    operatorEmail: e.OPERATOR_EMAIL,
    operatorPassword: e.OPERATOR_PASSWORD,
  };
}
