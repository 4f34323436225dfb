import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { GIFT_QUOTA_MB_DEFAULT, GIFT_QUOTA_MB_MAX, SIGNUP_QUOTA_MB_DEFAULT } from '../../shared/constants.js';

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
  /** LOG_REQUESTS: a line for every request (off in tests). Errors and 5xx replies are logged either way. */
  logger: boolean;
  /** Tests only: where log lines go (one JSON line each) instead of standard output. */
  logSink?: { write(line: string): void };
  /** Cookies marked Secure: SECURE_COOKIES=true, or a PUBLIC_URL on https. */
  secureCookies: boolean;
  /** The address the gift is given at (PUBLIC_URL, origin only); the share link starts with it. */
  publicUrl: string | undefined;
  /** Send Strict-Transport-Security on every reply: PUBLIC_URL is https and HSTS is not false. */
  hsts: boolean;
  /** METRICS_TOKEN: /metrics answers only a bearer of it; unset, /metrics is 403 to everyone. */
  metricsToken: string | undefined;
  /** Tests only: log2 of scrypt's N, lowered so bursts of logins stay fast; production is always 17. */
  passwordCost?: number;
  /** Many gifts: {slug}.baseDomain is a gift, baseDomain the operator's console. */
  baseDomain: string | undefined;
  operatorEmail: string | undefined;
  operatorPassword: string | undefined;
  /** MEDIA_STORE=s3: media in this bucket; undefined keeps it under DATA_DIR. */
  s3?: S3Settings;
  /** GIFT_QUOTA_MB: each gift's storage quota unless the operator sets its own. */
  giftQuotaMb: number;
  /** FFMPEG_PATH / FFPROBE_PATH: the tools that convert iPhone videos; default `ffmpeg` / `ffprobe` on the PATH. */
  ffmpegPath?: string;
  ffprobePath?: string;
  /**
   * TRUST_PROXY: the fronts whose X-Forwarded-For names the client. false: none, every client is
   * its socket's address; a list: the addresses, networks and names (loopback...) of the fronts; a number: hops.
   */
  trustProxy: TrustProxy;
  /** SMTP_URL: where mail is sent (smtp:// with STARTTLS where offered, smtps://); undefined writes each mail to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** Tests only: the first retry's wait of a mail that could not be sent (doubled each time); production 30 s. */
  mailRetryMs?: number;
  /** SIGNUP=open: visitors make gifts on the console host; only with BASE_DOMAIN. */
  signupOpen: boolean;
  /** SIGNUP_QUOTA_MB: a self-made gift's storage quota. */
  signupQuotaMb: number;
  /** Tests only: the window within which one mail per kind per gift tells the giver; production 10 min. */
  notifyWindowMs?: number;
  /** STOP_GRACE_SECONDS: how long requests in flight may take to finish after SIGTERM; default 10 s. */
  stopGraceMs: number;
  /**
   * STOP_DRAIN_SECONDS: how long a process keeps answering after SIGTERM, /readyz 503, before it closes its listener
   * (decision 075); default 5 s, longer than deploy/Caddyfile.many-processes' 2 s health interval. Unset: no drain.
   */
  stopDrainMs?: number;
}

/** Fastify's `trustProxy` as Kado allows it: never `true` (that would believe every client's own header). */
export type TrustProxy = false | number | string[];

/** Where and how to reach the media bucket (the S3_* variables). */
export interface S3Settings {
  /** Undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Undefined: the AWS SDK's default credential chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
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

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const TRUST_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;
const TRUST_PROXY_HELP =
  'TRUST_PROXY must be none, loopback (a front on this machine), addresses or networks separated by commas ' +
  `(e.g. 10.0.0.5,192.168.1.0/24), or a hop count from 0 to ${MAX_HOPS}`;

/** One entry of TRUST_PROXY's list: a name, an address, or a network (address/prefix) narrower than everything. */
function isTrustEntry(entry: string): boolean {
  if (TRUST_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || prefix === undefined || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  // A /0 network is every address: each client could name itself in X-Forwarded-For.
  return Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it: unset, empty, `false`, `none` or `0` trust no front (the default). */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'none') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) return undefined;
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isTrustEntry) ? entries : undefined;
}

/** How long requests in flight may take after SIGTERM: systemd's TimeoutStopSec should exceed it. */
const STOP_GRACE_SECONDS_DEFAULT = 10;
const STOP_GRACE_SECONDS_MAX = 600;
const STOP_GRACE_HELP = `STOP_GRACE_SECONDS must be a whole number of seconds between 1 and ${STOP_GRACE_SECONDS_MAX}, e.g. 10`;

/** How long a process answers after SIGTERM before it closes: over the Caddyfiles' health_interval. */
const STOP_DRAIN_SECONDS_DEFAULT = 5;
const STOP_DRAIN_SECONDS_MAX = 300;
const STOP_DRAIN_HELP = `STOP_DRAIN_SECONDS must be a whole number of seconds between 0 and ${STOP_DRAIN_SECONDS_MAX}, e.g. 5`;

/** An empty variable is an unset one. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

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
  EDITOR_PASSWORD: z.string().min(12, { error: 'EDITOR_PASSWORD must be at least 12 characters' }).optional(),
  SECURE_COOKIES: z.enum(['true', 'false'], { error: 'SECURE_COOKIES must be true or false' }).default('false'),
  PUBLIC_URL: z
    .string()
    .refine(isPublicUrl, { error: 'PUBLIC_URL must be an http:// or https:// address with no path, e.g. https://kado.example.com' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HSTS: z.enum(['true', 'false'], { error: 'HSTS must be true or false' }).default('true'),
  METRICS_TOKEN: unsetWhenEmpty(
    z.string().regex(/^[\x21-\x7e]{16,200}$/, { error: 'METRICS_TOKEN must be 16 to 200 printable characters without spaces' }),
  ),
  BASE_DOMAIN: unsetWhenEmpty(
    z
      .string()
      .toLowerCase()
      .regex(/^(?=.{1,200}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, {
        error: 'BASE_DOMAIN must be a domain name without scheme or port, e.g. kado.example or kado.localhost',
      }),
  ),
  OPERATOR_EMAIL: z.email({ error: 'OPERATOR_EMAIL must be an email address' }).optional(),
  OPERATOR_PASSWORD: z.string().min(12, { error: 'OPERATOR_PASSWORD must be at least 12 characters' }).optional(),
  MEDIA_STORE: z.enum(['local', 's3'], { error: 'MEDIA_STORE must be local or s3' }).default('local'),
  S3_ENDPOINT: unsetWhenEmpty(
    z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'S3_ENDPOINT must be an http:// or https:// address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000',
    }),
  ),
  S3_BUCKET: unsetWhenEmpty(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    }),
  ),
  S3_REGION: unsetWhenEmpty(z.string().regex(/^[a-z0-9-]+$/, { error: 'S3_REGION must be a region name, e.g. eu-central-1' })),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string()),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string()),
  S3_FORCE_PATH_STYLE: unsetWhenEmpty(z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })),
  FFMPEG_PATH: unsetWhenEmpty(z.string()),
  FFPROBE_PATH: unsetWhenEmpty(z.string()),
  GIFT_QUOTA_MB: unsetWhenEmpty(
    z.coerce
      .number({ error: 'GIFT_QUOTA_MB must be a number of megabytes, e.g. 2048' })
      .int({ error: 'GIFT_QUOTA_MB must be a whole number of megabytes, e.g. 2048' })
      .min(1, { error: 'GIFT_QUOTA_MB must be between 1 and 1048576 (megabytes)' })
      .max(GIFT_QUOTA_MB_MAX, { error: 'GIFT_QUOTA_MB must be between 1 and 1048576 (megabytes)' }),
  ),
  SMTP_URL: unsetWhenEmpty(
    z.string().refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && new URL(value).hostname !== '', {
      error: 'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtps://user:password@smtp.example.com:465',
    }),
  ),
  MAIL_FROM: unsetWhenEmpty(
    z
      .string()
      .max(320, { error: 'MAIL_FROM must be an email address, optionally with a name: Kado <kado@example.com>' })
      .regex(/^(?:[^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
        error: 'MAIL_FROM must be an email address, optionally with a name: Kado <kado@example.com>',
      }),
  ),
  SIGNUP: z.enum(['open', 'closed'], { error: 'SIGNUP must be open or closed' }).default('closed'),
  MAIL_OUTBOX: z.enum(['0', '1'], { error: 'MAIL_OUTBOX must be 1 (mail written to DATA_DIR/outbox on purpose) or 0' }).default('0'),
  SIGNUP_QUOTA_MB: unsetWhenEmpty(
    z.coerce
      .number({ error: 'SIGNUP_QUOTA_MB must be a number of megabytes, e.g. 500' })
      .int({ error: 'SIGNUP_QUOTA_MB must be a whole number of megabytes, e.g. 500' })
      .min(1, { error: 'SIGNUP_QUOTA_MB must be between 1 and 1048576 (megabytes)' })
      .max(GIFT_QUOTA_MB_MAX, { error: 'SIGNUP_QUOTA_MB must be between 1 and 1048576 (megabytes)' }),
  ),
  LOG_REQUESTS: z.enum(['true', 'false'], { error: 'LOG_REQUESTS must be true or false' }).default('true'),
  STOP_GRACE_SECONDS: unsetWhenEmpty(
    z.coerce
      .number({ error: STOP_GRACE_HELP })
      .int({ error: STOP_GRACE_HELP })
      .min(1, { error: STOP_GRACE_HELP })
      .max(STOP_GRACE_SECONDS_MAX, { error: STOP_GRACE_HELP }),
  ),
  STOP_DRAIN_SECONDS: unsetWhenEmpty(
    z.coerce
      .number({ error: STOP_DRAIN_HELP })
      .int({ error: STOP_DRAIN_HELP })
      .min(0, { error: STOP_DRAIN_HELP })
      .max(STOP_DRAIN_SECONDS_MAX, { error: STOP_DRAIN_HELP }),
  ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return parsed ?? false;
    }),
});

/** The sender when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Kado <kado@localhost>';

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
    throw new ConfigError(
      "Invalid configuration:\n  BASE_DOMAIN needs OPERATOR_EMAIL and OPERATOR_PASSWORD (the operator console's login)",
    );
  }
  if (!e.BASE_DOMAIN && (e.OPERATOR_EMAIL || e.OPERATOR_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  OPERATOR_EMAIL and OPERATOR_PASSWORD are only used with BASE_DOMAIN (many gifts)');
  }
  if (e.SIGNUP === 'open' && !e.BASE_DOMAIN) {
    throw new ConfigError('Invalid configuration:\n  SIGNUP=open needs BASE_DOMAIN (visitors sign up on the console host)');
  }
  // Sign-up's confirmation links must reach the visitor: an outbox on the server's disk does so only on purpose.
  if (e.SIGNUP === 'open' && !e.SMTP_URL && e.MAIL_OUTBOX !== '1') {
    throw new ConfigError(
      'Invalid configuration:\n  SIGNUP=open needs SMTP_URL (the confirmation mail must reach the visitor), ' +
        'or MAIL_OUTBOX=1 to write mail to DATA_DIR/outbox on purpose',
    );
  }
  const s3 = s3Settings(e);
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
    metricsToken: e.METRICS_TOKEN,
    baseDomain: e.BASE_DOMAIN,
    operatorEmail: e.OPERATOR_EMAIL,
    operatorPassword: e.OPERATOR_PASSWORD,
    ...(s3 && { s3 }),
    giftQuotaMb: e.GIFT_QUOTA_MB ?? GIFT_QUOTA_MB_DEFAULT,
    ...(e.FFMPEG_PATH && { ffmpegPath: e.FFMPEG_PATH }),
    ...(e.FFPROBE_PATH && { ffprobePath: e.FFPROBE_PATH }),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    signupOpen: e.SIGNUP === 'open',
    signupQuotaMb: e.SIGNUP_QUOTA_MB ?? SIGNUP_QUOTA_MB_DEFAULT,
    stopGraceMs: (e.STOP_GRACE_SECONDS ?? STOP_GRACE_SECONDS_DEFAULT) * 1000,
    stopDrainMs: (e.STOP_DRAIN_SECONDS ?? STOP_DRAIN_SECONDS_DEFAULT) * 1000,
  };
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/** MEDIA_STORE=s3 needs a bucket and a region; S3_* without it is a forgotten MEDIA_STORE. */
function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const given = S3_VARIABLES.filter((name) => e[name] !== undefined);
  if (e.MEDIA_STORE === 'local') {
    if (given.length === 0) return undefined;
    const are = given.length === 1 ? 'is' : 'are';
    throw new ConfigError(
      `Invalid configuration:\n  ${given.join(', ')} ${are} only used with MEDIA_STORE=s3 (set MEDIA_STORE=s3, or unset them)`,
    );
  }
  const missing = (['S3_BUCKET', 'S3_REGION'] as const).filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missing.map((name) => `  MEDIA_STORE=s3 needs ${name}`).join('\n')}`);
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together ' +
        '(or both unset for the AWS default credentials)',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    credentials:
      e.S3_ACCESS_KEY_ID === undefined ? undefined : { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! },
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
