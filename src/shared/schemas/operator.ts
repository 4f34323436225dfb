import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { MSG } from '../messages.js';
import { GIFT_QUOTA_MB_MAX } from '../constants.js';
import { giverPassword, loginBody } from './auth.js';

// The operator's console (decision 018): many gifts on one service, each at {slug}.BASE_DOMAIN.

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Host labels a gift may not take: the service's own names and common mail/DNS ones. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'admin',
  'administrator',
  'operator',
  'console',
  'dashboard',
  'static',
  'assets',
  'cdn',
  'media',
  'storage',
  'files',
  'img',
  'images',
  'mail',
  'email',
  'webmail',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'ftp',
  'sftp',
  'ssh',
  'vpn',
  'app',
  'apps',
  'auth',
  'login',
  'logout',
  'account',
  'accounts',
  'billing',
  'help',
  'support',
  'status',
  'blog',
  'docs',
  'dev',
  'test',
  'staging',
  'demo',
  'kado',
  'root',
  'system',
  'localhost',
  'autoconfig',
  'autodiscover',
  'share',
  'secure',
]);

export const slugSchema = z
  .string({ error: MSG.slugRequired })
  .trim()
  .toLowerCase()
  // A name typed with spaces ('Raka Dewi') is the address 'raka-dewi', not a refusal (decision 083).
  .overwrite((slug) => slug.replace(/\s+/g, '-'))
  .min(1, { error: MSG.slugRequired, abort: true })
  .min(SLUG_MIN, { error: MSG.slugLength, abort: true })
  .max(SLUG_MAX, { error: MSG.slugLength, abort: true })
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, { error: MSG.slugFormat, abort: true })
  .refine((slug) => !RESERVED_SLUGS.has(slug) && !slug.startsWith('xn--'), { error: MSG.slugReserved });

export const operatorLoginBody = loginBody;
export const operatorLoginReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Only for API clients; the console's page gets none and lives on its httpOnly cookie (decision 014). */
  token: z.string().optional(),
});

/** Lets the web know it is on the console host, and whether the operator is signed in. */
export const operatorSessionReply = z.object({
  success: z.literal(true),
  console: z.literal(true),
  signed_in: z.boolean(),
  /** SIGNUP=open: visitors may make a gift here. */
  signup: z.boolean(),
});

export const giftCreateBody = z.object({
  slug: slugSchema,
  editor_email: loginBody.shape.email,
  editor_password: giverPassword,
  /** The gift's language, and its demo content's; Indonesian unless told. */
  language: z.enum(LANGUAGES, { error: MSG.giftLanguageInvalid }).default('id'),
});
export type GiftCreateInput = z.infer<typeof giftCreateBody>;

export const giftCreateReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ slug: z.string(), url: z.string() }),
});

export const giftSummary = z.object({
  slug: z.string(),
  url: z.string(),
  editor_email: z.string().nullable(),
  created_at: z.string(),
  media_bytes: z.number(),
  last_visit_at: z.string().nullable(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  private: z.boolean(),
  /** Storage used and the gift's quota, in bytes. */
  used_bytes: z.number(),
  quota_bytes: z.number(),
  /** The operator's own quota for the gift in MB; null: the service's GIFT_QUOTA_MB. */
  quota_mb: z.number().nullable(),
  /** When the gift closes (ISO date-time); null: never. */
  ends_at: z.string().nullable(),
  /** Made by a visitor's sign-up, not by the operator. */
  self_made: z.boolean(),
});
export type GiftSummary = z.infer<typeof giftSummary>;

/** A sign-up still waiting for its confirmation: it holds no address (decision 078); the first confirmed takes it. */
export const waitingSignup = z.object({ email: z.string(), slug: z.string(), created_at: z.string(), expires_at: z.string() });
export type WaitingSignup = z.infer<typeof waitingSignup>;

export const giftListReply = z.object({
  success: z.literal(true),
  data: z.array(giftSummary),
  /** Sign-ups waiting for their confirmation, newest first. */
  signups_waiting: z.array(waitingSignup),
});

/** Paths name a gift by slug; a malformed one is simply not found. */
export const giftParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,40}$/) });

export const giftPasswordBody = z.object({ password: giverPassword });

/** The gift's own quota in MB, or null to go back to the service's GIFT_QUOTA_MB. */
export const giftQuotaBody = z.object({
  quota_mb: z
    .number({ error: MSG.giftQuotaInvalid })
    .int({ error: MSG.giftQuotaInvalid })
    .min(1, { error: MSG.giftQuotaInvalid })
    .max(GIFT_QUOTA_MB_MAX, { error: MSG.giftQuotaInvalid })
    .nullable(),
});
export type GiftQuotaInput = z.infer<typeof giftQuotaBody>;

/** When the gift closes: an ISO date-time with its offset (e.g. 2027-02-14T00:00:00Z), or null for never. */
export const giftEndBody = z.object({
  ends_at: z.iso.datetime({ offset: true, error: MSG.giftEndInvalid }).nullable(),
});
export type GiftEndInput = z.infer<typeof giftEndBody>;
